import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useWorksheetDetail } from '../api/worksheet-queries';
import { WorksheetActions } from '../components/worksheet-actions';
import { WorksheetHeader } from '../components/worksheet-header';
import { WorksheetQuestions } from '../components/worksheet-questions';
import { useLibraryT } from '../i18n';
import { canAssignUnderLicense, isFreeLicenseOnly, studioAccess } from '../lib/license';
import { idParam } from '../lib/paths';

/** /teacher/worksheet?id=N: one worksheet with its questions, and what the teacher may do with it. */
export function WorksheetPage() {
  const t = useLibraryT();
  const [params] = useSearchParams();
  const id = idParam(params);
  const me = useMe();
  const detail = useWorksheetDetail(id);

  if (id === null) {
    return (
      <Paper withBorder p="xl" radius="md" maw={720}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('library.detail.missingId')}
          </Title>
          <Text>{t('library.detail.missingIdBody')}</Text>
          <Anchor component={Link} to={PATHS.teacherLibrary}>
            {t('library.detail.back')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }

  const worksheet = detail.data;
  const backTo = worksheet && !worksheet.isLibrary ? PATHS.teacherWorksheetList : PATHS.teacherLibrary;
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={backTo} size="sm">
        ← {worksheet && !worksheet.isLibrary ? t('library.detail.backMine') : t('library.detail.back')}
      </Anchor>
      {detail.isPending ? (
        <LoadingBlock lines={6} height={24} />
      ) : detail.isError ? (
        isApiError(detail.error) && detail.error.status === 404 ? (
          <Paper withBorder p="xl" radius="md">
            <Title order={1} size="h2">
              {t('library.detail.notFound')}
            </Title>
          </Paper>
        ) : (
          <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
        )
      ) : worksheet ? (
        <>
          <WorksheetHeader worksheet={worksheet} />
          <WorksheetActions
            worksheet={worksheet}
            studio={studioAccess(me.data)}
            assignBlocked={!canAssignUnderLicense(worksheet, isFreeLicenseOnly(me.data))}
          />
          <WorksheetQuestions worksheet={worksheet} />
        </>
      ) : null}
    </Stack>
  );
}

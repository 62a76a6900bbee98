import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useStudioWorksheet } from '../api/studio-queries';
import { ImportReport } from '../components/import-report';
import { NewWorksheetForm } from '../components/new-worksheet-form';
import { StudioLocked } from '../components/studio-locked';
import { StudioWorkspace } from '../components/studio-workspace';
import { useStudioT } from '../i18n';
import { canUseStudio } from '../lib/studio-access';

/** /teacher/clearsheetstudio?id=N: the studio for a worksheet; without an id, a new worksheet's details. */
export function StudioPage() {
  const t = useStudioT();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const me = useMe();
  const detail = useStudioWorksheet(id);

  if (me.isPending) return <LoadingBlock lines={6} height={24} />;
  if (!canUseStudio(me.data)) return <StudioLocked />;
  if (id === null) return <NewWorksheetForm />;
  if (detail.isPending) return <LoadingBlock lines={8} height={28} />;
  if (detail.isError)
    return isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 403) ? (
      <Paper withBorder p="xl" radius="md" maw={720}>
        <Title order={1} size="h2">
          {t('studio.notFound')}
        </Title>
      </Paper>
    ) : (
      <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
    );
  if (!detail.data.canEdit)
    return (
      <Stack gap="md" maw={720}>
        <Title order={1} size="h2">
          {detail.data.title}
        </Title>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('studio.readOnly')}</Text>
            <Button component={Link} to={`${PATHS.teacherWorksheet}?id=${detail.data.id}`} variant="default">
              {t('studio.openWorksheet')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  return (
    <Stack gap="md">
      <ImportReport />
      <StudioWorkspace worksheet={detail.data} />
    </Stack>
  );
}

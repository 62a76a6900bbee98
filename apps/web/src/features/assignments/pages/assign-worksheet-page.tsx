import type { TAssignmentSaved } from '@clearsheets/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { PATHS } from '../../../lib/route-access';
import { useTeacherClasses, useWorksheet } from '../api/assignment-queries';
import { AssignForm } from '../components/assign-form-card';
import { AssignedPanel } from '../components/assigned-panel';
import { WorksheetSummary } from '../components/worksheet-summary';
import { useAssignmentsT } from '../i18n';
import { idParam } from '../lib/paths';
import '../assignments.css';

/** /teacher/worksheet/assignWorksheet?worksheetId=N: the worksheet to classes or chosen students, with settings. */
export function AssignWorksheetPage() {
  const t = useAssignmentsT();
  const [params] = useSearchParams();
  const worksheetId = idParam(params, 'worksheetId');
  const worksheet = useWorksheet(worksheetId);
  const classes = useTeacherClasses();
  const [done, setDone] = useState<TAssignmentSaved | null>(null);

  if (worksheetId === null) {
    return (
      <Paper withBorder p="xl" radius="md" maw={720}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('assignments.assign.missingId')}
          </Title>
          <Text>{t('assignments.assign.missingIdBody')}</Text>
          <Anchor component={Link} to={PATHS.teacherLibrary}>
            {t('assignments.assign.toLibrary')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Anchor component={Link} to={PATHS.teacherAssignmentHome} size="sm" w="fit-content">
          ← {t('assignments.home.title')}
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('assignments.assign.title')}
        </Title>
      </Stack>
      {worksheet.isPending || classes.isPending ? (
        <LoadingBlock lines={8} height={24} />
      ) : worksheet.isError ? (
        isApiError(worksheet.error) && worksheet.error.status === 404 ? (
          <Paper withBorder p="xl" radius="md">
            <Stack gap="sm">
              <Title order={2}>{t('assignments.assign.notFound')}</Title>
              <Anchor component={Link} to={PATHS.teacherLibrary}>
                {t('assignments.assign.toLibrary')}
              </Anchor>
            </Stack>
          </Paper>
        ) : (
          <QueryError error={worksheet.error} onRetry={() => worksheet.refetch()} retrying={worksheet.isFetching} />
        )
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />
      ) : done ? (
        <>
          <WorksheetSummary worksheet={worksheet.data} />
          <AssignedPanel assignment={done} />
        </>
      ) : (
        <>
          <WorksheetSummary worksheet={worksheet.data} />
          <AssignForm worksheet={worksheet.data} classes={classes.data} onDone={setDone} />
        </>
      )}
    </Stack>
  );
}

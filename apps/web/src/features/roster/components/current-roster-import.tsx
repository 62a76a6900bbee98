import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ImportJobStatus } from '../../../components/import-job/import-job-status';
import { useImportJob } from '../../../components/import-job/import-jobs-query';
import { ImportStatusBadge } from '../../../components/import-job/import-status-badge';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useRosterT } from '../i18n';

export const SCHOOLS_SECTION_ID = 'roster-schools';
export const CLASSES_SECTION_ID = 'roster-classes';

/** Moves the keyboard focus to a section's heading as well as the view, so "See the classes" really goes there. */
function goTo(id: string) {
  const heading = document.getElementById(`${id}-heading`);
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** Follows a OneRoster import; when it is done the district's schools and classes below are refreshed. */
export function CurrentRosterImport({ jobId }: { jobId: number }) {
  const t = useRosterT();
  const queryClient = useQueryClient();
  const job = useImportJob(jobId);
  const status = job.data?.status;

  useEffect(() => {
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
      if (status === 'done') {
        void queryClient.invalidateQueries({ queryKey: ['districts'] });
        void queryClient.invalidateQueries({ queryKey: ['classes'] });
      }
    }
  }, [status, queryClient]);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-roster-import-heading">
      {job.isPending ? (
        <LoadingBlock lines={3} />
      ) : job.isError ? (
        <QueryError error={job.error} onRetry={() => job.refetch()} retrying={job.isFetching} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Title order={2} fz="lg" id="current-roster-import-heading" style={{ overflowWrap: 'anywhere' }}>
              {t('roster.current.heading', { file: job.data.fileName })}
            </Title>
            <ImportStatusBadge status={job.data.status} />
          </Group>
          <ImportJobStatus
            job={job.data}
            showFileColumn
            doneActions={
              <Group gap="sm">
                <Button size="sm" onClick={() => goTo(SCHOOLS_SECTION_ID)}>
                  {t('roster.current.seeSchools')}
                </Button>
                <Button size="sm" variant="default" onClick={() => goTo(CLASSES_SECTION_ID)}>
                  {t('roster.current.seeClasses')}
                </Button>
              </Group>
            }
          />
        </Stack>
      )}
    </Card>
  );
}

import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ImportJobStatus } from '../../../components/import-job/import-job-status';
import { useImportJob } from '../../../components/import-job/import-jobs-query';
import { ImportStatusBadge } from '../../../components/import-job/import-status-badge';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useImportsT } from '../i18n';

/** The class roster page (built by the classes feature; linked by URL so the features stay apart). */
export const classRosterPath = (classId: number) => `/teacher/manage?classId=${classId}`;

/** Follows one import until it is done or failed; once done, the class's cached lists are stale. */
export function CurrentImport({ jobId }: { jobId: number }) {
  const t = useImportsT();
  const queryClient = useQueryClient();
  const job = useImportJob(jobId);
  const status = job.data?.status;

  useEffect(() => {
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
      if (status === 'done') void queryClient.invalidateQueries({ queryKey: ['classes'] });
    }
  }, [status, queryClient]);

  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="current-import-heading" component="section">
      {job.isPending ? (
        <LoadingBlock lines={3} />
      ) : job.isError ? (
        <QueryError error={job.error} onRetry={() => job.refetch()} retrying={job.isFetching} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Title order={2} fz="lg" id="current-import-heading" style={{ overflowWrap: 'anywhere' }}>
              {t('imports.current.heading', { file: job.data.fileName })}
            </Title>
            <ImportStatusBadge status={job.data.status} />
          </Group>
          <ImportJobStatus
            job={job.data}
            doneActions={
              job.data.classId !== null && (
                <Group>
                  <Button component={Link} to={classRosterPath(job.data.classId)} size="sm">
                    {t('imports.current.viewRoster')}
                  </Button>
                </Group>
              )
            }
          />
        </Stack>
      )}
    </Card>
  );
}

import type { TImportJob } from '@clearsheets/shared';
import { Card, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { LoadingBlock } from '../loading-block';
import { QueryError } from '../query-error';
import { ImportJobStatus } from './import-job-status';
import { useImportJob } from './import-jobs-query';
import { ImportStatusBadge } from './import-status-badge';

interface ImportJobCardProps {
  jobId: number;
  heading: (job: TImportJob) => string;
  /** Query keys whose cached data an import that finished has made stale. */
  staleWhenDone: readonly (readonly string[])[];
  doneActions?: (job: TImportJob) => ReactNode;
  showFileColumn?: boolean;
}

/** Follows one import (students or OneRoster) until it is done or failed, then refreshes what it changed. */
export function ImportJobCard({ jobId, heading, staleWhenDone, doneActions, showFileColumn }: ImportJobCardProps) {
  const queryClient = useQueryClient();
  const job = useImportJob(jobId);
  const headingId = useId();
  const status = job.data?.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stale keys are fixed per screen.
  useEffect(() => {
    if (status !== 'done' && status !== 'failed') return;
    void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
    if (status === 'done') for (const key of staleWhenDone) void queryClient.invalidateQueries({ queryKey: key });
  }, [status, queryClient]);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      {job.isPending ? (
        <LoadingBlock lines={3} />
      ) : job.isError ? (
        <QueryError error={job.error} onRetry={() => job.refetch()} retrying={job.isFetching} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {heading(job.data)}
            </Title>
            <ImportStatusBadge status={job.data.status} />
          </Group>
          <ImportJobStatus job={job.data} showFileColumn={showFileColumn} doneActions={doneActions?.(job.data)} />
        </Stack>
      )}
    </Card>
  );
}

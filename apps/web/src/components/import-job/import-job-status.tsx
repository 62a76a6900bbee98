import type { TImportJob } from '@clearsheets/shared';
import { Alert, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { counts as wholeNumbers } from '../../lib/locale-format';
import { useImportJobT } from './i18n';
import { isJobActive, jobPercent } from './import-job-logic';
import { ImportProblemsTable } from './import-problems-table';

interface ImportJobStatusProps {
  job: TImportJob;
  /** What to offer once the import is done (a link to the class roster, the district's schools). */
  doneActions?: ReactNode;
  showFileColumn?: boolean;
}

/** A job as it runs: a progress bar, then the counts, or the reasons it failed; screen readers hear each step. */
export function ImportJobStatus({ job, doneActions, showFileColumn = false }: ImportJobStatusProps) {
  const t = useImportJobT();
  const active = isJobActive(job);
  const percent = jobPercent(job);
  const n = (value: number) => wholeNumbers.format(value);
  const counts = { created: n(job.createdCount), updated: n(job.updatedCount), total: n(job.totalRows) };
  const announcement =
    job.status === 'done'
      ? t('imports.job.announceDone', counts)
      : job.status === 'failed'
        ? t('imports.job.announceFailed', { count: job.problems.length })
        : t('imports.job.announceRunning');
  const runningText =
    job.status === 'queued'
      ? t('imports.job.queued')
      : job.totalRows > 0
        ? t('imports.job.running', { processed: n(job.processedRows), total: n(job.totalRows) })
        : t('imports.job.runningNoTotal');
  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {active && (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600}>{runningText}</Text>
            <Text fw={600} aria-hidden="true">
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} size="lg" striped animated aria-label={t('imports.job.progressLabel')} />
        </Stack>
      )}
      {job.status === 'done' && (
        <Alert color="brand" variant="light" title={t('imports.job.doneTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('imports.job.doneSummary', counts)}</Text>
            {doneActions}
          </Stack>
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert color="red" variant="light" title={t('imports.job.failedTitle')}>
          {job.problems.length > 0 ? t('imports.job.failedBody') : t('imports.job.failedNoProblems')}
        </Alert>
      )}
      {!active && job.problems.length > 0 && <ImportProblemsTable problems={job.problems} showFile={showFileColumn} />}
    </Stack>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/import-job/import-job-logic';
import { ImportJobStatus } from '../../../components/import-job/import-job-status';
import { useImportJob } from '../../../components/import-job/import-jobs-query';
import { ImportStatusBadge } from '../../../components/import-job/import-status-badge';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useImportsT } from '../i18n';
import { classRosterPath } from './current-import';

interface ImportDetailModalProps {
  jobId: number | null;
  fileName: string;
  onClose: () => void;
}

/** One import opened from the history: its status, counts and every problem (read fresh, polled if running). */
export function ImportDetailModal({ jobId, fileName, onClose }: ImportDetailModalProps) {
  const t = useImportsT();
  const job = useImportJob(jobId);
  return (
    <Modal
      opened={jobId !== null}
      onClose={onClose}
      title={t('imports.current.heading', { file: fileName })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('imports.list.close') }}
    >
      {job.isPending ? (
        <LoadingBlock lines={4} />
      ) : job.isError ? (
        <QueryError error={job.error} onRetry={() => job.refetch()} retrying={job.isFetching} />
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <ImportStatusBadge status={job.data.status} />
            <Text size="sm">
              {t('imports.list.started')}: {formatDateTime(job.data.createdAt)}
            </Text>
            <Text size="sm">
              {t('imports.list.finished')}: {formatDateTime(job.data.finishedAt) || t('imports.list.notFinished')}
            </Text>
          </Group>
          <ImportJobStatus
            job={job.data}
            showFileColumn={job.data.kind === 'oneroster'}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('imports.list.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

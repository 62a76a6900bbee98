import type { TImportJob } from '@clearsheets/shared';
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime } from '../../../components/import-job/import-job-logic';
import { ImportJobStatus } from '../../../components/import-job/import-job-status';
import { useImportJob, useImportList } from '../../../components/import-job/import-jobs-query';
import { ImportStatusBadge } from '../../../components/import-job/import-status-badge';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useRosterT } from '../i18n';
import { rosterPagerLabels } from './pagination-labels';

const PAGE_SIZE = 10;

/** The district's earlier OneRoster imports (the caller's), each openable to its validation report. */
export function PastRosterImports() {
  const t = useRosterT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TImportJob | null>(null);
  const list = useImportList({ page, pageSize: PAGE_SIZE, kind: 'oneroster' });
  // Phones: the status goes under the file name instead of a column of its own.
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm" component="section" aria-labelledby="roster-past-heading">
      <Title order={2} fz="xl" id="roster-past-heading">
        {t('roster.past.heading')}
      </Title>
      {list.isPending ? (
        <LoadingBlock lines={3} height={24} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.total === 0 ? (
        <Text>{t('roster.past.empty')}</Text>
      ) : (
        <>
          <Table withTableBorder striped verticalSpacing="sm" captionSide="top" bg="white">
            <Table.Caption ta="left" fw={600} c="dark.7">
              {t('roster.past.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('roster.past.file')}</Table.Th>
                {wide && <Table.Th scope="col">{t('roster.past.status')}</Table.Th>}
                <Table.Th scope="col">{t('roster.past.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Th scope="row" fw={500}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {job.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('roster.past.started', { date: formatDateTime(job.createdAt) })}
                    </Text>
                    {job.status === 'done' && (
                      <Text size="xs" c="dimmed">
                        {t('roster.past.counts', { added: job.createdCount, updated: job.updatedCount })}
                      </Text>
                    )}
                    {!wide && <ImportStatusBadge status={job.status} />}
                  </Table.Th>
                  {wide && (
                    <Table.Td>
                      <ImportStatusBadge status={job.status} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setOpen(job)}
                      aria-label={t('roster.past.viewLabel', { file: job.fileName })}
                    >
                      {t('roster.past.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPagination
            total={list.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            labels={rosterPagerLabels(t, t('roster.past.heading'))}
          />
        </>
      )}
      <RosterImportModal job={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function RosterImportModal({ job, onClose }: { job: TImportJob | null; onClose: () => void }) {
  const t = useRosterT();
  const fresh = useImportJob(job?.id ?? null);
  const shown = fresh.data ?? job;
  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      size="xl"
      title={t('roster.current.heading', { file: job?.fileName ?? '' })}
      closeButtonProps={{ 'aria-label': t('roster.close') }}
    >
      {fresh.isError ? (
        <QueryError error={fresh.error} onRetry={() => fresh.refetch()} retrying={fresh.isFetching} />
      ) : shown ? (
        <Stack gap="md">
          <Group gap="sm">
            <ImportStatusBadge status={shown.status} />
            <Text size="sm">{t('roster.past.started', { date: formatDateTime(shown.createdAt) })}</Text>
          </Group>
          <ImportJobStatus job={shown} showFileColumn />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('roster.past.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

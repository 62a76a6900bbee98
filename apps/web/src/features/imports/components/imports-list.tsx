import type { TClassSummary, TImportJob } from '@clearsheets/shared';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTime } from '../../../components/import-job/import-job-logic';
import { ImportStatusBadge } from '../../../components/import-job/import-status-badge';
import { useImportsT } from '../i18n';

interface ImportsListProps {
  jobs: TImportJob[];
  classes: TClassSummary[];
  onOpen: (job: TImportJob) => void;
}

/** The imports as a table on wide screens and as cards on phones (no sideways scrolling at 320 px). */
export function ImportsList({ jobs, classes, onOpen }: ImportsListProps) {
  const t = useImportsT();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const classNameOf = (job: TImportJob) => {
    if (job.kind === 'oneroster') return t('imports.list.oneRoster');
    if (job.classId === null) return '';
    return classes.find((c) => c.id === job.classId)?.name ?? t('imports.list.unknownClass', { id: job.classId });
  };
  const viewButton = (job: TImportJob) => (
    <Button
      size="xs"
      variant="default"
      onClick={() => onOpen(job)}
      aria-label={t('imports.list.viewLabel', { file: job.fileName })}
    >
      {t('imports.list.view')}
    </Button>
  );

  if (!wide) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('imports.list.caption')}>
        {jobs.map((job) => (
          <Card key={job.id} component="li" withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {job.fileName}
                </Text>
                <ImportStatusBadge status={job.status} />
              </Group>
              <Text size="sm">{classNameOf(job)}</Text>
              <Text size="sm">
                {t('imports.list.counts', { rows: job.totalRows, added: job.createdCount, updated: job.updatedCount })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('imports.list.started')}: {formatDateTime(job.createdAt)}
              </Text>
              <Group>{viewButton(job)}</Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table withTableBorder striped highlightOnHover verticalSpacing="sm" captionSide="top" bg="white">
      <Table.Caption ta="left" fw={600} c="dark.7">
        {t('imports.list.caption')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('imports.list.file')}</Table.Th>
          <Table.Th scope="col">{t('imports.list.class')}</Table.Th>
          <Table.Th scope="col">{t('imports.list.status')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('imports.list.rows')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('imports.list.added')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('imports.list.updated')}
          </Table.Th>
          <Table.Th scope="col">{t('imports.list.started')}</Table.Th>
          <Table.Th scope="col">{t('imports.list.finished')}</Table.Th>
          <Table.Th scope="col">
            <Text span size="sm" fw={700}>
              {t('imports.list.actions')}
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.map((job) => (
          <Table.Tr key={job.id}>
            <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {job.fileName}
            </Table.Th>
            <Table.Td>{classNameOf(job)}</Table.Td>
            <Table.Td>
              <ImportStatusBadge status={job.status} />
            </Table.Td>
            <Table.Td ta="right">{job.totalRows}</Table.Td>
            <Table.Td ta="right">{job.createdCount}</Table.Td>
            <Table.Td ta="right">{job.updatedCount}</Table.Td>
            <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
            <Table.Td>{formatDateTime(job.finishedAt) || t('imports.list.notFinished')}</Table.Td>
            <Table.Td>{viewButton(job)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

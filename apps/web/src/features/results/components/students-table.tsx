import { Anchor, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useResultsT } from '../i18n';
import { formatDateTime, formatScore } from '../lib/format';
import { resultPaths } from '../lib/paths';
import {
  filterStudents,
  nextSort,
  type ResultStudent,
  type SortDirection,
  type StatusFilter,
  type StudentSortKey,
  sortStudents,
} from '../lib/student-table';
import { PercentChip } from './percent-cell';
import { StatusBadge } from './status-badge';

interface StudentsTableProps {
  assignmentId: number;
  students: ResultStudent[];
  questionCount: number;
}

const COLUMNS: { key: StudentSortKey; label: 'name' | 'status' | 'score' | 'percent' | 'answered' | 'submittedAt' }[] =
  [
    { key: 'name', label: 'name' },
    { key: 'status', label: 'status' },
    { key: 'score', label: 'score' },
    { key: 'percent', label: 'percent' },
    { key: 'answered', label: 'answered' },
    { key: 'submittedAt', label: 'submittedAt' },
  ];

/** The assignment's students: sortable table on wide screens, cards on phones, filtered by status. */
export function StudentsTable({ assignmentId, students, questionCount }: StudentsTableProps) {
  const t = useResultsT();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ key: StudentSortKey; dir: SortDirection }>({ key: 'name', dir: 'asc' });
  const rows = useMemo(
    () => sortStudents(filterStudents(students, filter), sort.key, sort.dir),
    [students, filter, sort],
  );
  const none = t('results.none');
  const score = (s: ResultStudent) =>
    s.score === null ? none : t('results.scoreOf', { score: formatScore(s.score), max: s.maxScore });
  const percent = (s: ResultStudent) => (s.percent === null ? none : <PercentChip percent={s.percent} />);
  const answered = (s: ResultStudent) =>
    t('results.assignment.answeredOf', { count: s.answeredCount, total: questionCount });
  const link = (s: ResultStudent) => (
    <Anchor component={Link} to={resultPaths.student(assignmentId, s.studentId)} fw={600}>
      {s.name}
    </Anchor>
  );
  const status = (s: ResultStudent) => (
    <Group gap={4} wrap="wrap">
      <StatusBadge status={s.status} />
      {s.pendingCount > 0 && (
        <Text span size="xs" c="dimmed">
          {t('results.pendingCount', { count: s.pendingCount })}
        </Text>
      )}
    </Group>
  );

  return (
    <Stack gap="sm">
      <Select
        label={t('results.assignment.statusFilter')}
        data={(['all', 'not_started', 'in_progress', 'submitted'] as const).map((value) => ({
          value,
          label: value === 'all' ? t('results.assignment.all') : t(`results.status.${value}`),
        }))}
        value={filter}
        onChange={(value) => value && setFilter(value as StatusFilter)}
        allowDeselect={false}
        maw={240}
      />
      {rows.length === 0 ? (
        <Text>{students.length === 0 ? t('results.assignment.noStudents') : t('results.assignment.noMatch')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760} visibleFrom="md">
            <Table striped highlightOnHover withTableBorder verticalSpacing="sm" bg="white" captionSide="top">
              <Table.Caption className="cs-results-sr">{t('results.assignment.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => {
                    const active = sort.key === column.key;
                    return (
                      <Table.Th
                        key={column.key}
                        scope="col"
                        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        <button
                          type="button"
                          className="cs-sort-button"
                          onClick={() => setSort(nextSort(sort, column.key))}
                        >
                          {t(`results.assignment.${column.label}`)}
                          <span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                        </button>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.studentId}>
                    <Table.Th scope="row" fw={500}>
                      {link(s)}
                    </Table.Th>
                    <Table.Td>{status(s)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{score(s)}</Table.Td>
                    <Table.Td>{percent(s)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{answered(s)}</Table.Td>
                    <Table.Td>{s.submittedAt ? formatDateTime(s.submittedAt) : none}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="md" style={{ listStyle: 'none' }}>
            {rows.map((s) => (
              <Paper component="li" key={s.studentId} withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>{link(s)}</div>
                    {percent(s)}
                  </Group>
                  {status(s)}
                  <Text size="sm">
                    {t('results.assignment.score')}: <b>{score(s)}</b> · {t('results.assignment.answered')}:{' '}
                    {answered(s)}
                  </Text>
                  {s.submittedAt && (
                    <Text size="sm" c="dimmed">
                      {t('results.assignment.submittedAt')}: {formatDateTime(s.submittedAt)}
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

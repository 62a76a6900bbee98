import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useResultsT } from '../i18n';
import { type ClassRollup, completionPercent } from '../lib/class-stats';
import { formatDate, formatPercent } from '../lib/format';
import { resultPaths } from '../lib/paths';
import { PercentChip } from './percent-cell';

/** Assignment by class: completion (submitted of assigned) and average; a table on wide screens, cards on phones. */
export function SchoolTable({ rows }: { rows: ClassRollup[] }) {
  const t = useResultsT();
  const none = t('results.none');
  const title = (r: ClassRollup) => (
    <Anchor component={Link} to={resultPaths.assignment(r.assignmentId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {r.title}
    </Anchor>
  );
  const cls = (r: ClassRollup) =>
    r.classId === null ? (
      t('results.school.noClass')
    ) : (
      <Anchor component={Link} to={resultPaths.classResult(r.classId)}>
        {r.className}
      </Anchor>
    );
  const completion = (r: ClassRollup) => (
    <Text span style={{ whiteSpace: 'nowrap' }}>
      {t('results.school.completionOf', { submitted: r.submitted, assigned: r.assigned })}{' '}
      <Text span c="dimmed" size="sm">
        ({formatPercent(completionPercent(r))})
      </Text>
    </Text>
  );
  const average = (r: ClassRollup) => (r.averagePercent === null ? none : <PercentChip percent={r.averagePercent} />);
  const due = (r: ClassRollup) => (r.dueAt ? formatDate(r.dueAt) : t('results.assignment.noDue'));
  return (
    <>
      <Table.ScrollContainer minWidth={860} visibleFrom="md">
        <Table withTableBorder striped verticalSpacing="sm" bg="white" captionSide="top">
          <Table.Caption className="cs-results-sr">{t('results.school.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results.school.assignment')}</Table.Th>
              <Table.Th scope="col">{t('results.school.class')}</Table.Th>
              <Table.Th scope="col">{t('results.school.teacher')}</Table.Th>
              <Table.Th scope="col">{t('results.school.due')}</Table.Th>
              <Table.Th scope="col">{t('results.school.completion')}</Table.Th>
              <Table.Th scope="col">{t('results.school.average')}</Table.Th>
              <Table.Th scope="col">{t('results.school.pending')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row" fw={500}>
                  {title(r)}
                </Table.Th>
                <Table.Td>{cls(r)}</Table.Td>
                <Table.Td>{r.teacherName}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{due(r)}</Table.Td>
                <Table.Td>{completion(r)}</Table.Td>
                <Table.Td>{average(r)}</Table.Td>
                <Table.Td>{r.pendingGrading}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="md" style={{ listStyle: 'none' }}>
        {rows.map((r) => (
          <Paper component="li" key={r.key} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <div style={{ minWidth: 0 }}>{title(r)}</div>
                {average(r)}
              </Group>
              <Text size="sm">
                {t('results.school.class')}: {cls(r)} · {r.teacherName}
              </Text>
              <Text size="sm">
                {t('results.school.completion')}: {completion(r)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('results.school.due')}: {due(r)}
                {r.pendingGrading > 0 ? ` · ${t('results.school.pending')}: ${r.pendingGrading}` : ''}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

import type { TAssignmentResults, TAssignmentSummary } from '@clearsheets/shared';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useResultsT } from '../i18n';
import { type ClassProgress, classProgress } from '../lib/class-stats';
import { formatDate } from '../lib/format';
import { resultPaths } from '../lib/paths';
import { PercentChip } from './percent-cell';

interface ClassAssignmentsTableProps {
  classId: number;
  assignments: TAssignmentSummary[];
  results: (TAssignmentResults | undefined)[];
}

/** The class's assignments: due date, submitted out of assigned and the average, for this class only. */
export function ClassAssignmentsTable({ classId, assignments, results }: ClassAssignmentsTableProps) {
  const t = useResultsT();
  const rows = assignments.map((a, i) => {
    const r = results[i];
    // Until the results arrive, a one-class assignment's own progress is the class's.
    const p: ClassProgress | null = r ? classProgress(r, classId) : a.classes.length <= 1 ? a.progress : null;
    return { a, p };
  });
  const none = t('results.none');
  const submitted = (p: ClassProgress | null) =>
    p ? t('results.classResult.submittedOf', { submitted: p.submitted, assigned: p.assigned }) : '…';
  const average = (p: ClassProgress | null) =>
    p?.averagePercent != null ? <PercentChip percent={p.averagePercent} /> : p ? none : '…';
  const pending = (a: TAssignmentSummary, p: ClassProgress | null) => {
    const count = p?.pendingGrading ?? 0;
    if (count === 0) return p ? '0' : '…';
    return a.abilities.grade ? (
      <Button component={Link} to={resultPaths.grade(a.id)} size="compact-sm" variant="light">
        {t('results.assignment.gradeN', { count })}
      </Button>
    ) : (
      String(count)
    );
  };
  const title = (a: TAssignmentSummary) => (
    <Anchor component={Link} to={resultPaths.assignment(a.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {a.title}
    </Anchor>
  );
  const due = (a: TAssignmentSummary) => (a.dueAt ? formatDate(a.dueAt) : t('results.assignment.noDue'));
  return (
    <>
      <Table.ScrollContainer minWidth={680} visibleFrom="sm">
        <Table withTableBorder striped verticalSpacing="sm" bg="white" captionSide="top">
          <Table.Caption className="cs-results-sr">{t('results.classResult.assignmentsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results.classResult.assignment')}</Table.Th>
              <Table.Th scope="col">{t('results.classResult.due')}</Table.Th>
              <Table.Th scope="col">{t('results.classResult.submitted')}</Table.Th>
              <Table.Th scope="col">{t('results.classResult.average')}</Table.Th>
              <Table.Th scope="col">{t('results.classResult.pending')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ a, p }) => (
              <Table.Tr key={a.id}>
                <Table.Th scope="row" fw={500}>
                  {title(a)}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{due(a)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{submitted(p)}</Table.Td>
                <Table.Td>{average(p)}</Table.Td>
                <Table.Td>{pending(a, p)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
        {rows.map(({ a, p }) => (
          <Paper component="li" key={a.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <div style={{ minWidth: 0 }}>{title(a)}</div>
                {average(p)}
              </Group>
              <Text size="sm">
                {t('results.classResult.submitted')}: <b>{submitted(p)}</b> · {t('results.classResult.due')}: {due(a)}
              </Text>
              {(p?.pendingGrading ?? 0) > 0 && <div>{pending(a, p)}</div>}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

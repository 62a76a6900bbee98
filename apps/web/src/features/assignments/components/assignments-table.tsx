import type { TAssignmentSummary } from '@clearsheets/shared';
import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useAssignmentsT } from '../i18n';
import { classNames } from '../lib/format';
import { previewPath } from '../lib/paths';
import { AssignmentActions, type OnAssignmentAction } from './assignment-actions';
import { DueLabel } from './due-label';
import { ProgressSummary } from './progress-summary';

interface AssignmentsTableProps {
  assignments: readonly TAssignmentSummary[];
  now: Date;
  onAction: OnAssignmentAction;
}

/** The assignment list: a table on wide screens, one card per assignment on phones (nothing scrolls sideways). */
export function AssignmentsTable({ assignments, now, onAction }: AssignmentsTableProps) {
  const t = useAssignmentsT();
  return (
    <>
      <Table.ScrollContainer minWidth={860} visibleFrom="md">
        <Table withTableBorder verticalSpacing="sm" bg="white" highlightOnHover>
          <Table.Caption>
            <VisuallyHidden>{t('assignments.list.caption')}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('assignments.list.assignment')}</Table.Th>
              <Table.Th scope="col">{t('assignments.list.code')}</Table.Th>
              <Table.Th scope="col">{t('assignments.list.due')}</Table.Th>
              <Table.Th scope="col">{t('assignments.list.progress')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('assignments.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assignments.map((a) => (
              <Table.Tr key={a.id} data-assignment-id={a.id}>
                <Table.Th scope="row" fw={400} maw={320}>
                  <Stack gap={2}>
                    <Anchor component={Link} to={previewPath(a.id)} fw={600}>
                      {a.title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {classNames(a)} · {t('assignments.questions', { count: a.questionCount })}
                    </Text>
                  </Stack>
                </Table.Th>
                <Table.Td>
                  <Text ff="monospace" fw={700} lts={1}>
                    {a.accessCode}
                  </Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <DueLabel assignment={a} now={now} />
                </Table.Td>
                <Table.Td>
                  <ProgressSummary assignment={a} />
                </Table.Td>
                <Table.Td>
                  <AssignmentActions assignment={a} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {assignments.map((a) => (
          <li key={a.id}>
            <Stack
              gap="xs"
              p="sm"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Stack gap={2}>
                <Anchor component={Link} to={previewPath(a.id)} fw={700}>
                  {a.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {classNames(a)} · {t('assignments.questions', { count: a.questionCount })}
                </Text>
              </Stack>
              <Group gap="lg" wrap="wrap" align="flex-start">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('assignments.list.code')}
                  </Text>
                  <Text ff="monospace" fw={700} lts={1}>
                    {a.accessCode}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('assignments.list.due')}
                  </Text>
                  <DueLabel assignment={a} now={now} />
                </Stack>
              </Group>
              <ProgressSummary assignment={a} compact />
              <AssignmentActions assignment={a} onAction={onAction} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

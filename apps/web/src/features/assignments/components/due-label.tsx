import type { TAssignmentSummary } from '@clearsheets/shared';
import { Badge, Group, Text } from '@mantine/core';
import { useAssignmentsT } from '../i18n';
import { formatDateTime, isOverdue, isScheduled } from '../lib/format';

/** The due date, marked when it has passed with work still missing, and the start when it is later. */
export function DueLabel({ assignment, now }: { assignment: TAssignmentSummary; now: Date }) {
  const t = useAssignmentsT();
  const overdue = isOverdue(assignment, now);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined}>
        {assignment.dueAt ? formatDateTime(assignment.dueAt) : t('assignments.list.noDue')}
      </Text>
      {overdue ? (
        <Badge color="red.9" variant="filled" size="sm">
          {t('assignments.list.overdue')}
        </Badge>
      ) : null}
      {isScheduled(assignment, now) ? (
        <Text size="xs" c="dimmed" w="100%">
          {t('assignments.list.scheduled', { date: formatDateTime(assignment.startsAt) })}
        </Text>
      ) : null}
    </Group>
  );
}

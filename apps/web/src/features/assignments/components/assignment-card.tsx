import type { TAssignmentSummary } from '@clearsheets/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAssignmentsT } from '../i18n';
import { classNames } from '../lib/format';
import { previewPath } from '../lib/paths';
import { AssignmentActions, type OnAssignmentAction } from './assignment-actions';
import { DueLabel } from './due-label';
import { ProgressSummary } from './progress-summary';

interface AssignmentCardProps {
  assignment: TAssignmentSummary;
  now: Date;
  onAction: OnAssignmentAction;
}

/** One active assignment on the assignments home: classes, code, due date, progress and its actions. */
export function AssignmentCard({ assignment, now, onAction }: AssignmentCardProps) {
  const t = useAssignmentsT();
  const headingId = `assignment-card-${assignment.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Anchor component={Link} to={previewPath(assignment.id)} fw={700} id={headingId}>
            {assignment.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {classNames(assignment)}
          </Text>
          <Group gap="md" wrap="wrap">
            <Text size="sm">
              {t('assignments.home.codePrefix')}{' '}
              <Text span ff="monospace" fw={700}>
                {assignment.accessCode}
              </Text>
            </Text>
          </Group>
          <DueLabel assignment={assignment} now={now} />
        </Stack>
        <ProgressSummary assignment={assignment} compact />
        <AssignmentActions assignment={assignment} onAction={onAction} />
      </Stack>
    </Paper>
  );
}

import type { TAssignmentSummary } from '@clearsheets/shared';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useAssignmentsT } from '../i18n';
import { submittedPercent } from '../lib/format';

/** "3 of 25 submitted" with a bar, and how many answers wait for grading. */
export function ProgressSummary({
  assignment,
  compact = false,
}: {
  assignment: TAssignmentSummary;
  compact?: boolean;
}) {
  const t = useAssignmentsT();
  const { progress } = assignment;
  const label = t('assignments.list.submitted', { submitted: progress.submitted, assigned: progress.assigned });
  return (
    <Stack gap={4} miw={compact ? undefined : 160}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Progress value={submittedPercent(progress)} size="sm" aria-hidden="true" />
      <Group gap={6} wrap="wrap">
        {progress.inProgress > 0 ? (
          <Text size="xs" c="dimmed">
            {t('assignments.list.inProgress', { count: progress.inProgress })}
          </Text>
        ) : null}
        {progress.pendingGrading > 0 ? (
          <Badge color="grape.9" variant="filled" size="sm">
            {t('assignments.list.toGrade', { count: progress.pendingGrading })}
          </Badge>
        ) : null}
        {progress.averagePercent !== null ? (
          <Text size="xs" c="dimmed">
            {t('assignments.list.average', { percent: Math.round(progress.averagePercent) })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

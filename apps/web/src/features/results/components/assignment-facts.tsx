import type { TAssignmentSummary } from '@clearsheets/shared';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useResultsT } from '../i18n';
import { formatDateTime } from '../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The assignment's code, classes, teacher, dates and settings as a description list. */
export function AssignmentFacts({ assignment }: { assignment: TAssignmentSummary }) {
  const t = useResultsT();
  const onOff = (on: boolean) => (on ? t('results.assignment.on') : t('results.assignment.off'));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('results.assignment.details')}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact label={t('results.assignment.code')}>
          <Text span ff="monospace" fw={700}>
            {assignment.accessCode}
          </Text>
        </Fact>
        <Fact label={t('results.assignment.classes')}>{assignment.classes.map((c) => c.name).join(', ') || '—'}</Fact>
        <Fact label={t('results.assignment.teacher')}>{assignment.teacher.name}</Fact>
        <Fact label={t('results.assignment.starts')}>{formatDateTime(assignment.startsAt)}</Fact>
        <Fact label={t('results.assignment.due')}>
          {assignment.dueAt ? formatDateTime(assignment.dueAt) : t('results.assignment.noDue')}
        </Fact>
        <Fact label={t('results.assignment.feedback')}>
          {assignment.feedbackOption === 1 ? t('results.assignment.feedback1') : t('results.assignment.feedback2')}
        </Fact>
        <Fact label={t('results.assignment.readAloud')}>{onOff(assignment.readAloud)}</Fact>
        <Fact label={t('results.assignment.shuffle')}>{onOff(assignment.shuffle)}</Fact>
        <Fact label={t('results.assignment.questions')}>{assignment.questionCount}</Fact>
        <Fact label={t('results.assignment.totalPoints')}>{assignment.maxScore}</Fact>
      </SimpleGrid>
    </Paper>
  );
}

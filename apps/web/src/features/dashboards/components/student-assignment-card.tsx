import type { TStudentAssignment } from '@clearsheets/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { ScoreValue } from '../../../components/score-value';
import { PATHS } from '../../../lib/route-access';
import type { StudentHomeT } from '../student-home-i18n';

interface StudentAssignmentCardProps {
  assignment: TStudentAssignment;
  newFeedback: boolean;
  lang: string;
  t: StudentHomeT;
  onOpenResults: (assignment: TStudentAssignment) => void;
}

const formatDue = (iso: string, lang: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
};

/** Where a card leads: the player until submitted, then the results (what still waits, when something does). */
export function assignmentTarget(a: TStudentAssignment): string {
  if (a.status !== 'submitted') return `${PATHS.studentWorksheet}?assignmentId=${a.id}`;
  const page = a.pendingCount > 0 ? PATHS.studentPendingSummary : PATHS.studentSummary;
  return `${page}?assignmentId=${a.id}`;
}

/** One assignment on the student home: what it is, when it is due (overdue in words and red), and one action. */
export function StudentAssignmentCard({
  assignment: a,
  newFeedback,
  lang,
  t,
  onOpenResults,
}: StudentAssignmentCardProps) {
  const titleId = useId();
  const done = a.status === 'submitted';
  const action = done ? t('seeResults') : a.status === 'in_progress' ? t('continue') : t('start');
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      withBorder
      className="cs-student-assignment"
      data-overdue={a.overdue || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={4} id={titleId} fz={{ base: 19, sm: 21 }} style={{ overflowWrap: 'anywhere' }}>
            {a.title}
          </Title>
          <Group gap={6} wrap="wrap">
            {a.overdue && (
              <span className="cs-home-badge" data-kind="overdue">
                <span aria-hidden="true">!</span>
                {t('overdue')}
              </span>
            )}
            {done && newFeedback && (
              <span className="cs-home-badge" data-kind="feedback">
                <span aria-hidden="true">★</span>
                {t('newFeedback')}
              </span>
            )}
            {done && a.pendingCount > 0 && (
              <span className="cs-home-badge" data-kind="waiting">
                {t('waiting')}
              </span>
            )}
          </Group>
        </Group>
        <Text c="dark.5">
          {t('from', { className: a.className, teacher: a.teacherName })} · {t('questions', { count: a.questionCount })}
        </Text>
        {!done && (
          <Text fw={600} c={a.overdue ? 'red.9' : undefined}>
            {a.dueAt
              ? a.overdue
                ? t('wasDue', { date: formatDue(a.dueAt, lang) })
                : t('due', { date: formatDue(a.dueAt, lang) })
              : t('noDue')}
          </Text>
        )}
        {a.status === 'in_progress' && (
          <Stack gap={4}>
            <Text fw={600}>{t('answered', { answered: a.answeredCount, total: a.questionCount })}</Text>
            <div
              className="cs-home-progress"
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={0}
              aria-valuemax={a.questionCount}
              aria-valuenow={a.answeredCount}
              aria-valuetext={t('answered', { answered: a.answeredCount, total: a.questionCount })}
            >
              <div style={{ width: `${a.questionCount ? (a.answeredCount / a.questionCount) * 100 : 0}%` }} />
            </div>
          </Stack>
        )}
        {done && a.score !== null && (
          <Text fw={700} fz="lg">
            {`${t('score')}: `}
            <ScoreValue score={a.score} maxScore={a.maxScore} grade={a.grade} lang={lang === 'es' ? 'es' : 'en'} />
          </Text>
        )}
        <Group>
          <Button
            component={Link}
            to={assignmentTarget(a)}
            size="md"
            mih={44}
            variant={done ? 'light' : 'filled'}
            onClick={done ? () => onOpenResults(a) : undefined}
            aria-label={`${action}: ${a.title}`}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

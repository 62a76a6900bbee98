import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import { useLessonGradingQueue } from '../api/lesson-grading';
import { usePendingGrading } from '../api/results-queries';
import { LessonGrading } from '../components/lesson-grading';
import { PageHeading } from '../components/page-heading';
import { useResultsT } from '../i18n';
import { idParam, resultPaths } from '../lib/paths';

/**
 * /teacher/gradelessonresult: everything waiting for the teacher's grading, assignment by assignment, then the live
 * lessons with written answers; ?session=<id> grades one live lesson's written answers.
 */
export function GradeQueuePage() {
  const sessionId = idParam(useSearchParams()[0].get('session'));
  if (sessionId !== null) return <LessonGrading sessionId={sessionId} />;
  return <GradeQueue />;
}

function GradeQueue() {
  const t = useResultsT();
  const pending = usePendingGrading();
  const lessons = useLessonGradingQueue();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeading title={t('results.queue.title')} intro={t('results.queue.intro')} />
      {pending.isPending ? (
        <LoadingBlock lines={4} height={56} />
      ) : pending.isError ? (
        <QueryError error={pending.error} onRetry={() => pending.refetch()} retrying={pending.isFetching} />
      ) : pending.data.count === 0 ? (
        <EmptyState art="grading" title={t('results.queue.empty')} body={t('results.queue.emptyBody')} />
      ) : (
        <>
          <Text fw={700} role="status">
            {t('results.queue.total', { count: pending.data.count })}
          </Text>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('results.queue.listLabel')}
          >
            {pending.data.assignments.map((a) => (
              <Paper component="li" key={a.id} withBorder radius="md" p="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                      {a.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('results.queue.responses', { count: a.count })}
                    </Text>
                  </Stack>
                  <Group gap="sm">
                    <Button
                      component={Link}
                      to={resultPaths.grade(a.id)}
                      aria-label={t('results.queue.gradeLabel', { title: a.title })}
                    >
                      {t('results.queue.grade')}
                    </Button>
                    <Button
                      component={Link}
                      to={resultPaths.assignment(a.id)}
                      variant="default"
                      aria-label={t('results.queue.resultsLabel', { title: a.title })}
                    >
                      {t('results.queue.results')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      {lessons.data && lessons.data.sessions.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="lesson-grading-title">
          <Title id="lesson-grading-title" order={2} fz="h3">
            {t('results.lessons.title')}
          </Title>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('results.lessons.listLabel')}
          >
            {lessons.data.sessions.map((s) => (
              <Paper component="li" key={s.id} withBorder radius="md" p="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                      {s.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('results.lessons.answers', { count: s.count })}
                    </Text>
                  </Stack>
                  <Button
                    component={Link}
                    to={`${PATHS.teacherGradeQueue}?session=${s.id}`}
                    aria-label={t('results.lessons.gradeLabel', { title: s.title })}
                  >
                    {t('results.lessons.grade')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { usePendingGrading } from '../api/results-queries';
import { PageHeading } from '../components/page-heading';
import { useResultsT } from '../i18n';
import { resultPaths } from '../lib/paths';

/**
 * /teacher/gradelessonresult: everything waiting for the teacher's grading, assignment by assignment. Live
 * lessons do not exist yet, so the page grades written answers of assignments (its introduction says so).
 */
export function GradeQueuePage() {
  const t = useResultsT();
  const pending = usePendingGrading();
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
    </Stack>
  );
}

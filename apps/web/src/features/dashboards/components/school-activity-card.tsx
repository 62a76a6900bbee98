import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { PATHS } from '../../../lib/route-access';
import { useSchoolActiveAssignments } from '../api/teacher-home-query';
import { formatDue } from '../format';
import { useStaffHomeT } from '../staff-home-i18n';

const SHOWN = 5;

/** What is happening in the school now: the open assignments (newest first) with hand-in counts. */
export function SchoolActivityCard() {
  const t = useStaffHomeT();
  const list = useSchoolActiveAssignments(SHOWN);
  return (
    <SectionCard title={t('staffHome.leader.activityHeading')}>
      {list.isPending ? (
        <LoadingBlock lines={3} height={36} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <Text>{t('staffHome.leader.activityEmpty')}</Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((a) => (
              <Group component="li" key={a.id} justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Anchor component={Link} to={`${PATHS.teacherAssignmentResult}?id=${a.id}`} fw={600}>
                    {a.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('staffHome.leader.activityBy', {
                      teacher: a.teacher.name,
                      classes: a.classes.map((c) => c.name).join(', '),
                    })}
                    {a.dueAt ? ` · ${t('staffHome.active.due', { date: formatDue(a.dueAt) })}` : ''}
                  </Text>
                </Stack>
                <Text size="sm" fw={600}>
                  {t('staffHome.active.submitted', { submitted: a.progress.submitted, assigned: a.progress.assigned })}
                </Text>
              </Group>
            ))}
          </Stack>
          {list.data.total > list.data.items.length ? (
            <Text size="sm" c="dimmed">
              {t('staffHome.leader.activityMore', { shown: list.data.items.length, count: list.data.total })}
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useActiveAssignments, useIdleMs } from '../api/monitor-queries';
import { LiveAssignmentCard } from '../components/live-assignment-card';
import { MonitorGate } from '../components/monitor-gate';
import { NoLiveAssignments } from '../components/no-live-assignments';
import { PageHeading } from '../components/page-heading';
import { useMonitorT } from '../i18n';
import '../monitor.css';

// A socket follows at most 50 rooms: the list grows by 10 up to that.
const STEP = 10;
const MOST = 50;

/** /teacher/clearmonitor/activeassignments: the open assignments, each with counts that change live. */
export function ActiveAssignmentsPage() {
  return (
    <MonitorGate>
      <ActiveAssignments />
    </MonitorGate>
  );
}

function ActiveAssignments() {
  const t = useMonitorT();
  const [pageSize, setPageSize] = useState(STEP);
  const list = useActiveAssignments(pageSize);
  const idleMs = useIdleMs();
  return (
    <Stack gap="lg" maw={900} className="cs-mon-page">
      <PageHeading title={t('monitor.list.title')} />
      <Text>{t('monitor.list.intro')}</Text>
      {list.isPending ? (
        <LoadingBlock lines={4} height={60} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <NoLiveAssignments />
      ) : (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((a) => (
              <li key={a.id}>
                <LiveAssignmentCard assignment={a} idleMs={idleMs} />
              </li>
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            {t('monitor.list.showing', { count: list.data.items.length, total: list.data.total })}
          </Text>
          {list.data.total > list.data.items.length && pageSize < MOST && (
            <Button variant="default" onClick={() => setPageSize((n) => Math.min(MOST, n + STEP))} w="fit-content">
              {t('monitor.list.more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

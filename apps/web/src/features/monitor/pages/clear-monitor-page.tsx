import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useActiveAssignments } from '../api/monitor-queries';
import { LiveMonitor } from '../components/live-monitor';
import { MonitorGate } from '../components/monitor-gate';
import { NoLiveAssignments } from '../components/no-live-assignments';
import { PageHeading } from '../components/page-heading';
import { useMonitorT } from '../i18n';
import { formatDateTime, idParam, monitorPaths } from '../lib/paths';
import '../monitor.css';

/** /teacher/clearmonitor: choose an open assignment; with ?assignmentId= the live grid of that assignment. */
export function ClearMonitorPage() {
  const [params] = useSearchParams();
  const assignmentId = idParam(params.get('assignmentId'));
  return (
    <MonitorGate>
      {assignmentId === null ? <MonitorChooser /> : <LiveMonitor key={assignmentId} assignmentId={assignmentId} />}
    </MonitorGate>
  );
}

function MonitorChooser() {
  const t = useMonitorT();
  const list = useActiveAssignments(50);
  return (
    <Stack gap="lg" maw={900} className="cs-mon-page">
      <PageHeading title={t('monitor.title')} />
      <Text>{t('monitor.choose.intro')}</Text>
      {list.isPending ? (
        <LoadingBlock lines={4} height={40} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <NoLiveAssignments />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((a) => (
            <li key={a.id}>
              <Paper withBorder p="sm" radius="md">
                <Anchor component={Link} to={monitorPaths.grid(a.id)} fw={700}>
                  {a.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[
                    a.classes.map((c) => c.name).join(', '),
                    a.dueAt ? `${t('monitor.list.due')} ${formatDateTime(a.dueAt)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={monitorPaths.active()} fw={600}>
        {t('monitor.choose.seeAll')}
      </Anchor>
    </Stack>
  );
}

import type { TMonitorAssignment } from '@clearsheets/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMonitorRoom, useServerNow } from '../api/use-monitor-room';
import { type MonitorT, useMonitorT } from '../i18n';
import { countsOf } from '../lib/monitor-state';
import { formatDateTime, monitorPaths } from '../lib/paths';
import { CountsSummary } from './counts-summary';

const latest = (a: string | null, b: string | null) => (!a ? b : !b ? a : Date.parse(a) >= Date.parse(b) ? a : b);

function ago(t: MonitorT, iso: string | null, serverNow: number) {
  if (!iso) return t('monitor.list.never');
  const seconds = Math.max(0, Math.round((serverNow - Date.parse(iso)) / 1000));
  if (seconds < 5) return t('monitor.date.justNow');
  if (seconds < 120) return t('monitor.date.secondsAgo', { count: seconds });
  if (seconds < 3600) return t('monitor.date.minutesAgo', { count: Math.floor(seconds / 60) });
  return formatDateTime(iso);
}

/** One open assignment whose counts follow its room (the list's counts until the snapshot arrives). */
export function LiveAssignmentCard({ assignment, idleMs }: { assignment: TMonitorAssignment; idleMs: number }) {
  const t = useMonitorT();
  const { view } = useMonitorRoom(assignment.id);
  const serverNow = useServerNow(view?.clockOffsetMs ?? 0, 2_000);
  const counts = view ? countsOf(view.state.students, serverNow, idleMs) : { ...assignment, idle: 0 };
  const lastActivity = view
    ? view.state.students.reduce<string | null>((last, s) => latest(last, s.lastActivityAt), null)
    : assignment.lastActivityAt;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`mon-a-${assignment.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor
            id={`mon-a-${assignment.id}`}
            component={Link}
            to={monitorPaths.grid(assignment.id)}
            fw={700}
            fz="lg"
            aria-label={t('monitor.list.openLabel', { title: assignment.title })}
          >
            {assignment.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('monitor.list.lastActivity')}: {ago(t, lastActivity, serverNow)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            assignment.classes.map((c) => c.name).join(', '),
            assignment.dueAt ? `${t('monitor.list.due')} ${formatDateTime(assignment.dueAt)}` : t('monitor.list.noDue'),
          ].join(' · ')}
        </Text>
        <CountsSummary counts={counts} compact />
      </Stack>
    </Paper>
  );
}

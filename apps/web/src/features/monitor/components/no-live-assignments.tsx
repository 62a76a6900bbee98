import { Paper, Text, Title } from '@mantine/core';
import { useMonitorT } from '../i18n';

/** What the monitor's lists say when no assignment is open to students right now. */
export function NoLiveAssignments() {
  const t = useMonitorT();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} fz="lg">
        {t('monitor.choose.empty')}
      </Title>
      <Text c="dimmed">{t('monitor.choose.emptyBody')}</Text>
    </Paper>
  );
}

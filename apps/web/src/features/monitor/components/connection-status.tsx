import { Badge } from '@mantine/core';
import type { Connection } from '../api/use-monitor-room';
import { useMonitorT } from '../i18n';

const COLORS: Record<Connection, string> = { live: 'green', reconnecting: 'orange', connecting: 'gray' };

/** "Live" while the grid follows the room, "Reconnecting…" while it catches up; announced politely. */
export function ConnectionStatus({ connection }: { connection: Connection }) {
  const t = useMonitorT();
  const title =
    connection === 'live'
      ? t('monitor.connection.liveTitle')
      : connection === 'reconnecting'
        ? t('monitor.connection.reconnectingTitle')
        : undefined;
  return (
    <span role="status" aria-live="polite" className="cs-mon-connection">
      <Badge variant="dot" color={COLORS[connection]} size="lg" title={title} data-connection={connection}>
        {t(`monitor.connection.${connection}`)}
      </Badge>
    </span>
  );
}

import { Group, Text, VisuallyHidden } from '@mantine/core';
import { LIVE_STATUS_ACCENTS, type LiveAttemptStatus } from '../../../lib/status-colors';
import { useMonitorT } from '../i18n';
import type { MonitorCounts } from '../lib/monitor-state';

const KINDS: LiveAttemptStatus[] = ['notStarted', 'inProgress', 'idle', 'submitted'];

/** Not started / working / idle / submitted, as tiles; one polite sentence for screen readers. */
export function CountsSummary({ counts, compact = false }: { counts: MonitorCounts; compact?: boolean }) {
  const t = useMonitorT();
  return (
    <div className="cs-mon-counts" data-compact={compact || undefined}>
      <Group gap={compact ? 6 : 'sm'} wrap="wrap" aria-hidden="true">
        {KINDS.map((key) => (
          <span
            key={key}
            className="cs-mon-count"
            data-kind={key}
            style={{ borderLeftColor: LIVE_STATUS_ACCENTS[key] }}
          >
            <Text span fw={800} fz={compact ? 'sm' : 'lg'}>
              {counts[key]}
            </Text>{' '}
            <Text span fz={compact ? 'xs' : 'sm'}>
              {t(`monitor.counts.${key}`)}
            </Text>
          </span>
        ))}
      </Group>
      <VisuallyHidden aria-live={compact ? undefined : 'polite'}>
        {t('monitor.counts.summary', { ...counts })}
      </VisuallyHidden>
    </div>
  );
}

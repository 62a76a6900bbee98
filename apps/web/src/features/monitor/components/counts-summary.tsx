import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useMonitorT } from '../i18n';
import type { MonitorCounts } from '../lib/monitor-state';

const ITEMS = [
  ['notStarted', 'gray'],
  ['inProgress', 'blue'],
  ['idle', 'orange'],
  ['submitted', 'green'],
] as const;

/** Not started / working / idle / submitted, as tiles; one polite sentence for screen readers. */
export function CountsSummary({ counts, compact = false }: { counts: MonitorCounts; compact?: boolean }) {
  const t = useMonitorT();
  return (
    <div className="cs-mon-counts" data-compact={compact || undefined}>
      <Group gap={compact ? 6 : 'sm'} wrap="wrap" aria-hidden="true">
        {ITEMS.map(([key, color]) => (
          <span key={key} className="cs-mon-count" data-kind={key} data-color={color}>
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

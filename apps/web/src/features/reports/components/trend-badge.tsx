import type { Trend } from '@clearsheets/shared';
import { Group, Text } from '@mantine/core';
import { useReportsT } from '../i18n';

const ARROWS: Record<Trend, string> = { up: '↑', down: '↓', flat: '→', none: '' };
const COLORS: Record<Trend, string> = { up: '#1b5e20', down: '#9b1c1c', flat: '#495057', none: '#495057' };

/** A student's trend over weekly percents: an arrow (hidden from screen readers) and the word. */
export function TrendBadge({ trend }: { trend: Trend }) {
  const t = useReportsT();
  return (
    <Group gap={4} wrap="nowrap">
      {ARROWS[trend] && (
        <Text span aria-hidden="true" fw={800} c={COLORS[trend]}>
          {ARROWS[trend]}
        </Text>
      )}
      <Text span size="sm" c={COLORS[trend]} fw={trend === 'none' ? 400 : 600}>
        {t(`reports.trend.${trend}`)}
      </Text>
    </Group>
  );
}

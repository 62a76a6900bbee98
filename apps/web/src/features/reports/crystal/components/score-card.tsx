import type { Trend, TScoreTotals } from '@clearsheets/shared';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { LevelBadge } from '../../components/level-badge';
import { TrendBadge } from '../../components/trend-badge';
import { formatPercent } from '../../lib/format';
import { useCrystalT } from '../i18n';

interface ScoreCardProps {
  title: string;
  totals: TScoreTotals;
  trend?: Trend;
  /** A line under the numbers ("3 students with results of 5"). */
  note?: ReactNode;
}

/** A big percent of points with its performance level: the overall score, a domain's or a standard's mastery. */
export function ScoreCard({ title, totals, trend, note }: ScoreCardProps) {
  const t = useCrystalT();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} h="100%">
      <Stack gap={6}>
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Group gap="sm" align="center" wrap="wrap">
          <Text fz={{ base: 34, sm: 44 }} fw={800} lh={1.1} c="brand.8">
            {formatPercent(totals.percent)}
          </Text>
          <LevelBadge level={totals.level} />
          {trend && <TrendBadge trend={trend} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('crystal.overall.answers', { count: totals.items })}
          {totals.maxPoints > 0 &&
            ` · ${t('crystal.overall.points', { points: totals.points, max: totals.maxPoints })}`}
        </Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

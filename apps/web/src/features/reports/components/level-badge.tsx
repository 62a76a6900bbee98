import type { PerformanceLevel } from '@clearsheets/shared';
import { Badge } from '@mantine/core';
import { LEVEL_TINTS } from '../../../lib/status-colors';
import { useReportsT } from '../i18n';

/** A Texas performance level as a badge; no level (no scored answers) reads "No results". `short` keeps it to
 * one word for narrow tables (the full name stays in its title). */
export function LevelBadge({ level, short = false }: { level: PerformanceLevel | null; short?: boolean }) {
  const t = useReportsT();
  const key = level ?? 'none';
  const tint = LEVEL_TINTS[key];
  const full = t(`reports.level.${key}`);
  return (
    <Badge
      variant="filled"
      radius="sm"
      bg={tint.bg}
      c={tint.c}
      tt="none"
      fw={700}
      title={short ? full : undefined}
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {short ? t(`reports.levelShort.${key}`) : full}
    </Badge>
  );
}

import { PERFORMANCE_LEVELS, type TLevelCounts } from '@clearsheets/shared';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { LEVEL_TINTS, type LevelKey } from '../../../../lib/status-colors';
import { useReportsT } from '../../i18n';

const KEYS: readonly LevelKey[] = [...PERFORMANCE_LEVELS, 'none'];

/** How many students reach each level, in one cell: a chip per level in its colour (the count and the level's
 * name are read out; the colours are only for the eye). */
export function LevelCountsCell({ counts }: { counts: TLevelCounts }) {
  const r = useReportsT();
  return (
    <>
      <Group gap={3} wrap="nowrap" aria-hidden="true">
        {KEYS.map((key) => (
          <Text
            key={key}
            span
            size="xs"
            fw={700}
            ta="center"
            miw={28}
            px={4}
            py={2}
            title={r(`reports.levelShort.${key}`)}
            style={{ background: LEVEL_TINTS[key].bg, color: LEVEL_TINTS[key].c, borderRadius: 4 }}
          >
            {counts[key]}
          </Text>
        ))}
      </Group>
      <VisuallyHidden>
        {KEYS.map((key) => `${r(`reports.levelShort.${key}`)} ${counts[key]}`).join(', ')}
      </VisuallyHidden>
    </>
  );
}

import { type LevelThresholds, PERFORMANCE_LEVELS, type TLevelCounts } from '@clearsheets/shared';
import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { LEVEL_ACCENTS, type LevelKey } from '../../../lib/status-colors';
import { useReportsT } from '../i18n';
import { shareOf } from '../lib/format';

const KEYS: readonly LevelKey[] = [...PERFORMANCE_LEVELS, 'none'];

/** The score range of a level under the district's thresholds ("From 70%", "Below 50%"). */
function rangeOf(key: LevelKey, th: LevelThresholds | undefined, t: ReturnType<typeof useReportsT>) {
  if (!th || key === 'none') return '';
  if (key === 'did_not_meet') return t('reports.distribution.below', { percent: th.approaches });
  return t('reports.distribution.from', { percent: th[key] });
}

interface LevelDistributionProps {
  counts: TLevelCounts;
  /** The district's thresholds: the table then says which percents each level covers. */
  thresholds?: LevelThresholds;
  /** Names the table for screen readers (defaults to "Students by performance level"). */
  caption?: string;
}

/**
 * How many students reach each Texas performance level: a bar of coloured segments with a legend for the eye,
 * and the same numbers as a table for screen readers (the bar itself is hidden from them).
 */
export function LevelDistribution({ counts, thresholds, caption }: LevelDistributionProps) {
  const t = useReportsT();
  const total = KEYS.reduce((sum, key) => sum + counts[key], 0);
  const scored = total - counts.none;
  return (
    <Stack gap="xs">
      {scored === 0 && (
        <Text c="dimmed" size="sm">
          {t('reports.distribution.empty')}
        </Text>
      )}
      {total > 0 && (
        <Box className="cs-level-bar" aria-hidden="true">
          {KEYS.filter((key) => counts[key] > 0).map((key) => (
            <Box
              key={key}
              className="cs-level-bar-segment"
              style={{ flexGrow: counts[key], background: LEVEL_ACCENTS[key] }}
            />
          ))}
        </Box>
      )}
      <Group gap="md" aria-hidden="true" wrap="wrap">
        {KEYS.map((key) => (
          <Group key={key} gap={6} wrap="nowrap">
            <Box w={12} h={12} style={{ background: LEVEL_ACCENTS[key], borderRadius: 3, flexShrink: 0 }} />
            <Text size="sm">
              {t('reports.distribution.legend', { label: t(`reports.levelShort.${key}`), count: counts[key] })}
            </Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <Table>
          <caption>{caption ?? t('reports.distribution.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.distribution.level')}</th>
              <th scope="col">{t('reports.distribution.students')}</th>
              <th scope="col">{t('reports.distribution.share')}</th>
            </tr>
          </thead>
          <tbody>
            {KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">
                  {t(`reports.level.${key}`)} {rangeOf(key, thresholds, t)}
                </th>
                <td>{counts[key]}</td>
                <td>{shareOf(counts[key], total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}

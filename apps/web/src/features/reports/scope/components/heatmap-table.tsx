import { PERFORMANCE_LEVELS, type TScopeHeatmap } from '@clearsheets/shared';
import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { LEVEL_TINTS } from '../../../../lib/status-colors';
import { useReportsT } from '../../i18n';
import { formatPercent } from '../../lib/format';
import { useScopeT } from '../i18n';
import '../scope.css';
import { ScrollTable } from './scroll-table';

interface HeatmapTableProps {
  map: TScopeHeatmap;
  caption: string;
  /** Where a cell leads: the standard, for that row's unit. */
  cellTo: (rowId: number, standardId: number) => string;
  /** Where a row's name leads (a school's or class's report). */
  rowTo: (rowId: number) => string;
}

/**
 * Units by standards, each cell its score in the colour of its level. A real table: screen readers read each
 * cell's score and level (the colour is never the only sign), and every cell is a link to the standard.
 */
export function HeatmapTable({ map, caption, cellTo, rowTo }: HeatmapTableProps) {
  const t = useScopeT();
  const r = useReportsT();
  const unitLabel = map.unitKind === 'school' ? t('scope.table.school') : t('scope.table.class');
  return (
    <>
      <Group gap="md" wrap="wrap" aria-hidden="true">
        <Text size="sm" fw={600}>
          {t('scope.heatmap.legend')}
        </Text>
        {[...PERFORMANCE_LEVELS, 'none' as const].map((key) => (
          <Group key={key} gap={6} wrap="nowrap">
            <Box
              w={16}
              h={16}
              style={{ background: LEVEL_TINTS[key].bg, border: `1px solid ${LEVEL_TINTS[key].c}`, borderRadius: 3 }}
            />
            <Text size="sm">{key === 'none' ? t('scope.heatmap.noData') : r(`reports.levelShort.${key}`)}</Text>
          </Group>
        ))}
      </Group>
      <ScrollTable minWidth={200 + map.standards.length * 72} label={caption}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4} captionSide="top">
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{unitLabel}</Table.Th>
              {map.standards.map((s) => (
                <Table.Th key={s.id} scope="col" ta="center" title={s.description} style={{ whiteSpace: 'nowrap' }}>
                  {s.code}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {map.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={500} miw={160}>
                  <Link to={rowTo(row.id)} className="cs-heat-row">
                    {row.name}
                  </Link>
                </Table.Th>
                {row.cells.map((cell, i) => {
                  const s = map.standards[i]!;
                  const tint = LEVEL_TINTS[cell?.level ?? 'none'];
                  const level = cell?.level ? r(`reports.level.${cell.level}`) : t('scope.heatmap.noData');
                  return (
                    <Table.Td key={s.id} ta="center" p={0} style={{ background: tint.bg }}>
                      {cell ? (
                        <Link
                          to={cellTo(row.id, s.id)}
                          className="cs-heat-cell"
                          style={{ color: tint.c }}
                          title={t('scope.heatmap.cell', {
                            unit: row.name,
                            code: s.code,
                            percent: formatPercent(cell.percent),
                            level,
                          })}
                        >
                          {formatPercent(cell.percent)}
                          <VisuallyHidden>
                            {' '}
                            {s.code}, {level}
                          </VisuallyHidden>
                        </Link>
                      ) : (
                        <Text span size="sm" c={tint.c}>
                          —<VisuallyHidden>{t('scope.heatmap.noData')}</VisuallyHidden>
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}

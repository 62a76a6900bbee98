import type { TScopeFigures, TWeekUsage } from '@clearsheets/shared';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LevelBadge } from '../../components/level-badge';
import { TrendBadge } from '../../components/trend-badge';
import { formatPercent } from '../../lib/format';
import { useScopeT } from '../i18n';
import { LevelCountsCell } from './level-counts-cell';
import { ScrollTable } from './scroll-table';

export interface UnitRow {
  id: number;
  name: string;
  /** The unit's own report (a school, a class); absent: no link. */
  to?: string;
  /** A second line under the name (a class's teachers). */
  sub?: string;
  /** The extra column's value (teachers of a school, classes of a teacher). */
  count?: ReactNode;
  figures: TScopeFigures;
  usage?: TWeekUsage;
}

interface UnitsTableProps {
  caption: string;
  unitLabel: string;
  /** The extra column's heading; absent: no such column. */
  countLabel?: string;
  rows: UnitRow[];
  total?: UnitRow;
  usage?: boolean;
}

const num = new Intl.NumberFormat();

/**
 * Units side by side (schools, teachers, classes): students, score and level, how many students reach each
 * level, submitted work, trend and, for schools, this week's use. Scrolls sideways inside its frame on phones.
 */
export function UnitsTable({ caption, unitLabel, countLabel, rows, total, usage }: UnitsTableProps) {
  const t = useScopeT();
  const line = (row: UnitRow, foot = false) => {
    const f = row.figures;
    const p = f.participation;
    return (
      <Table.Tr key={foot ? 'total' : row.id}>
        <Table.Th scope="row" fw={foot ? 700 : 500} miw={160}>
          {row.to ? (
            <Anchor component={Link} to={row.to} fw={600}>
              {row.name}
            </Anchor>
          ) : (
            row.name
          )}
          {row.sub && (
            <Text size="xs" c="dimmed" fw={400}>
              {row.sub}
            </Text>
          )}
        </Table.Th>
        {countLabel && <Table.Td ta="right">{row.count}</Table.Td>}
        <Table.Td ta="right">{num.format(f.students)}</Table.Td>
        <Table.Td ta="right" fw={700}>
          {formatPercent(f.score.percent)}
        </Table.Td>
        <Table.Td miw={120}>
          <LevelBadge level={f.score.level} short />
        </Table.Td>
        <Table.Td>
          <LevelCountsCell counts={f.levels} />
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatPercent(p.percentSubmitted)}
          <Text span size="xs" c="dimmed" display="block">
            {t('scope.tiles.submittedHint', { submitted: num.format(p.submitted), assigned: num.format(p.assigned) })}
          </Text>
        </Table.Td>
        <Table.Td>
          <TrendBadge trend={f.trend} />
        </Table.Td>
        {usage && (
          <>
            <Table.Td ta="right">{row.usage ? num.format(row.usage.dailyActive) : ''}</Table.Td>
            <Table.Td ta="right">{row.usage ? num.format(row.usage.answers) : ''}</Table.Td>
          </>
        )}
      </Table.Tr>
    );
  };
  return (
    <ScrollTable minWidth={usage ? 1000 : 860} label={caption}>
      <Table striped withTableBorder verticalSpacing="xs" horizontalSpacing="xs" captionSide="top">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{unitLabel}</Table.Th>
            {countLabel && (
              <Table.Th scope="col" ta="right">
                {countLabel}
              </Table.Th>
            )}
            <Table.Th scope="col" ta="right">
              {t('scope.table.students')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.percent')}
            </Table.Th>
            <Table.Th scope="col">{t('scope.table.level')}</Table.Th>
            <Table.Th scope="col">{t('scope.table.byLevel')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.submitted')}
            </Table.Th>
            <Table.Th scope="col">{t('scope.table.trend')}</Table.Th>
            {usage && (
              <>
                <Table.Th scope="col" ta="right">
                  {t('scope.table.dailyActive')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('scope.table.answers')}
                </Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map((row) => line(row))}</Table.Tbody>
        {total && <Table.Tfoot>{line(total, true)}</Table.Tfoot>}
      </Table>
    </ScrollTable>
  );
}

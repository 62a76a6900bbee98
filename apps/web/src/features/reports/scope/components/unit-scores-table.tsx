import type { TScoreTotals } from '@clearsheets/shared';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { LevelBadge } from '../../components/level-badge';
import { formatPercent } from '../../lib/format';
import { useScopeT } from '../i18n';
import { ScrollTable } from './scroll-table';

export interface ScoreRow extends TScoreTotals {
  id: number;
  name: string;
  /** Under the name: a class's teachers, a standard's description. */
  sub?: string;
  to?: string;
}

/** Rows with a score, its level and how many answers it rests on (schools, classes, standards, weeks). */
export function UnitScoresTable({ caption, label, rows }: { caption: string; label: string; rows: ScoreRow[] }) {
  const t = useScopeT();
  if (rows.length === 0) return <Text c="dimmed">{t('scope.table.empty')}</Text>;
  return (
    <ScrollTable minWidth={520} label={caption}>
      <Table striped withTableBorder verticalSpacing="xs" captionSide="top">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{label}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.percent')}
            </Table.Th>
            <Table.Th scope="col">{t('scope.table.level')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('scope.table.scored')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Th scope="row" fw={500}>
                {r.to ? (
                  <Anchor component={Link} to={r.to} fw={600}>
                    {r.name}
                  </Anchor>
                ) : (
                  r.name
                )}
                {r.sub && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {r.sub}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatPercent(r.percent)}
              </Table.Td>
              <Table.Td miw={120}>
                <LevelBadge level={r.level} short />
              </Table.Td>
              <Table.Td ta="right">{r.items}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

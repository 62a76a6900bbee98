import '@mantine/charts/styles.css';
import { mondayOf, type TGrowth } from '@clearsheets/shared';
import { LineChart } from '@mantine/charts';
import { Stack, Table, Text } from '@mantine/core';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { ChartWithTable } from '../../components/chart-with-table';
import { LevelBadge } from '../../components/level-badge';
import { ReportSection } from '../../components/report-section';
import { formatDay, formatPercent } from '../../lib/format';
import { useCoachingGrowth } from '../api/scope-queries';
import { useScopeT } from '../i18n';
import { ScopeTiles } from './scope-tiles';
import { ScrollTable } from './scroll-table';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One coaching cycle's growth: before the start against since, week by week, per class and per standard. */
export function CoachingGrowth({ cycleId }: { cycleId: number }) {
  const t = useScopeT();
  const growth = useCoachingGrowth(cycleId);
  if (growth.isPending) return <LoadingBlock lines={5} height={28} />;
  if (growth.isError)
    return <QueryError error={growth.error} onRetry={() => growth.refetch()} retrying={growth.isFetching} />;
  const g = growth.data;
  const csv = (table: string) => ({
    path: `/api/v1/reports/coaching-cycles/${cycleId}/growth.csv?table=${table}`,
    fileName: `coaching-${cycleId}-${table}.csv`,
  });
  const growthText = (x: TGrowth) =>
    x.growth === null ? t('scope.coaching.noGrowth') : t('scope.coaching.points', { value: signed(x.growth) });
  const startWeek = mondayOf(g.cycle.startsOn);
  const sideRows = (rows: (TGrowth & { id: number; name: string; sub?: string })[]) =>
    rows.map((r) => (
      <Table.Tr key={r.id}>
        <Table.Th scope="row" fw={500}>
          {r.name}
          {r.sub && (
            <Text size="xs" c="dimmed" fw={400}>
              {r.sub}
            </Text>
          )}
        </Table.Th>
        <Table.Td ta="right">{formatPercent(r.before.percent)}</Table.Td>
        <Table.Td ta="right" fw={700}>
          {formatPercent(r.after.percent)}
        </Table.Td>
        <Table.Td>
          <LevelBadge level={r.after.level} short />
        </Table.Td>
        <Table.Td ta="right">{growthText(r)}</Table.Td>
      </Table.Tr>
    ));
  const head = (label: string) => (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">{label}</Table.Th>
        <Table.Th scope="col" ta="right">
          {t('scope.coaching.before')}
        </Table.Th>
        <Table.Th scope="col" ta="right">
          {t('scope.coaching.since')}
        </Table.Th>
        <Table.Th scope="col">{t('scope.table.level')}</Table.Th>
        <Table.Th scope="col" ta="right">
          {t('scope.coaching.growth')}
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );

  return (
    <Stack gap="lg">
      <ReportSection title={t('scope.coaching.growthTitle', { title: g.cycle.title })}>
        <Text size="sm" c="dimmed">
          {g.cycle.teacherName} · {g.cycle.standards.map((s) => s.code).join(', ')} · {t('scope.coaching.startsLabel')}{' '}
          {formatDay(g.cycle.startsOn)}
        </Text>
        <ScopeTiles
          tiles={[
            { label: t('scope.coaching.before'), value: formatPercent(g.total.before.percent) },
            {
              label: t('scope.coaching.since'),
              value: formatPercent(g.total.after.percent),
              hint: <LevelBadge level={g.total.after.level} short />,
            },
            { label: t('scope.coaching.growth'), value: growthText(g.total) },
          ]}
        />
        <ChartWithTable
          title={t('scope.coaching.chartTitle')}
          chart={
            <LineChart
              h={240}
              data={g.total.points.map((p) => ({ week: formatDay(p.week), score: p.percent }))}
              dataKey="week"
              yAxisProps={{ domain: [0, 100] }}
              series={[{ name: 'score', label: t('scope.table.percent'), color: 'teal.8' }]}
              referenceLines={[{ x: formatDay(startWeek), label: t('scope.coaching.startLine'), color: 'red.8' }]}
              curveType="linear"
              connectNulls
              withTooltip={false}
            />
          }
          table={
            <Table>
              <caption>{t('scope.coaching.chartCaption', { teacher: g.cycle.teacherName })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scope.table.week')}</th>
                  <th scope="col">{t('scope.table.percent')}</th>
                  <th scope="col">{t('scope.table.scored')}</th>
                </tr>
              </thead>
              <tbody>
                {g.total.points.map((p) => (
                  <tr key={p.week}>
                    <th scope="row">{formatDay(p.week)}</th>
                    <td>{formatPercent(p.percent)}</td>
                    <td>{p.items}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          }
        />
      </ReportSection>
      <ReportSection title={t('scope.coaching.classesTitle')} csv={csv('classes')}>
        <ScrollTable minWidth={560} label={t('scope.coaching.classesTitle')}>
          <Table striped withTableBorder verticalSpacing="xs">
            {head(t('scope.table.class'))}
            <Table.Tbody>{sideRows(g.classes)}</Table.Tbody>
          </Table>
        </ScrollTable>
      </ReportSection>
      <ReportSection title={t('scope.coaching.standardsTitle')} csv={csv('standards')}>
        <ScrollTable minWidth={560} label={t('scope.coaching.standardsTitle')}>
          <Table striped withTableBorder verticalSpacing="xs">
            {head(t('scope.table.standard'))}
            <Table.Tbody>{sideRows(g.standards.map((s) => ({ ...s, name: s.code, sub: s.description })))}</Table.Tbody>
          </Table>
        </ScrollTable>
      </ReportSection>
    </Stack>
  );
}

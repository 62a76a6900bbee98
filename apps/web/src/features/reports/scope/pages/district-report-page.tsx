import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Stack, Table, Text } from '@mantine/core';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { ChartWithTable } from '../../components/chart-with-table';
import { LevelBadge } from '../../components/level-badge';
import { ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { ScopeHeadlines } from '../../dashboard/components/scope-headlines';
import { formatPercent } from '../../lib/format';
import { csvPath, useDistrictReport } from '../api/scope-queries';
import { LevelThresholdsCard } from '../components/level-thresholds-card';
import { ScopeFilterBar } from '../components/scope-filter-bar';
import { ScopeLinks } from '../components/scope-links';
import { ScopeOverview } from '../components/scope-overview';
import { UnitsTable } from '../components/units-table';
import { useScopeT } from '../i18n';
import { scopePaths } from '../lib/scope-paths';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';

const num = new Intl.NumberFormat();

/**
 * /districtadmin/report, the district admin's home: every school side by side (achievement by Texas level,
 * participation, this week's use), the district's levels, and the way down to a school, its classes and
 * students; the district's performance-level thresholds below.
 */
export function DistrictReportPage() {
  const t = useScopeT();
  const [filters, setFilters] = useScopeFilters();
  const report = useDistrictReport(filters);
  const data = report.data;

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader title={data?.scope.name ?? t('scope.districtTitle')} intro={t('scope.districtIntro')} />
      <ScopeLinks
        links={[
          { to: scopePaths.domains(filters), label: t('scope.nav.domains') },
          { to: scopePaths.results(filters), label: t('scope.nav.assignments') },
          { to: scopePaths.usage(), label: t('scope.nav.usage') },
        ]}
      />
      {/* The district admin's home: this week's figures against last week's (not filtered), each with its report. */}
      <ScopeHeadlines />
      <ScopeFilterBar value={filters} onChange={setFilters} />
      {report.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : (
        <>
          <ScopeOverview
            counts={[
              { label: t('scope.tiles.schools'), value: num.format(data!.schools.length) },
              { label: t('scope.tiles.teachers'), value: num.format(data!.total.teachers) },
            ]}
            total={data!.total}
            thresholds={data!.thresholds}
            name={data!.scope.name}
          />
          <ReportSection
            title={t('scope.district.schoolsTitle')}
            csv={{ path: csvPath('/api/v1/reports/scope/district.csv', filters), fileName: 'district-schools.csv' }}
          >
            {data!.schools.length === 0 ? (
              <Text>{t('scope.district.empty')}</Text>
            ) : (
              <UnitsTable
                caption={t('scope.district.schoolsTitle')}
                unitLabel={t('scope.table.school')}
                countLabel={t('scope.table.teachers')}
                usage
                rows={data!.schools.map((s) => ({
                  id: s.id,
                  name: s.name,
                  to: scopePaths.school(s.id, filters),
                  count: num.format(s.teachers),
                  figures: s,
                  usage: s.usage,
                }))}
                total={{
                  id: 0,
                  name: t('scope.table.total'),
                  count: num.format(data!.total.teachers),
                  figures: data!.total,
                  usage: data!.total.usage,
                }}
              />
            )}
          </ReportSection>
          {data!.schools.length > 0 && (
            <ReportSection title={t('scope.district.chartTitle')}>
              <ChartWithTable
                title={t('scope.district.chartCaption')}
                chart={
                  <BarChart
                    h={Math.max(160, data!.schools.length * 36)}
                    data={data!.schools.map((s) => ({ school: s.name, score: s.score.percent ?? 0 }))}
                    dataKey="school"
                    orientation="vertical"
                    yAxisProps={{ width: 160 }}
                    xAxisProps={{ domain: [0, 100] }}
                    series={[{ name: 'score', label: t('scope.table.percent'), color: 'blue.7' }]}
                    withTooltip={false}
                    gridAxis="x"
                  />
                }
                table={
                  <Table>
                    <caption>{t('scope.district.chartCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('scope.table.school')}</th>
                        <th scope="col">{t('scope.table.percent')}</th>
                        <th scope="col">{t('scope.table.level')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data!.schools.map((s) => (
                        <tr key={s.id}>
                          <th scope="row">{s.name}</th>
                          <td>{formatPercent(s.score.percent)}</td>
                          <td>
                            <Group gap={4}>
                              <LevelBadge level={s.score.level} short />
                            </Group>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                }
              />
            </ReportSection>
          )}
        </>
      )}
      <LevelThresholdsCard />
    </Stack>
  );
}

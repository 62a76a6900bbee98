import '@mantine/charts/styles.css';
import { weeksFrom } from '@clearsheets/shared';
import { LineChart } from '@mantine/charts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { ChartWithTable } from '../../components/chart-with-table';
import { LevelBadge } from '../../components/level-badge';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { formatDay, formatPercent } from '../../lib/format';
import { csvPath, useScopeStandard } from '../api/scope-queries';
import { ScopeFilterBar } from '../components/scope-filter-bar';
import { ScopeTiles } from '../components/scope-tiles';
import { UnitScoresTable } from '../components/unit-scores-table';
import { useScopeT } from '../i18n';
import { idParam, scopePaths } from '../lib/scope-paths';
import { useSchoolParam } from '../lib/use-school-param';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';

/**
 * /districtadmin/report/standardDetails?standardId=: one TEKS expectation across the district's schools (each
 * opening its classes on it) or, with `schoolId`, a school's classes; and week by week.
 */
export function StandardDetailPage() {
  const t = useScopeT();
  const [params] = useSearchParams();
  const standardId = idParam(params.get('standardId'));
  const { schoolId, seesDistrict } = useSchoolParam();
  const [filters, setFilters] = useScopeFilters();
  const detail = useScopeStandard(standardId, filters, schoolId ?? undefined);
  const data = detail.data;
  const school = data?.scope.kind === 'school' ? data.scope : null;
  const s = data?.standard;
  const crumbs: Crumb[] = [
    ...(seesDistrict ? [{ label: t('scope.districtTitle'), to: scopePaths.district(filters) }] : []),
    ...(school ? [{ label: school.name, to: scopePaths.school(school.id, filters) }] : []),
    {
      label: t('scope.domains.title'),
      to: scopePaths.domains(filters, { schoolId: school?.id, domainId: s?.domain.id }),
    },
    { label: s?.code ?? '…' },
  ];
  const unitsCap = data?.unitKind === 'class' ? t('scope.domains.classesCap') : t('scope.domains.schoolsCap');
  const base = `/api/v1/reports/scope/standards/${standardId}/report.csv`;
  const at = { schoolId: school?.id };

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={s ? `${s.code}` : t('scope.table.standard')}
        intro={s?.description}
        crumbs={crumbs}
        crumbsLabel={t('scope.crumbs')}
      />
      {s && (
        <Text size="sm">
          <Anchor component={Link} to={scopePaths.domains(filters, { schoolId: school?.id, domainId: s.domain.id })}>
            {t('scope.standard.category', { code: s.domain.code, name: s.domain.name })}
          </Anchor>
        </Text>
      )}
      <ScopeFilterBar value={filters} onChange={setFilters} gradeSubject={false} />
      {standardId === null ? (
        <Text>{t('scope.table.empty')}</Text>
      ) : detail.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <>
          <ScopeTiles
            tiles={[
              {
                label: t('scope.tiles.percent'),
                value: formatPercent(data!.score.percent),
                hint: <LevelBadge level={data!.score.level} short />,
              },
              { label: t('scope.tiles.scored'), value: data!.score.items },
            ]}
          />
          <ReportSection
            title={t('scope.standard.unitsTitle', { units: unitsCap })}
            csv={{
              path: csvPath(base, filters, { ...at, table: 'units' }),
              fileName: `standard-${standardId}-units.csv`,
            }}
          >
            <UnitScoresTable
              caption={t('scope.standard.unitsTitle', { units: unitsCap })}
              label={data!.unitKind === 'class' ? t('scope.table.class') : t('scope.table.school')}
              rows={data!.units.map((u) => ({
                ...u,
                sub: u.teachers.join(', ') || undefined,
                to:
                  data!.unitKind === 'class'
                    ? scopePaths.class(u.id, filters)
                    : scopePaths.standard(data!.standard.id, filters, u.id),
              }))}
            />
          </ReportSection>
          <ReportSection
            title={t('scope.standard.weeksTitle')}
            csv={{
              path: csvPath(base, filters, { ...at, table: 'weeks' }),
              fileName: `standard-${standardId}-weeks.csv`,
            }}
          >
            {data!.weeks.length === 0 ? (
              <Text>{t('scope.table.empty')}</Text>
            ) : (
              <ChartWithTable
                title={t('scope.standard.weeksCaption', { code: s!.code })}
                chart={
                  <LineChart
                    h={240}
                    data={everyWeek(data!.weeks).map((w) => ({ week: formatDay(w.week), score: w.percent }))}
                    dataKey="week"
                    yAxisProps={{ domain: [0, 100] }}
                    series={[{ name: 'score', label: t('scope.table.percent'), color: 'blue.7' }]}
                    curveType="linear"
                    connectNulls
                    withTooltip={false}
                  />
                }
                table={
                  <Table>
                    <caption>{t('scope.standard.weeksCaption', { code: s!.code })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('scope.table.week')}</th>
                        <th scope="col">{t('scope.table.percent')}</th>
                        <th scope="col">{t('scope.table.level')}</th>
                        <th scope="col">{t('scope.table.scored')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data!.weeks.map((w) => (
                        <tr key={w.week}>
                          <th scope="row">{formatDay(w.week)}</th>
                          <td>{formatPercent(w.percent)}</td>
                          <td>
                            <LevelBadge level={w.level} short />
                          </td>
                          <td>{w.items}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                }
              />
            )}
          </ReportSection>
        </>
      )}
    </Stack>
  );
}

/** Every week from the first with answers to the last (weeks without any: no point), so the time axis is even. */
function everyWeek<T extends { week: string; percent: number | null }>(
  weeks: T[],
): { week: string; percent: number | null }[] {
  if (weeks.length === 0) return [];
  const byWeek = new Map(weeks.map((w) => [w.week, w.percent]));
  return weeksFrom(weeks[0]!.week, weeks.at(-1)!.week).map((week) => ({ week, percent: byWeek.get(week) ?? null }));
}

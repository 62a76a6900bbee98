import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { useGradeSubjectLabels } from '../../../../lib/grade-subject';
import { LevelBadge } from '../../components/level-badge';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { formatPercent } from '../../lib/format';
import { csvPath, useScopeDomains, useScopeHeatmap } from '../api/scope-queries';
import { HeatmapTable } from '../components/heatmap-table';
import { LevelCountsCell } from '../components/level-counts-cell';
import { ScopeFilterBar } from '../components/scope-filter-bar';
import { UnitScoresTable } from '../components/unit-scores-table';
import { useScopeT } from '../i18n';
import { idParam, scopePaths } from '../lib/scope-paths';
import { useSchoolParam } from '../lib/use-school-param';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';
import { ScrollTable } from '../components/scroll-table';

/**
 * /districtadmin/report/domainsummary/: reporting categories across the district's schools (or a school's
 * classes), one category's standards and units on `?domainId=`, and the standards heat map.
 */
export function DomainSummaryPage() {
  const t = useScopeT();
  const labels = useGradeSubjectLabels();
  const [params] = useSearchParams();
  const { schoolId, seesDistrict } = useSchoolParam();
  const domainId = idParam(params.get('domainId')) ?? undefined;
  const [filters, setFilters] = useScopeFilters();
  const at = { schoolId: schoolId ?? undefined, domainId };
  const summary = useScopeDomains(filters, at);
  const heat = useScopeHeatmap(filters, at.schoolId);
  const data = summary.data;
  const school = data?.scope.kind === 'school' ? data.scope : null;
  const units = data?.unitKind === 'class' ? t('scope.domains.classes') : t('scope.domains.schools');
  const unitsCap = data?.unitKind === 'class' ? t('scope.domains.classesCap') : t('scope.domains.schoolsCap');
  const crumbs: Crumb[] = [
    ...(seesDistrict ? [{ label: t('scope.districtTitle'), to: scopePaths.district(filters) }] : []),
    ...(school ? [{ label: school.name, to: scopePaths.school(school.id, filters) }] : []),
    ...(data?.domain
      ? [
          { label: t('scope.domains.title'), to: scopePaths.domains(filters, { schoolId: at.schoolId }) },
          { label: data.domain.code },
        ]
      : [{ label: t('scope.domains.title') }]),
  ];
  const domainsCsv = '/api/v1/reports/scope/domains.csv';
  const unitTo = (id: number) =>
    data?.unitKind === 'class' ? scopePaths.class(id, filters) : scopePaths.school(id, filters);

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={data?.domain ? `${data.domain.code}: ${data.domain.name}` : t('scope.domains.title')}
        intro={t('scope.domains.intro', { units })}
        crumbs={crumbs}
        crumbsLabel={t('scope.crumbs')}
      />
      <ScopeFilterBar value={filters} onChange={setFilters} />
      {summary.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : summary.isError ? (
        <QueryError error={summary.error} onRetry={() => summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <>
          {data!.domain && (
            <>
              <ReportSection
                title={t('scope.domains.standardsTitle', { code: data!.domain.code })}
                csv={{
                  path: csvPath(domainsCsv, filters, { ...at, table: 'standards' }),
                  fileName: 'domain-standards.csv',
                }}
              >
                <UnitScoresTable
                  caption={t('scope.domains.standardsTitle', { code: data!.domain.code })}
                  label={t('scope.table.standard')}
                  rows={data!.domain.standards.map((s) => ({
                    ...s,
                    name: s.code,
                    sub: s.description,
                    to: scopePaths.standard(s.id, filters, at.schoolId),
                  }))}
                />
              </ReportSection>
              <ReportSection
                title={t('scope.domains.unitsTitle', { units: unitsCap, code: data!.domain.code })}
                csv={{ path: csvPath(domainsCsv, filters, { ...at, table: 'units' }), fileName: 'domain-units.csv' }}
              >
                <UnitScoresTable
                  caption={t('scope.domains.unitsTitle', { units: unitsCap, code: data!.domain.code })}
                  label={data!.unitKind === 'class' ? t('scope.table.class') : t('scope.table.school')}
                  rows={data!.domain.units.map((u) => ({
                    ...u,
                    sub: u.teachers.join(', ') || undefined,
                    to: unitTo(u.id),
                  }))}
                />
              </ReportSection>
            </>
          )}
          <ReportSection
            title={t('scope.domains.title')}
            csv={{
              path: csvPath(domainsCsv, filters, { schoolId: at.schoolId, table: 'domains' }),
              fileName: 'reporting-categories.csv',
            }}
          >
            {data!.domains.length === 0 ? (
              <Text>{t('scope.domains.empty')}</Text>
            ) : (
              <ScrollTable minWidth={900} label={t('scope.domains.title')}>
                <Table striped withTableBorder verticalSpacing="xs" captionSide="top">
                  <Table.Caption>
                    <VisuallyHidden>{t('scope.domains.title')}</VisuallyHidden>
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('scope.table.category')}</Table.Th>
                      <Table.Th scope="col">{t('scope.table.grade')}</Table.Th>
                      <Table.Th scope="col">{t('scope.table.subject')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('scope.table.standards')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('scope.table.percent')}
                      </Table.Th>
                      <Table.Th scope="col">{t('scope.table.level')}</Table.Th>
                      <Table.Th scope="col">{t('scope.table.unitsAt', { units: unitsCap })}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data!.domains.map((d) => (
                      <Table.Tr key={d.id} aria-current={d.id === domainId ? 'true' : undefined}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor
                            component={Link}
                            to={scopePaths.domains(filters, { schoolId: at.schoolId, domainId: d.id })}
                            fw={600}
                          >
                            {d.code}: {d.name}
                          </Anchor>
                        </Table.Th>
                        <Table.Td>{labels.grade(d.grade)}</Table.Td>
                        <Table.Td>{labels.subject(d.subject)}</Table.Td>
                        <Table.Td ta="right">{d.standards}</Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {formatPercent(d.percent)}
                        </Table.Td>
                        <Table.Td miw={120}>
                          <LevelBadge level={d.level} short />
                        </Table.Td>
                        <Table.Td>
                          <LevelCountsCell counts={d.unitLevels} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </ReportSection>
        </>
      )}
      <ReportSection
        title={t('scope.heatmap.title')}
        csv={{
          path: csvPath('/api/v1/reports/scope/heatmap.csv', filters, { schoolId: at.schoolId }),
          fileName: 'standards-heat-map.csv',
        }}
      >
        {heat.isPending ? (
          <LoadingBlock lines={4} height={28} />
        ) : heat.isError ? (
          <QueryError error={heat.error} onRetry={() => heat.refetch()} retrying={heat.isFetching} />
        ) : heat.data.standards.length === 0 ? (
          <Text>{t('scope.heatmap.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('scope.heatmap.intro', {
                units: heat.data.unitKind === 'class' ? t('scope.domains.classesCap') : t('scope.domains.schoolsCap'),
                grade: labels.grade(heat.data.grade),
                subject: labels.subject(heat.data.subject),
              })}
            </Text>
            <HeatmapTable
              map={heat.data}
              caption={t('scope.heatmap.caption', {
                unit: heat.data.unitKind === 'class' ? t('scope.table.class') : t('scope.table.school'),
                grade: labels.grade(heat.data.grade),
                subject: labels.subject(heat.data.subject),
              })}
              rowTo={(id) =>
                heat.data.unitKind === 'class' ? scopePaths.class(id, filters) : scopePaths.school(id, filters)
              }
              cellTo={(rowId, standardId) =>
                scopePaths.standard(standardId, filters, heat.data.unitKind === 'school' ? rowId : at.schoolId)
              }
            />
          </>
        )}
      </ReportSection>
    </Stack>
  );
}

import { SCOPE_ASSIGNMENT_KINDS } from '@clearsheets/shared';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { ReportPager } from '../../components/report-pager';
import { ReportSection } from '../../components/report-section';
import { csvPath, useScopeAssignments } from '../api/scope-queries';
import { AssignmentsTable } from '../components/assignments-table';
import { ScopeFilterBar } from '../components/scope-filter-bar';
import { useScopeT } from '../i18n';
import { scopePaths } from '../lib/scope-paths';
import { useSchoolParam } from '../lib/use-school-param';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';

const PAGE_SIZE = 25;
type Kind = (typeof SCOPE_ASSIGNMENT_KINDS)[number];

/**
 * /districtadmin/result (the district) and /districtadmin/schoolresult?schoolId= (one school): every assignment,
 * district and school ones and teachers' own, with reach, submissions, grading and score; each opens its results.
 */
export function AssignmentResultsPage({ school: forSchool }: { school: boolean }) {
  const t = useScopeT();
  const kindLabel = useId();
  const [params, setParams] = useSearchParams();
  const { schoolId, seesDistrict } = useSchoolParam();
  const [filters, setFilters] = useScopeFilters();
  const kind = (SCOPE_ASSIGNMENT_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as Kind)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const at = { schoolId: forSchool ? (schoolId ?? undefined) : undefined, kind, page, pageSize: PAGE_SIZE };
  const list = useScopeAssignments(filters, at);
  const data = list.data;
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const school = data?.scope.kind === 'school' ? data.scope : null;
  const crumbs: Crumb[] = [
    ...(seesDistrict ? [{ label: t('scope.districtTitle'), to: scopePaths.district(filters) }] : []),
    ...(school ? [{ label: school.name, to: scopePaths.school(school.id, filters) }] : []),
    { label: t('scope.results.districtTitle') },
  ];

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={school ? t('scope.results.schoolTitle', { name: school.name }) : t('scope.results.districtTitle')}
        intro={t('scope.results.intro', { scope: forSchool ? t('scope.results.school') : t('scope.results.district') })}
        crumbs={crumbs}
        crumbsLabel={t('scope.crumbs')}
      />
      <ScopeFilterBar value={filters} onChange={(next) => setFilters(next, ['page'])} />
      <div className="cs-no-print">
        <Text id={kindLabel} size="sm" fw={500} mb={4}>
          {t('scope.kinds.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindLabel}
          value={kind}
          onChange={(value) => setParam('kind', value === 'all' ? null : value)}
          data={SCOPE_ASSIGNMENT_KINDS.map((value) => ({ value, label: t(`scope.kinds.${value}`) }))}
        />
      </div>
      <ReportSection
        title={t('scope.results.tableTitle')}
        csv={{
          path: csvPath('/api/v1/reports/scope/assignments.csv', filters, { schoolId: at.schoolId, kind }),
          fileName: 'assignment-results.csv',
        }}
      >
        {list.isPending ? (
          <LoadingBlock lines={6} height={28} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : data!.items.length === 0 ? (
          <Text>{t('scope.results.empty')}</Text>
        ) : (
          <>
            <AssignmentsTable rows={data!.items} caption={t('scope.results.tableTitle')} withPlace />
            <ReportPager
              total={data!.total}
              page={page}
              pageSize={PAGE_SIZE}
              onChange={(p) => setParam('page', String(p))}
              list={t('scope.results.tableTitle')}
            />
          </>
        )}
      </ReportSection>
    </Stack>
  );
}

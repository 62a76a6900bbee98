import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { ReportPager } from '../../components/report-pager';
import { ReportSection } from '../../components/report-section';
import { csvPath, useSchoolReport } from '../api/scope-queries';
import { ScopeFilterBar } from '../components/scope-filter-bar';
import { ScopeLinks } from '../components/scope-links';
import { ScopeOverview } from '../components/scope-overview';
import { UnitsTable } from '../components/units-table';
import { useScopeT } from '../i18n';
import { scopePaths } from '../lib/scope-paths';
import { useSchoolParam } from '../lib/use-school-param';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';

const num = new Intl.NumberFormat();
const CLASSES_PER_PAGE = 25;

/**
 * /districtadmin/report/schooldetail?schoolId=: a school's teachers side by side and its classes (each opening
 * the class and its students); for its leaders and its district's admins.
 */
export function SchoolDetailPage() {
  const t = useScopeT();
  const { schoolId, seesDistrict } = useSchoolParam();
  const [filters, setFilters] = useScopeFilters();
  const report = useSchoolReport(schoolId, filters);
  const [page, setPage] = useState(1);
  const data = report.data;
  const name = data?.scope.name ?? '';
  const crumbs: Crumb[] = [
    ...(seesDistrict ? [{ label: t('scope.districtTitle'), to: scopePaths.district(filters) }] : []),
    { label: name || '…' },
  ];
  const base = `/api/v1/reports/scope/schools/${schoolId}/report.csv`;

  if (schoolId === null)
    return (
      <Stack gap="lg" maw={1240} className="cs-report">
        <ReportHeader title={t('scope.districtTitle')} />
        <Text>
          <Anchor component={Link} to={scopePaths.district(filters)}>
            {t('scope.school.pickSchool')}
          </Anchor>
        </Text>
      </Stack>
    );

  const classes = data?.classes ?? [];
  const pageCount = Math.max(1, Math.ceil(classes.length / CLASSES_PER_PAGE));
  const current = Math.min(page, pageCount);

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={name || t('scope.districtTitle')}
        intro={t('scope.schoolIntro')}
        crumbs={crumbs}
        crumbsLabel={t('scope.crumbs')}
      />
      <ScopeLinks
        links={[
          { to: scopePaths.domains(filters, { schoolId }), label: t('scope.nav.domains') },
          { to: scopePaths.results(filters, schoolId), label: t('scope.nav.assignments') },
          { to: scopePaths.coaching(schoolId), label: t('scope.nav.coaching') },
          { to: scopePaths.usage(schoolId), label: t('scope.nav.usage') },
        ]}
      />
      <ScopeFilterBar
        value={filters}
        onChange={(next) => {
          setPage(1);
          setFilters(next);
        }}
      />
      {report.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : (
        <>
          <ScopeOverview
            counts={[
              { label: t('scope.tiles.teachers'), value: num.format(data!.total.teachers) },
              { label: t('scope.tiles.classes'), value: num.format(data!.classes.length) },
            ]}
            total={data!.total}
            thresholds={data!.thresholds}
            name={name}
          />
          <ReportSection
            title={t('scope.school.teachersTitle')}
            csv={{ path: csvPath(base, filters, { table: 'teachers' }), fileName: `school-${schoolId}-teachers.csv` }}
          >
            {data!.teachers.length === 0 ? (
              <Text>{t('scope.school.emptyTeachers')}</Text>
            ) : (
              <UnitsTable
                caption={t('scope.school.teachersTitle')}
                unitLabel={t('scope.table.teacher')}
                countLabel={t('scope.table.classes')}
                rows={data!.teachers.map((x) => ({ id: x.id, name: x.name, count: x.classes, figures: x }))}
              />
            )}
          </ReportSection>
          <ReportSection
            title={t('scope.school.classesTitle')}
            csv={{ path: csvPath(base, filters, { table: 'classes' }), fileName: `school-${schoolId}-classes.csv` }}
          >
            {classes.length === 0 ? (
              <Text>{t('scope.school.emptyTeachers')}</Text>
            ) : (
              <>
                <UnitsTable
                  caption={t('scope.school.classesTitle')}
                  unitLabel={t('scope.table.class')}
                  rows={classes.slice((current - 1) * CLASSES_PER_PAGE, current * CLASSES_PER_PAGE).map((c) => ({
                    id: c.id,
                    name: c.name,
                    sub: c.teachers.join(', ') || t('scope.noTeachers'),
                    to: scopePaths.class(c.id, filters),
                    figures: c,
                  }))}
                />
                <ReportPager
                  total={classes.length}
                  page={current}
                  pageSize={CLASSES_PER_PAGE}
                  onChange={setPage}
                  list={t('scope.school.classesTitle')}
                />
              </>
            )}
          </ReportSection>
        </>
      )}
    </Stack>
  );
}

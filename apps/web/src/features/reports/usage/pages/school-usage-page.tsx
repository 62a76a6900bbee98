import { averagePerDay, isReportDay } from '@clearsheets/shared';
import { Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../../../lib/route-access';
import { useSession } from '../../../../lib/session-store';
import { ReportFilterBar } from '../../components/report-filter-bar';
import { ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { CrystalGate } from '../../crystal/components/crystal-gate';
import { idOf } from '../../lib/filters';
import { formatDay } from '../../lib/format';
import { ScopeTiles } from '../../scope/components/scope-tiles';
import { useSchoolUsage, useUsageSchools } from '../api/usage-queries';
import { SchoolsTable, UsagePerWeek, WeeksTable } from '../components/school-usage-tables';
import { useUsageT } from '../i18n';
import { usagePaths } from '../lib/usage-paths';
import { useDuration } from '../lib/use-duration';
import '../../reports.css';

const num = new Intl.NumberFormat();
const ALL = 'all';

function SchoolUsagePageView() {
  const t = useUsageT();
  const duration = useDuration();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  // Presentation only: who is offered the school picker and the way back to the district report.
  const seesDistrict = session.status === 'signedIn' && isRoleAllowed(session.role, PAGE_ROLES[PATHS.districtReport]);
  const schoolId = idOf(params.get('schoolId'));
  const day = (key: string) => {
    const raw = params.get(key);
    return raw && isReportDay(raw) ? raw : undefined;
  };
  const range = { from: day('from'), to: day('to') };
  const report = useSchoolUsage(seesDistrict ? schoolId : undefined, range);
  const schools = useUsageSchools(seesDistrict);
  const data = report.data;
  const shownRange = data ? { from: range.from ?? data.range.from, to: range.to ?? data.range.to } : range;
  const go = (next: { schoolId?: number | undefined; from?: string | undefined; to?: string | undefined }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, String(value));
    setParams(query);
  };

  const body = () => {
    if (report.isPending) return <LoadingBlock lines={6} height={28} />;
    if (report.isError)
      return <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />;
    const d = report.data;
    const sum = d.totals.reduce(
      (s, w) => ({
        studentDays: s.studentDays + w.studentDays,
        activeDays: s.activeDays + w.activeDays,
        sessions: s.sessions + w.sessions,
        activeSeconds: s.activeSeconds + w.activeSeconds,
        answers: s.answers + w.answers,
        submissions: s.submissions + w.submissions,
      }),
      { studentDays: 0, activeDays: 0, sessions: 0, activeSeconds: 0, answers: 0, submissions: 0 },
    );
    const average = averagePerDay(sum.studentDays, sum.activeDays);
    const csv = (view: 'schools' | 'weeks') =>
      usagePaths.csv('/api/v1/reports/usage/schools.csv', {
        view,
        schoolId: seesDistrict ? schoolId : undefined,
        ...range,
      });
    return (
      <>
        <ScopeTiles
          tiles={[
            { label: t('usage.tiles.avgActive'), value: average === null ? '—' : num.format(average) },
            { label: t('usage.tiles.sessions'), value: num.format(sum.sessions) },
            { label: t('usage.tiles.time'), value: duration(sum.activeSeconds) },
            { label: t('usage.tiles.answers'), value: num.format(sum.answers) },
            { label: t('usage.tiles.submissions'), value: num.format(sum.submissions) },
          ]}
        />
        {sum.activeDays === 0 && <Text c="dimmed">{t('usage.schools.quiet')}</Text>}
        <ReportSection title={t('usage.schools.byWeek')}>
          <UsagePerWeek weeks={d.totals} />
        </ReportSection>
        <ReportSection title={t('usage.schools.table')} csv={{ path: csv('schools'), fileName: 'school-usage.csv' }}>
          {d.schools.length === 0 ? (
            <Text>{t('usage.schools.empty')}</Text>
          ) : (
            <SchoolsTable
              report={d}
              linkOf={seesDistrict && !schoolId ? (id) => usagePaths.schools(id, range) : undefined}
            />
          )}
        </ReportSection>
        {d.schools.length > 0 && (
          <ReportSection
            title={t('usage.schools.weeksTable')}
            csv={{ path: csv('weeks'), fileName: 'school-usage-by-week.csv' }}
          >
            <WeeksTable report={d} />
          </ReportSection>
        )}
      </>
    );
  };

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={data ? `${t('usage.schools.title')}: ${data.scope.name}` : t('usage.schools.title')}
        intro={
          <>
            {data?.scope.kind === 'school'
              ? t('usage.schools.introSchool', { name: data.scope.name })
              : t('usage.schools.introDistrict')}
            {shownRange.from && shownRange.to && (
              <Text span display="block" mt={4} fw={600} c="dark">
                {t('usage.range', { from: formatDay(shownRange.from), to: formatDay(shownRange.to) })}
              </Text>
            )}
          </>
        }
        crumbsLabel={t('usage.crumbs')}
        crumbs={
          seesDistrict
            ? [
                { label: t('usage.schools.district'), to: PATHS.districtReport },
                ...(schoolId ? [{ label: t('usage.schools.title'), to: usagePaths.schools(undefined, range) }] : []),
                { label: data?.scope.kind === 'school' ? data.scope.name : t('usage.schools.title') },
              ]
            : undefined
        }
      />
      {seesDistrict && schools.data && (
        <Select
          label={t('usage.schools.school')}
          maw={360}
          className="cs-no-print"
          data={[
            { value: ALL, label: t('usage.schools.allSchools') },
            ...schools.data.schools.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={schoolId ? String(schoolId) : ALL}
          onChange={(raw) => go({ schoolId: raw && raw !== ALL ? idOf(raw) : undefined, ...range })}
          allowDeselect={false}
          searchable={schools.data.schools.length > 8}
        />
      )}
      <ReportFilterBar
        value={shownRange}
        onChange={(next) => go({ schoolId: seesDistrict ? schoolId : undefined, from: next.from, to: next.to })}
      />
      {body()}
    </Stack>
  );
}

/**
 * /districtadmin/report/schoolusage?schoolId=&from=&to=: how much schools used Clearsheets, week by week (the last
 * eight weeks unless chosen). District admins see every school of the district, or pick one; a school's leaders
 * see their school (the server holds each to their own).
 * The crystal report's license opens it (the API asks the same); without it, the locked-feature page.
 */
export function SchoolUsagePage() {
  return (
    <CrystalGate>
      <SchoolUsagePageView />
    </CrystalGate>
  );
}

import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../../components/empty-state';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { ReportFilterBar } from '../../components/report-filter-bar';
import { ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { CrystalGate } from '../../crystal/components/crystal-gate';
import { formatDay } from '../../lib/format';
import { ScopeTiles } from '../../scope/components/scope-tiles';
import { useStudentUsage, useUsageClasses } from '../api/usage-queries';
import { StudentsUsageTable } from '../components/students-usage-table';
import { UsagePerDay } from '../components/usage-per-day';
import { useUsageT } from '../i18n';
import { usagePaths } from '../lib/usage-paths';
import { useClassFilter } from '../lib/use-class-filter';
import { useDuration } from '../lib/use-duration';
import '../../reports.css';

const num = new Intl.NumberFormat();

function StudentUsagePageView() {
  const t = useUsageT();
  const duration = useDuration();
  const classes = useUsageClasses(true);
  const [filters, setFilters] = useClassFilter(classes.data?.items);
  const range = { from: filters.from, to: filters.to };
  const report = useStudentUsage(filters.classId, range);
  const data = report.data;
  const shownRange = data ? { from: filters.from ?? data.range.from, to: filters.to ?? data.range.to } : range;

  const body = () => {
    if (classes.isPending || (filters.classId && report.isPending)) return <LoadingBlock lines={6} height={28} />;
    if (classes.isError)
      return <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />;
    if (!filters.classId)
      return (
        <EmptyState
          art="results"
          title={classes.data.items.length === 0 ? t('usage.students.noClasses') : t('usage.students.chooseClass')}
        />
      );
    if (report.isError)
      return <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />;
    if (!data) return null;
    const totals = data.totals;
    return (
      <>
        <ScopeTiles
          tiles={[
            {
              label: t('usage.tiles.activeStudents'),
              value: t('usage.tiles.activeOf', {
                active: num.format(totals.activeStudents),
                total: num.format(totals.students),
              }),
            },
            { label: t('usage.tiles.sessions'), value: num.format(totals.sessions) },
            { label: t('usage.tiles.time'), value: duration(totals.activeSeconds) },
            { label: t('usage.tiles.answers'), value: num.format(totals.answers) },
            { label: t('usage.tiles.submissions'), value: num.format(totals.submissions) },
            { label: t('usage.tiles.lessons'), value: num.format(totals.lessons) },
          ]}
        />
        <ReportSection title={t('usage.students.byDay')}>
          <UsagePerDay days={data.days} />
        </ReportSection>
        <ReportSection
          title={t('usage.students.table')}
          csv={{
            path: usagePaths.csv('/api/v1/reports/usage/students.csv', { classId: data.class.id, ...range }),
            fileName: `usage-${data.class.name}.csv`,
          }}
        >
          {data.students.length === 0 ? (
            <Text>{t('usage.students.empty')}</Text>
          ) : (
            <>
              {totals.activeStudents === 0 && <Text c="dimmed">{t('usage.students.quiet')}</Text>}
              <StudentsUsageTable
                rows={data.students}
                linkOf={(s) => usagePaths.student(data.class.id, s.studentId, range)}
              />
            </>
          )}
        </ReportSection>
      </>
    );
  };

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={data ? `${t('usage.students.title')}: ${data.class.name}` : t('usage.students.title')}
        intro={
          <>
            {t('usage.students.intro')}
            {shownRange.from && shownRange.to && (
              <Text span display="block" mt={4} fw={600} c="dark">
                {t('usage.range', { from: formatDay(shownRange.from), to: formatDay(shownRange.to) })}
              </Text>
            )}
          </>
        }
        crumbsLabel={t('usage.crumbs')}
        crumbs={[
          { label: t('usage.crystal'), to: usagePaths.crystal(filters.classId) },
          { label: t('usage.students.title') },
        ]}
      />
      {classes.data && classes.data.items.length > 0 && (
        <ReportFilterBar
          value={{ classId: filters.classId, ...shownRange }}
          onChange={(next) => setFilters({ classId: next.classId, from: next.from, to: next.to })}
          classes={classes.data.items.map((c) => ({ id: c.id, name: c.name }))}
        />
      )}
      {body()}
    </Stack>
  );
}

/**
 * /teacher/report/studentusage?classId=&from=&to=: how much each student of a class used Clearsheets over a range
 * of days (four weeks up to today unless chosen): totals, time on task per day, and a row per student leading to
 * their days.
 * The crystal report's license opens it (the API asks the same); without it, the locked-feature page.
 */
export function StudentUsagePage() {
  return (
    <CrystalGate>
      <StudentUsagePageView />
    </CrystalGate>
  );
}

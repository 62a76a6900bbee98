import { ActivityHeads } from './activity-heads';
import '@mantine/charts/styles.css';
import { averagePerDay, minutesOf, type TSchoolUsageReport } from '@clearsheets/shared';
import { BarChart } from '@mantine/charts';
import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChartWithTable } from '../../components/chart-with-table';
import { ReportPager } from '../../components/report-pager';
import { formatDay } from '../../lib/format';
import { useUsageT } from '../i18n';
import { useDuration } from '../lib/use-duration';

const PAGE_SIZE = 25;
const num = new Intl.NumberFormat();
const avg = (m: { studentDays: number; activeDays: number }) => {
  const value = averagePerDay(m.studentDays, m.activeDays);
  return value === null ? '—' : num.format(value);
};

type Measures = TSchoolUsageReport['totals'][number];

/** The measure columns every school usage table shares, after its own first columns. */
function MeasureHeads() {
  const t = useUsageT();
  return (
    <>
      <Table.Th scope="col" ta="right">
        {t('usage.schools.avgActive')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('usage.schools.activeDays')}
      </Table.Th>
      <ActivityHeads />
    </>
  );
}

function MeasureCells({ m }: { m: Omit<Measures, 'week'> }) {
  const duration = useDuration();
  return (
    <>
      <Table.Td ta="right">{avg(m)}</Table.Td>
      <Table.Td ta="right">{num.format(m.activeDays)}</Table.Td>
      <Table.Td ta="right">{num.format(m.sessions)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {duration(m.activeSeconds)}
      </Table.Td>
      <Table.Td ta="right">{num.format(m.answers)}</Table.Td>
      <Table.Td ta="right">{num.format(m.submissions)}</Table.Td>
      <Table.Td ta="right">{num.format(m.lessons)}</Table.Td>
    </>
  );
}

/** Schools side by side over the range (the CSV's "schools" view, row for row). */
export function SchoolsTable({
  report,
  linkOf,
}: {
  report: TSchoolUsageReport;
  /** A school's own usage (district admins); absent: no link. */
  linkOf?: (schoolId: number) => string;
}) {
  const t = useUsageT();
  return (
    <div className="cs-report-table-wrap">
      <Table striped highlightOnHover miw={900} aria-label={t('usage.schools.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('usage.schools.school')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('usage.schools.enrolled')}
            </Table.Th>
            <MeasureHeads />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.schools.map((s) => (
            <Table.Tr key={s.schoolId}>
              <Table.Th scope="row" fw={500} miw={160}>
                {linkOf ? (
                  <Anchor component={Link} to={linkOf(s.schoolId)} fw={600}>
                    {s.name}
                  </Anchor>
                ) : (
                  s.name
                )}
              </Table.Th>
              <Table.Td ta="right">{num.format(s.enrolled)}</Table.Td>
              <MeasureCells m={s} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Each school's weeks, school by school, oldest week first (the CSV's "weeks" view, row for row). */
export function WeeksTable({ report }: { report: TSchoolUsageReport }) {
  const t = useUsageT();
  const [page, setPage] = useState(1);
  const rows = report.schools.flatMap((s) => s.weeks.map((w) => ({ school: s, week: w })));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <div className="cs-report-table-wrap">
        <Table striped miw={960} aria-label={t('usage.schools.weeksTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('usage.schools.school')}</Table.Th>
              <Table.Th scope="col">{t('usage.schools.week')}</Table.Th>
              <MeasureHeads />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map(({ school, week }) => (
              <Table.Tr key={`${school.schoolId}:${week.week}`}>
                <Table.Th scope="row" fw={500} miw={160}>
                  {school.name}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(week.week)}</Table.Td>
                <MeasureCells m={week} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {rows.length > PAGE_SIZE && (
        <ReportPager
          total={rows.length}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={setPage}
          list={t('usage.schools.weeksTable')}
        />
      )}
    </>
  );
}

/** The scope's time on task per week as bars, with its weeks as a table. */
export function UsagePerWeek({ weeks }: { weeks: Measures[] }) {
  const t = useUsageT();
  const duration = useDuration();
  return (
    <ChartWithTable
      title={t('usage.schools.perWeek')}
      chart={
        <BarChart
          h={220}
          data={weeks.map((w) => ({ week: formatDay(w.week), minutes: minutesOf(w.activeSeconds) }))}
          dataKey="week"
          series={[{ name: 'minutes', label: t('usage.schools.minutes'), color: 'blue.7' }]}
          withTooltip={false}
          gridAxis="y"
          tickLine="none"
        />
      }
      table={
        <Table>
          <caption>{t('usage.schools.perWeekCaption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('usage.schools.week')}</Table.Th>
              <Table.Th scope="col">{t('usage.schools.avgActive')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.time')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.answers')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.submissions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((w) => (
              <Table.Tr key={w.week}>
                <Table.Th scope="row">{formatDay(w.week)}</Table.Th>
                <Table.Td>{avg(w)}</Table.Td>
                <Table.Td>{duration(w.activeSeconds)}</Table.Td>
                <Table.Td>{num.format(w.answers)}</Table.Td>
                <Table.Td>{num.format(w.submissions)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

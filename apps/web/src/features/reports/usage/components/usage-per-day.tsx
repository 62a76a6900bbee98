import '@mantine/charts/styles.css';
import { minutesOf, type TUsageDay } from '@clearsheets/shared';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { ChartWithTable } from '../../components/chart-with-table';
import { formatDay } from '../../lib/format';
import { useUsageT } from '../i18n';
import { useDuration } from '../lib/use-duration';

const num = new Intl.NumberFormat();

/** Time on task per day as bars, with the same days as a table (students active, sessions, answers). */
export function UsagePerDay({ days }: { days: TUsageDay[] }) {
  const t = useUsageT();
  const duration = useDuration();
  return (
    <ChartWithTable
      title={t('usage.students.perDay')}
      chart={
        <BarChart
          h={220}
          data={days.map((d) => ({ day: formatDay(d.day), minutes: minutesOf(d.activeSeconds) }))}
          dataKey="day"
          series={[{ name: 'minutes', label: t('usage.students.minutes'), color: 'blue.7' }]}
          withTooltip={false}
          gridAxis="y"
          tickLine="none"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        />
      }
      table={
        <Table>
          <caption>{t('usage.students.perDayCaption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('usage.students.day')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.activeStudents')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.sessions')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.time')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.answers')}</Table.Th>
              <Table.Th scope="col">{t('usage.students.submissions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Th scope="row">{formatDay(d.day)}</Table.Th>
                <Table.Td>{num.format(d.activeStudents)}</Table.Td>
                <Table.Td>{num.format(d.sessions)}</Table.Td>
                <Table.Td>{duration(d.activeSeconds)}</Table.Td>
                <Table.Td>{num.format(d.answers)}</Table.Td>
                <Table.Td>{num.format(d.submissions)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { LevelThresholds, TCrystalStudentDetail } from '@clearsheets/shared';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { LEVEL_ACCENTS } from '../../../../lib/status-colors';
import { ChartWithTable } from '../../components/chart-with-table';
import { CsvExportButton } from '../../components/csv-export-button';
import { LevelBadge } from '../../components/level-badge';
import { useReportsT } from '../../i18n';
import { formatDay, formatPercent } from '../../lib/format';
import { useCrystalT } from '../i18n';

interface GrowthChartProps {
  weeks: TCrystalStudentDetail['weeks'];
  thresholds: LevelThresholds;
  /** The weeks as CSV. */
  csv: { path: string; fileName: string };
}

/** A student's percent week by week as a line, with the level thresholds marked; the same weeks as a table. */
export function GrowthChart({ weeks, thresholds, csv }: GrowthChartProps) {
  const t = useCrystalT();
  const rt = useReportsT();
  const { i18n } = useTranslation();
  const data = weeks.map((w) => ({ week: formatDay(w.week, i18n.language), percent: w.percent }));
  const table = (
    <Table withTableBorder striped verticalSpacing="xs" bg="white">
      <caption>{t('crystal.student.growth')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('crystal.student.week')}</th>
          <th scope="col">{t('crystal.student.chartPercent')}</th>
          <th scope="col">{t('crystal.student.level')}</th>
          <th scope="col">{t('crystal.students.answers')}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">{formatDay(w.week, i18n.language)}</th>
            <td>{formatPercent(w.percent)}</td>
            <td>
              <LevelBadge level={w.level} short />
            </td>
            <td>{w.items}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
  const line = (y: number, key: 'approaches' | 'meets' | 'masters') => ({
    y,
    label: rt(`reports.levelShort.${key}`),
    color: LEVEL_ACCENTS[key],
    strokeDasharray: '4 4',
  });
  return (
    <ChartWithTable
      title={t('crystal.student.growth')}
      order={2}
      table={table}
      actions={<CsvExportButton path={csv.path} fileName={csv.fileName} table={t('crystal.student.growth')} />}
      chart={
        <LineChart
          h={260}
          data={data}
          dataKey="week"
          series={[{ name: 'percent', label: t('crystal.student.chartPercent'), color: 'brand.7' }]}
          yAxisProps={{ domain: [0, 100] }}
          unit="%"
          curveType="linear"
          connectNulls
          withDots
          referenceLines={[
            line(thresholds.approaches, 'approaches'),
            line(thresholds.meets, 'meets'),
            line(thresholds.masters, 'masters'),
          ]}
        />
      }
    />
  );
}

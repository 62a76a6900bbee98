import '@mantine/charts/styles.css';
import { type HeadlineDirection, minutesOf, type THeadlineFigure, type TScopeDashboard } from '@clearsheets/shared';
import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { SectionCard } from '../../../../components/section-card';
import { PATHS } from '../../../../lib/route-access';
import { ChartWithTable } from '../../components/chart-with-table';
import { formatDay, formatPercent } from '../../lib/format';
import { useScopeDashboard } from '../api/dashboard-queries';
import { type DashboardT, useDashboardT } from '../i18n';

const num = new Intl.NumberFormat();
const ARROWS: Record<HeadlineDirection, string> = { up: '↑', down: '↓', flat: '→', none: '' };
// Up is good for every headline figure (more students, answers, points, hand-ins); colours of 7:1 or more.
const COLORS: Record<HeadlineDirection, string> = { up: '#1b5e20', down: '#9b1c1c', flat: '#495057', none: '#495057' };

/** Each figure's own report: the school's (its leaders, or a district admin narrowed to it) or the district's. */
export function reportFor(key: THeadlineFigure['key'], scope: TScopeDashboard['scope']): string {
  const school = scope.kind === 'school' ? `?schoolId=${scope.id}` : '';
  if (key === 'activeStudents' || key === 'answers') return `${PATHS.districtSchoolUsage}${school}`;
  if (key === 'participation')
    return scope.kind === 'school' ? `${PATHS.districtSchoolResult}${school}` : PATHS.districtResult;
  return scope.kind === 'school' ? `${PATHS.districtSchoolDetail}${school}` : PATHS.districtReport;
}

const format = (f: THeadlineFigure, value: number) => (f.unit === 'percent' ? formatPercent(value) : num.format(value));

const figureValue = (f: THeadlineFigure, t: DashboardT) =>
  f.current !== null
    ? format(f, f.current)
    : f.key === 'participation'
      ? t('homeReports.scope.nothingDue')
      : t('homeReports.scope.noData');

function changeText(f: THeadlineFigure, t: DashboardT) {
  if (f.change === null)
    return f.previous === null
      ? t('homeReports.scope.noComparison')
      : t('homeReports.scope.beforeWas', { value: format(f, f.previous) });
  const signed = `${f.change > 0 ? '+' : f.change < 0 ? '−' : '±'}${num.format(Math.abs(f.change))}`;
  const value = f.unit === 'percent' ? t('homeReports.scope.points', { value: signed }) : signed;
  return t('homeReports.scope.vsBefore', { value });
}

function FigureTile({ figure, to }: { figure: THeadlineFigure; to: string }) {
  const t = useDashboardT();
  const label = t(`homeReports.scope.keys.${figure.key}`);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4} h="100%">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fz={figure.current === null ? 'md' : { base: 22, sm: 26 }} fw={800} lh={1.2} c="brand.8">
            {figureValue(figure, t)}
          </Text>
          {figure.outOf !== null && (
            <Text size="sm" c="dimmed">
              {t('homeReports.scope.of', { count: num.format(figure.outOf) })}
            </Text>
          )}
        </Group>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {ARROWS[figure.direction] && (
            <Text span aria-hidden="true" fw={800} c={COLORS[figure.direction]}>
              {ARROWS[figure.direction]}
            </Text>
          )}
          <Text size="xs" c={COLORS[figure.direction]} fw={600}>
            {figure.direction !== 'none' && `${t(`homeReports.scope.direction.${figure.direction}`)} · `}
            {changeText(figure, t)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`homeReports.scope.hints.${figure.key}`)}
        </Text>
        <Anchor
          component={Link}
          to={to}
          size="sm"
          fw={600}
          mt="auto"
          className="cs-no-print"
          aria-label={t('homeReports.scope.openLabel', { figure: label })}
        >
          {t('homeReports.scope.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The weeks behind one chart: answers and time on task, or the average score. */
function WeeksTable({ data, kind, caption }: { data: TScopeDashboard; kind: 'answers' | 'percent'; caption: string }) {
  const t = useDashboardT();
  return (
    <Table>
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('homeReports.scope.week')}</Table.Th>
          {kind === 'answers' ? (
            <>
              <Table.Th scope="col">{t('homeReports.scope.answers')}</Table.Th>
              <Table.Th scope="col">{t('homeReports.scope.time')}</Table.Th>
            </>
          ) : (
            <Table.Th scope="col">{t('homeReports.scope.percent')}</Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.weeks.map((w) => (
          <Table.Tr key={w.week}>
            <Table.Th scope="row">{formatDay(w.week)}</Table.Th>
            {kind === 'answers' ? (
              <>
                <Table.Td>{num.format(w.answers)}</Table.Td>
                <Table.Td>{num.format(minutesOf(w.activeSeconds))}</Table.Td>
              </>
            ) : (
              <Table.Td>{formatPercent(w.averagePercent)}</Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A school's or the district's headline figures over the last 7 days against the 7 before, each leading to its report, and
 * eight weeks of answers and scores as charts (each with its table). */
export function ScopeHeadlines({ schoolId }: { schoolId?: number }) {
  const t = useDashboardT();
  const query = useScopeDashboard(schoolId);
  const data = query.data;
  const chartData = data?.weeks.map((w) => ({
    week: formatDay(w.week),
    answers: w.answers,
    percent: w.averagePercent,
  }));
  return (
    <SectionCard
      title={data ? t('homeReports.scope.heading', { name: data.scope.name }) : t('homeReports.scope.figures')}
    >
      {query.isPending ? (
        <LoadingBlock lines={3} height={48} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('homeReports.scope.intro', {
              from: formatDay(data!.period.from),
              previousFrom: formatDay(data!.period.previousFrom),
              previousTo: formatDay(data!.period.previousTo),
            })}
          </Text>
          <SimpleGrid
            component="ul"
            aria-label={t('homeReports.scope.figures')}
            cols={{ base: 2, md: 3, lg: 5 }}
            spacing="sm"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data!.figures.map((f) => (
              <FigureTile key={f.key} figure={f} to={reportFor(f.key, data!.scope)} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ChartWithTable
              title={t('homeReports.scope.answersChart')}
              chart={
                <BarChart
                  h={180}
                  data={chartData!}
                  dataKey="week"
                  series={[{ name: 'answers', label: t('homeReports.scope.answers'), color: 'blue.7' }]}
                  withTooltip={false}
                  gridAxis="y"
                  tickLine="none"
                />
              }
              table={<WeeksTable data={data!} kind="answers" caption={t('homeReports.scope.answersChart')} />}
            />
            <ChartWithTable
              title={t('homeReports.scope.percentChart')}
              chart={
                <LineChart
                  h={180}
                  data={chartData!}
                  dataKey="week"
                  series={[{ name: 'percent', label: t('homeReports.scope.percent'), color: 'teal.8' }]}
                  withTooltip={false}
                  connectNulls
                  yAxisProps={{ domain: [0, 100] }}
                  unit="%"
                  gridAxis="y"
                  tickLine="none"
                />
              }
              table={<WeeksTable data={data!} kind="percent" caption={t('homeReports.scope.percentChart')} />}
            />
          </SimpleGrid>
        </>
      )}
    </SectionCard>
  );
}

import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { ReportFilterBar } from '../../components/report-filter-bar';
import { ReportHeader } from '../../components/report-header';
import { ReportPager } from '../../components/report-pager';
import { ReportSection } from '../../components/report-section';
import { CrystalGate } from '../../crystal/components/crystal-gate';
import { formatDay } from '../../lib/format';
import { ScopeTiles } from '../../scope/components/scope-tiles';
import { useStudentUsageDetail } from '../api/usage-queries';
import { ActivityHeads } from '../components/activity-heads';
import { useUsageT } from '../i18n';
import { usagePaths } from '../lib/usage-paths';
import { useDuration } from '../lib/use-duration';
import { useStudentParams } from '../lib/use-student-params';
import '../../reports.css';

const PAGE_SIZE = 25;
const num = new Intl.NumberFormat();

function StudentUsageDetailPageView() {
  const t = useUsageT();
  const duration = useDuration();
  const p = useStudentParams();
  const range = { from: p.from, to: p.to };
  const detail = useStudentUsageDetail(p.classId, p.studentId, range);
  const data = detail.data;
  const [page, setPage] = useState(1);
  const name = data ? `${data.student.firstName} ${data.student.lastName}` : '';
  const shownRange = data ? { from: p.from ?? data.range.from, to: p.to ?? data.range.to } : range;

  const body = () => {
    if (!p.classId || !p.studentId) return <Text>{t('usage.students.chooseClass')}</Text>;
    if (detail.isPending) return <LoadingBlock lines={6} height={28} />;
    if (detail.isError)
      return <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
    const d = detail.data;
    const shown = d.days.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return (
      <>
        <ScopeTiles
          tiles={[
            { label: t('usage.tiles.daysActive'), value: num.format(d.totals.activeDays) },
            { label: t('usage.tiles.sessions'), value: num.format(d.totals.sessions) },
            { label: t('usage.tiles.time'), value: duration(d.totals.activeSeconds) },
            { label: t('usage.tiles.answers'), value: num.format(d.totals.answers) },
            { label: t('usage.tiles.submissions'), value: num.format(d.totals.submissions) },
            { label: t('usage.tiles.lastActive'), value: d.lastActive ? formatDay(d.lastActive) : t('usage.never') },
          ]}
        />
        <ReportSection
          title={t('usage.detail.table')}
          csv={{
            path: usagePaths.csv('/api/v1/reports/usage/student.csv', {
              classId: d.class.id,
              studentId: d.student.id,
              ...range,
            }),
            fileName: `usage-${d.student.username}.csv`,
          }}
        >
          {d.days.length === 0 ? (
            <Text>{t('usage.detail.empty')}</Text>
          ) : (
            <>
              <div className="cs-report-table-wrap">
                <Table striped highlightOnHover miw={620} aria-label={t('usage.detail.table')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('usage.detail.day')}</Table.Th>
                      <ActivityHeads />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((day) => (
                      <Table.Tr key={day.day}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor
                            component={Link}
                            to={usagePaths.day(d.class.id, d.student.id, day.day)}
                            fw={600}
                            aria-label={t('usage.detail.open', { day: formatDay(day.day) })}
                          >
                            {formatDay(day.day)}
                          </Anchor>
                        </Table.Th>
                        <Table.Td ta="right">{num.format(day.sessions)}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {duration(day.activeSeconds)}
                        </Table.Td>
                        <Table.Td ta="right">{num.format(day.answers)}</Table.Td>
                        <Table.Td ta="right">{num.format(day.submissions)}</Table.Td>
                        <Table.Td ta="right">{num.format(day.lessons)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
              {d.days.length > PAGE_SIZE && (
                <ReportPager
                  total={d.days.length}
                  page={page}
                  pageSize={PAGE_SIZE}
                  onChange={setPage}
                  list={t('usage.detail.table')}
                />
              )}
            </>
          )}
        </ReportSection>
      </>
    );
  };

  return (
    <Stack gap="lg" maw={1100} className="cs-report">
      <ReportHeader
        title={data ? t('usage.detail.title', { name }) : t('usage.detail.back')}
        intro={
          data ? (
            <>
              {t('usage.detail.intro', { name })}
              <Text span display="block" mt={4} fw={600} c="dark">
                {data.class.name} ·{' '}
                {t('usage.range', { from: formatDay(shownRange.from!), to: formatDay(shownRange.to!) })}
              </Text>
            </>
          ) : undefined
        }
        crumbsLabel={t('usage.crumbs')}
        crumbs={[
          { label: t('usage.crystal'), to: usagePaths.crystal(p.classId) },
          { label: t('usage.students.title'), to: usagePaths.students(p.classId, range) },
          { label: name || t('usage.detail.back') },
        ]}
      />
      <ReportFilterBar value={shownRange} onChange={(next) => p.setRange(next)} />
      {body()}
    </Stack>
  );
}

/** /teacher/report/studentusagedetail?classId=&studentId=&from=&to=: one student's use, day by day.
 * The crystal report's license opens it (the API asks the same); without it, the locked-feature page.
 */
export function StudentUsageDetailPage() {
  return (
    <CrystalGate>
      <StudentUsageDetailPageView />
    </CrystalGate>
  );
}

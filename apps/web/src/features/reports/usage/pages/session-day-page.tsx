import { addDays, REPORT_TIME_ZONE, reportDayOf, type TSessionDay, type TSessionSummary } from '@clearsheets/shared';
import { Anchor, Group, List, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { ReportHeader } from '../../components/report-header';
import { ReportSection } from '../../components/report-section';
import { CrystalGate } from '../../crystal/components/crystal-gate';
import { formatDay } from '../../lib/format';
import { ScopeTiles } from '../../scope/components/scope-tiles';
import { useSessionDay } from '../api/usage-queries';
import { type UsageT, useUsageT } from '../i18n';
import { clockTime } from '../lib/usage-format';
import { usagePaths } from '../lib/usage-paths';
import { useDuration } from '../lib/use-duration';
import { useStudentParams } from '../lib/use-student-params';
import '../../reports.css';

const num = new Intl.NumberFormat();

/** What the student did in a session: each assignment, in a few words. */
function WorkList({ work, t }: { work: TSessionSummary['work']; t: UsageT }) {
  if (work.length === 0) return <Text size="sm">{t('usage.sessions.nothing')}</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0} m={0}>
      {work.map((w) => {
        const parts = [
          w.started ? t('usage.sessions.workStarted') : null,
          t('usage.sessions.workAnswers', { count: w.answers }),
          w.submitted
            ? w.score !== null && w.maxScore
              ? t('usage.sessions.workScore', { score: w.score, max: w.maxScore })
              : t('usage.sessions.workSubmitted')
            : null,
        ].filter(Boolean);
        return (
          <List.Item key={w.assignmentId}>
            <Text span fw={600} size="sm">
              {w.title ?? t('usage.sessions.otherClass')}
            </Text>
            {`: ${parts.join(', ')}`}
          </List.Item>
        );
      })}
    </List>
  );
}

function SessionsTable({ day }: { day: TSessionDay }) {
  const t = useUsageT();
  const duration = useDuration();
  return (
    <div className="cs-report-table-wrap">
      <Table striped miw={820} aria-label={t('usage.sessions.table')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('usage.sessions.started')}</Table.Th>
            <Table.Th scope="col">{t('usage.sessions.ended')}</Table.Th>
            <Table.Th scope="col">{t('usage.sessions.ending')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('usage.sessions.length')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('usage.sessions.time')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('usage.sessions.answers')}
            </Table.Th>
            <Table.Th scope="col">{t('usage.sessions.work')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {day.sessions.map((s) => (
            <Table.Tr key={s.startedAt}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {clockTime(s.startedAt)}
                <Text size="xs" c="dimmed" fw={400}>
                  {s.signedIn ? t('usage.sessions.yes') : t('usage.sessions.resumed')}
                </Text>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{clockTime(s.endedAt)}</Table.Td>
              <Table.Td>{t(`usage.sessions.endings.${s.ending}`)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {duration(s.durationSeconds)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {duration(s.activeSeconds)}
              </Table.Td>
              <Table.Td ta="right">{num.format(s.answers)}</Table.Td>
              <Table.Td miw={240}>
                <WorkList work={s.work} t={t} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function SessionDayPageView() {
  const t = useUsageT();
  const duration = useDuration();
  const p = useStudentParams();
  const day = p.day ?? reportDayOf(new Date(), REPORT_TIME_ZONE);
  const query = useSessionDay(p.classId, p.studentId, day);
  const data = query.data;
  const name = data ? `${data.student.firstName} ${data.student.lastName}` : '';
  const dayLink = (d: string) => (p.classId && p.studentId ? usagePaths.day(p.classId, p.studentId, d) : '#');

  const body = () => {
    if (!p.classId || !p.studentId) return <Text>{t('usage.students.chooseClass')}</Text>;
    if (query.isPending) return <LoadingBlock lines={5} height={28} />;
    if (query.isError)
      return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    const d = query.data;
    return (
      <>
        <ScopeTiles
          tiles={[
            { label: t('usage.tiles.sessions'), value: num.format(d.totals.sessions) },
            { label: t('usage.tiles.time'), value: duration(d.totals.activeSeconds) },
            { label: t('usage.tiles.answers'), value: num.format(d.totals.answers) },
            { label: t('usage.tiles.submissions'), value: num.format(d.totals.submissions) },
            { label: t('usage.tiles.lessons'), value: num.format(d.totals.lessons) },
          ]}
        />
        <ReportSection
          title={t('usage.sessions.table')}
          csv={{
            path: usagePaths.csv('/api/v1/reports/usage/sessions.csv', {
              classId: d.class.id,
              studentId: d.student.id,
              day: d.day,
            }),
            fileName: `sessions-${d.student.username}-${d.day}.csv`,
          }}
        >
          {d.sessions.length === 0 ? <Text>{t('usage.sessions.empty')}</Text> : <SessionsTable day={d} />}
        </ReportSection>
      </>
    );
  };

  return (
    <Stack gap="lg" maw={1100} className="cs-report">
      <ReportHeader
        title={data ? t('usage.sessions.title', { name, day: formatDay(day) }) : formatDay(day)}
        intro={data ? t('usage.sessions.intro', { name }) : undefined}
        crumbsLabel={t('usage.crumbs')}
        crumbs={[
          { label: t('usage.crystal'), to: usagePaths.crystal(p.classId) },
          { label: t('usage.students.title'), to: usagePaths.students(p.classId) },
          {
            label: name || t('usage.detail.back'),
            to: p.classId && p.studentId ? usagePaths.student(p.classId, p.studentId) : undefined,
          },
          { label: formatDay(day) },
        ]}
      />
      <nav aria-label={t('usage.sessions.days')} className="cs-no-print">
        <Group gap="lg">
          <Anchor component={Link} to={dayLink(addDays(day, -1))} fw={600} size="sm">
            ‹ {t('usage.sessions.previous')}
          </Anchor>
          <Anchor component={Link} to={dayLink(addDays(day, 1))} fw={600} size="sm">
            {t('usage.sessions.next')} ›
          </Anchor>
        </Group>
      </nav>
      {body()}
    </Stack>
  );
}

/**
 * /teacher/report/studentsessionsummarydetail?classId=&studentId=&day=: one student's sessions on one day (today
 * when no day is named): sign-in, sign-out or time-out, length, time on task and what they did.
 * The crystal report's license opens it (the API asks the same); without it, the locked-feature page.
 */
export function SessionDayPage() {
  return (
    <CrystalGate>
      <SessionDayPageView />
    </CrystalGate>
  );
}

import type { LessonKind, TLessonReport } from '@clearsheets/shared';
import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useLessonReport } from '../api/report-queries';
import {
  ChecksSection,
  MoodsSection,
  QuickChecksSection,
  StandardsSection,
  StudentsSection,
} from '../components/report-sections';
import { CsvButton, PrintButton, SummaryHeader, SummaryStatus } from '../components/summary-parts';
import { kindLabel, useLessonsT } from '../i18n';
import { backPath, checkNames, formatSessionDate, localeOf, sessionStatus, summaryPaths } from '../lib/lesson-summary';
import { idParam } from '../lib/paths';
import { useReportT } from '../report-i18n';
import '../lessons.css';
import '../lesson-summary.css';

/**
 * /teacher/lessonsummary/report?session= and /teacher/mylessonsummary/report?session=: one session's report: who
 * joined, each check and standard (the closed loop of routing and re-checks), the quick checks and moods, and every
 * student's scores and routes; Print and the students as CSV.
 */
export function LessonReportPage({ kind }: { kind: LessonKind }) {
  const t = useReportT();
  const [params] = useSearchParams();
  const sessionId = idParam(params.get('session'));
  const back = backPath(params.get('back'), kind);
  const report = useLessonReport(sessionId);
  const listTitle = t(`titles.${back.view}`);
  const crumbs = [{ label: listTitle, to: back.to }, { label: report.data?.session.title ?? '…' }];

  if (sessionId === null)
    return (
      <Stack gap="lg" maw={1240} className="cs-lesson-report">
        <SummaryHeader title={listTitle} />
        <Text>
          <Anchor component={Link} to={back.to}>
            {t('noSession')}
          </Anchor>
        </Text>
      </Stack>
    );
  if (report.isPending)
    return (
      <Stack gap="lg" maw={1240} className="cs-lesson-report">
        <SummaryHeader title={listTitle} crumbs={crumbs} />
        <LoadingBlock lines={8} height={28} />
      </Stack>
    );
  if (report.isError)
    return (
      <Stack gap="lg" maw={1240} className="cs-lesson-report">
        <SummaryHeader title={listTitle} crumbs={crumbs} />
        {isApiError(report.error) && report.error.status === 404 ? (
          <Alert color="orange" variant="light" role="alert">
            <Stack gap="xs">
              <Text>{t('notFound')}</Text>
              <Anchor component={Link} to={back.to} fw={600}>
                {t('backToList')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
        )}
      </Stack>
    );
  return <ReportView report={report.data} crumbs={crumbs} />;
}

function ReportView({ report, crumbs }: { report: TLessonReport; crumbs: { label: string; to?: string }[] }) {
  const t = useReportT();
  const l = useLessonsT();
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { session } = report;
  const names = useMemo(() => checkNames(report.checks, (k) => kindLabel(l, k)), [report.checks, l]);
  return (
    <Stack gap="lg" maw={1240} className="cs-lesson-report">
      <SummaryHeader
        title={session.title}
        crumbs={crumbs}
        actions={
          <>
            <CsvButton
              path={summaryPaths.csv(session.id)}
              fileName={`lesson-${session.id}.csv`}
              label={t('csvLabel', { title: session.title })}
            />
            <PrintButton />
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <dl className="cs-summary-facts" aria-label={t('header.facts')}>
          <div>
            <dt>{t('header.date')}</dt>
            <dd>{formatSessionDate(session.startedAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('header.classes')}</dt>
            <dd>{session.classes.map((c) => c.name).join(', ') || '—'}</dd>
          </div>
          <div>
            <dt>{t('header.teacher')}</dt>
            <dd>{report.teacher || '—'}</dd>
          </div>
          <div>
            <dt>{t('header.joined')}</dt>
            <dd>{t('header.joinedOf', { joined: report.joined, enrolled: report.enrolled })}</dd>
          </div>
          <div>
            <dt>{t('header.status')}</dt>
            <dd>
              <SummaryStatus status={sessionStatus(session)} rating={session.rating} />
            </dd>
          </div>
        </dl>
      </Paper>
      <ChecksSection checks={report.checks} names={names} locale={locale} />
      <StandardsSection standards={report.standards} locale={locale} />
      <QuickChecksSection quickChecks={report.quickChecks} />
      <MoodsSection moods={report.moods} />
      <StudentsSection report={report} names={names} locale={locale} />
    </Stack>
  );
}

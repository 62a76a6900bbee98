import type { TLessonReportList } from '@clearsheets/shared';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatAverage, formatSessionDate, sessionStatus, summaryPaths } from '../lib/lesson-summary';
import { useReportT } from '../report-i18n';
import { SummaryStatus } from './summary-parts';
import { type SummaryColumn, SummaryTable } from './summary-table';

type Row = TLessonReportList['items'][number];

interface LessonSessionsTableProps {
  rows: readonly Row[];
  showTeacher: boolean;
  /** The list's own address, where a report's crumbs lead back. */
  back: string;
  locale: string;
}

/** The sessions of a summary page: when, what, who, how many joined, the average check score, the status, the
 * report. */
export function LessonSessionsTable({ rows, showTeacher, back, locale }: LessonSessionsTableProps) {
  const t = useReportT();
  const columns: SummaryColumn<Row>[] = [
    {
      key: 'date',
      header: t('list.date'),
      cell: (r) => formatSessionDate(r.session.startedAt, locale),
      nowrap: true,
    },
    { key: 'lesson', header: t('list.lesson'), cell: (r) => r.session.title, rowHeader: true },
    {
      key: 'classes',
      header: t('list.classes'),
      cell: (r) => r.session.classes.map((c) => c.name).join(', ') || '—',
      text: true,
    },
    ...(showTeacher ? [{ key: 'teacher', header: t('list.teacher'), cell: (r: Row) => r.teacher || '—' }] : []),
    {
      key: 'joined',
      header: t('list.joined'),
      cell: (r) => t('list.joinedOf', { joined: r.joined, enrolled: r.enrolled }),
      numeric: true,
    },
    {
      key: 'average',
      header: t('list.average'),
      cell: (r) => formatAverage(r.averageScore, locale),
      numeric: true,
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (r) => <SummaryStatus status={sessionStatus(r.session)} rating={r.session.rating} />,
      nowrap: true,
    },
    {
      key: 'report',
      header: t('list.report'),
      cell: (r) => (
        <Anchor
          component={Link}
          to={summaryPaths.report(r.session.kind, r.session.id, back)}
          fw={600}
          aria-label={t('list.openLabel', {
            title: r.session.title,
            date: formatSessionDate(r.session.startedAt, locale, false),
          })}
        >
          {t('list.open')}
        </Anchor>
      ),
      nowrap: true,
    },
  ];
  return <SummaryTable caption={t('list.caption')} columns={columns} rows={rows} rowKey={(r) => r.session.id} />;
}

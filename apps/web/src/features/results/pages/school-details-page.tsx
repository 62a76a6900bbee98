import type { TAssignmentResults } from '@clearsheets/shared';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useSession } from '../../../lib/session-store';
import { useAssignmentList, useManyResults } from '../api/results-queries';
import { PageHeading } from '../components/page-heading';
import { ResultsPager } from '../components/results-pager';
import { SchoolTable } from '../components/school-table';
import { useResultsT } from '../i18n';
import { type ClassRollup, rollupByClass } from '../lib/class-stats';
import '../results.css';

const PAGE_SIZE = 10;
type Status = 'active' | 'past' | 'all';

/**
 * /teacher/schooldetails: the school's assignments (a teacher's own), class by class, with completion and
 * average. The list API counts all of an assignment's classes together, so assignments given to several
 * classes are split with their results.
 */
export function SchoolDetailsPage() {
  const t = useResultsT();
  const session = useSession();
  // Presentation only (which intro): a teacher's list is their own assignments, a leader's their school's.
  const isTeacher = session.status === 'signedIn' && session.role === 'Teacher';
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const list = useAssignmentList({ status, page, pageSize: PAGE_SIZE });
  const items = list.data?.items ?? [];
  const multi = items.filter((a) => a.classes.length > 1).map((a) => a.id);
  const many = useManyResults(multi);
  const byId = new Map<number, TAssignmentResults | undefined>(multi.map((id, i) => [id, many[i]?.data]));
  const rows = items.map((a) => rollupByClass(a, byId.get(a.id)));
  const ready = rows.every((r) => r !== null);
  const failed = many.find((q) => q.isError);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading
        title={t('results.school.title')}
        intro={isTeacher ? t('results.school.introTeacher') : t('results.school.intro')}
      />
      <div>
        <Text id="school-filter" size="sm" fw={500} display="block" mb={4}>
          {t('results.school.filter')}
        </Text>
        <SegmentedControl
          aria-labelledby="school-filter"
          value={status}
          onChange={(value) => {
            setStatus(value as Status);
            setPage(1);
          }}
          data={(['all', 'active', 'past'] as const).map((value) => ({ value, label: t(`results.school.${value}`) }))}
        />
      </div>
      {list.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.total === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('results.school.empty')}</Text>
        </Paper>
      ) : failed ? (
        <QueryError error={failed.error} onRetry={() => failed.refetch()} retrying={failed.isFetching} />
      ) : !ready ? (
        <LoadingBlock lines={6} height={28} />
      ) : (
        <>
          <SchoolTable rows={rows.flat() as ClassRollup[]} />
          <ResultsPager page={page} total={list.data.total} pageSize={PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

import { GRADES, type Role } from '@clearsheets/shared';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useGradeSubjectLabels } from '../../../lib/grade-subject';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { useClassList } from '../api/class-queries';
import { PlusIcon } from '../components/class-icons';
import { ClassesTable } from '../components/classes-table';
import { Pager } from '../components/pager';
import { useClassActions } from '../components/use-class-actions';
import { useClassesT } from '../i18n';
import { premiumAccess } from '../lib/class-format';
import '../classes.css';

const PAGE_SIZE = 20;
const ALL = 'all';

function introKey(role: Role) {
  if (role === 'DistrictAdmin') return 'list.introDistrict' as const;
  if (role === 'Teacher') return 'list.intro' as const;
  return 'list.introLeader' as const;
}

/** /teacher/classmanager: the caller's classes with a grade filter, pages and per-class actions. */
export function ClassManagerPage() {
  const ct = useClassesT();
  const labels = useGradeSubjectLabels();
  const session = useSession();
  const role: Role = session.status === 'signedIn' ? session.role : 'Teacher';
  const me = useMe();
  const [search, setSearch] = useSearchParams();
  const grade = (GRADES as readonly string[]).includes(search.get('grade') ?? '')
    ? (search.get('grade') as string)
    : '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useClassList({ grade: grade || undefined, page, pageSize: PAGE_SIZE });
  const actions = useClassActions();
  // What the caller may do comes with the data: the list says whether they may create a class, each class what
  // they may do with it.
  const canCreate = list.data?.abilities.create === true;
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  // After deleting the last class of the last page, step back to a page that exists.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) {
      const params = new URLSearchParams(search);
      if (lastPage > 1) params.set('page', String(lastPage));
      else params.delete('page');
      setSearch(params, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, lastPage, search, setSearch]);

  const setParams = (next: { grade?: string; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.grade !== undefined) {
      if (next.grade) params.set('grade', next.grade);
      else params.delete('grade');
      params.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) params.set('page', String(next.page));
      else params.delete('page');
    }
    setSearch(params, { replace: next.page === undefined });
  };

  const createButton = canCreate ? (
    <Button component={Link} to={PATHS.teacherCreateClass} leftSection={<PlusIcon />}>
      {ct('list.create')}
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {ct('list.title')}
          </Title>
          <Text c="dimmed">{ct(introKey(role))}</Text>
        </Stack>
        {/* Always here in the heading once the list says so, never moved: a button that moved into the empty state
            once the list arrived was a new element, so a click aimed at the old one while the list loaded was lost. */}
        {createButton}
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={ct('list.gradeFilter')}
          data={[{ value: ALL, label: ct('list.allGrades') }, ...labels.gradeOptions()]}
          value={grade || ALL}
          onChange={(value) => setParams({ grade: value === ALL ? '' : (value ?? '') })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        {list.data ? (
          <Text size="sm" c="dimmed" role="status">
            {ct('list.total', { count: list.data.total })}
          </Text>
        ) : null}
      </Group>
      {list.isPending ? (
        <LoadingBlock lines={6} height={32} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} size="h3">
              {grade ? ct('list.emptyFiltered', { grade: labels.grade(grade) }) : ct('list.empty')}
            </Title>
            {grade ? (
              <Button variant="default" onClick={() => setParams({ grade: '' })}>
                {ct('list.clearFilter')}
              </Button>
            ) : (
              <Text c="dimmed">{canCreate ? ct('list.emptyBody') : ct('list.emptyLeader')}</Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
          <ClassesTable
            classes={list.data.items}
            premium={premiumAccess(me.data)}
            showSchool={role === 'DistrictAdmin'}
            onAction={actions.open}
          />
          <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onChange={(p) => setParams({ page: p })} />
        </Stack>
      )}
      {actions.modals}
    </Stack>
  );
}

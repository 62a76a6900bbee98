import type { TAssignmentSummary } from '@clearsheets/shared';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import type { AssignmentStatus } from '../api/assignment-keys';
import { SEARCH_LIMIT, useAllAssignments, useAssignmentList, useTeacherClasses } from '../api/assignment-queries';
import { AssignmentsTable } from '../components/assignments-table';
import { Pager } from '../components/pager';
import { useAssignmentActions } from '../components/use-assignment-actions';
import { useAssignmentsT } from '../i18n';
import { matchesTitle } from '../lib/format';
import { idParam } from '../lib/paths';
import '../assignments.css';

const PAGE_SIZE = 20;
const STATUSES: AssignmentStatus[] = ['active', 'past', 'all'];

/** /teacher/assignment/list: every assignment, by class and Active/Past/All, searchable by title, paged. */
export function AssignmentListPage() {
  const t = useAssignmentsT();
  const [params, setParams] = useSearchParams();
  const classId = idParam(params, 'classId') ?? undefined;
  const status = (STATUSES as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as AssignmentStatus)
    : 'active';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching = debounced !== '';

  const classes = useTeacherClasses();
  const paged = useAssignmentList({ classId, status, page, pageSize: PAGE_SIZE }, !searching);
  const everything = useAllAssignments({ classId, status }, searching);
  const actions = useAssignmentActions(classes.data ?? []);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const update = (next: { classId?: number | null; status?: AssignmentStatus; page?: number; q?: string }) => {
    const p = new URLSearchParams(params);
    if (next.classId !== undefined) {
      if (next.classId) p.set('classId', String(next.classId));
      else p.delete('classId');
      p.delete('page');
    }
    if (next.status !== undefined) {
      if (next.status === 'active') p.delete('status');
      else p.set('status', next.status);
      p.delete('page');
    }
    if (next.q !== undefined) {
      if (next.q) p.set('q', next.q);
      else p.delete('q');
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p, { replace: next.page === undefined });
  };

  // The search is kept in the address (shareable, restored on Back) once the typing settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search writes the address
  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) update({ q: debounced });
  }, [debounced]);

  const view = useMemo((): {
    items: TAssignmentSummary[];
    total: number;
    limited: boolean;
  } | null => {
    if (searching) {
      if (!everything.data) return null;
      const matching = everything.data.items.filter((a) => matchesTitle(a.title, debounced));
      return {
        items: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: matching.length,
        limited: !everything.data.complete,
      };
    }
    if (!paged.data) return null;
    return { items: paged.data.items, total: paged.data.total, limited: false };
  }, [searching, everything.data, paged.data, debounced, page]);

  const query = searching ? everything : paged;
  const filtered = !!classId || status !== 'active' || searching;
  const lastPage = view ? Math.max(1, Math.ceil(view.total / PAGE_SIZE)) : 1;

  // After deleting the last assignment of the last page, step back to a page that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the list only
  useEffect(() => {
    if (view && !query.isPlaceholderData && page > lastPage) update({ page: lastPage });
  }, [view, query.isPlaceholderData, page, lastPage]);

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('assignments.list.title')}
          </Title>
          <Text c="dimmed">{t('assignments.list.intro')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={PATHS.teacherAssignmentHome} variant="default">
            {t('assignments.list.home')}
          </Button>
          <Button component={Link} to={PATHS.teacherLibrary}>
            {t('assignments.list.assign')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('assignments.list.classFilter')}
          data={[
            { value: '', label: t('assignments.list.allClasses') },
            ...(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={classId ? String(classId) : ''}
          onChange={(value) => update({ classId: value ? Number(value) : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="list-status-label">
            {t('assignments.list.statusFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="list-status-label"
            data={STATUSES.map((s) => ({ value: s, label: t(`assignments.list.status_${s}`) }))}
            value={status}
            onChange={(value) => update({ status: value as AssignmentStatus })}
          />
        </Stack>
        <TextInput
          label={t('assignments.list.search')}
          placeholder={t('assignments.list.searchPlaceholder')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {view ? (
        <Text size="sm" c="dimmed" role="status">
          {searching
            ? t('assignments.list.matching', { count: view.total })
            : t('assignments.list.total', { count: view.total })}
          {view.limited ? ` ${t('assignments.list.searchLimited', { count: SEARCH_LIMIT })}` : ''}
        </Text>
      ) : null}
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : !view ? (
        <LoadingBlock lines={6} height={32} />
      ) : view.items.length === 0 ? (
        <EmptyState
          art={filtered ? 'search' : 'assignments'}
          title={filtered ? t('assignments.list.emptyFiltered') : t('assignments.list.empty')}
          body={filtered ? undefined : t('assignments.list.emptyBody')}
          actions={
            filtered ? (
              <Button
                variant="default"
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {t('assignments.list.clearFilters')}
              </Button>
            ) : (
              <Button component={Link} to={PATHS.teacherLibrary}>
                {t('assignments.home.library')}
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <AssignmentsTable assignments={view.items} now={now} onAction={actions.open} />
          <Pager
            page={page}
            total={view.total}
            pageSize={PAGE_SIZE}
            onChange={(p) => update({ page: p })}
            label={t('assignments.list.pagination')}
          />
        </Stack>
      )}
      {actions.modals}
    </Stack>
  );
}

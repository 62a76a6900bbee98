import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { lastClassOf, preferredClass, rememberClass } from '../../../lib/last-class';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { useTeacherClasses } from '../api/lesson-queries';
import { useDistrictSchools, useLessonReportList } from '../api/report-queries';
import { LessonSessionsTable } from '../components/lesson-sessions-table';
import { SummaryHeader } from '../components/summary-parts';
import {
  listQuery,
  localeOf,
  pageParam,
  type SummaryView,
  showTeacherColumn,
  summaryPaths,
} from '../lib/lesson-summary';
import { idParam, lessonPaths } from '../lib/paths';
import { useReportT } from '../report-i18n';
import '../lesson-summary.css';

const PAGE_SIZE = 25;

/**
 * The lesson summary's lists, one component for four addresses: /teacher/lessonsummary (Clear Lessons taught) and
 * /teacher/mylessonsummary (My Clear Lessons), each with a class filter; /teacher/classlessonresult?classId= (a
 * class's sessions, with a class picker); /teacher/schoollessondetails?schoolId= (a school's: a district admin may
 * pick one, else the whole district). The server keeps each caller to their reach.
 */
export function LessonSummaryPage({ view }: { view: SummaryView }) {
  const t = useReportT();
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const seesDistrict = session.status === 'signedIn' && isRoleAllowed(session.role, PAGE_ROLES[PATHS.districtReport]);

  // The other lists: the school's for those who lead one (or the district), the rest for everyone.
  const views: SummaryView[] = ['clear', 'my', 'class'];
  if (session.status === 'signedIn' && isRoleAllowed(session.role, PAGE_ROLES[PATHS.districtSchoolDetail]))
    views.push('school');

  const classId = idParam(params.get('classId'));
  const schoolId = idParam(params.get('schoolId'));
  const page = pageParam(params.get('page'));
  const pickClass = view !== 'school';
  const classes = useTeacherClasses(pickClass);
  const schools = useDistrictSchools(view === 'school' && seesDistrict);

  // A class's page with no class named: the class opened last, else the first (written into the address).
  const fallbackClass =
    view === 'class' && classId === null && classes.data
      ? (preferredClass(classes.data.items, lastClassOf(user?.UserId))?.id ?? null)
      : null;
  useEffect(() => {
    if (fallbackClass === null) return;
    const next = new URLSearchParams(params);
    next.set('classId', String(fallbackClass));
    setParams(next, { replace: true });
  }, [fallbackClass, params, setParams]);
  useEffect(() => {
    if (view === 'class' && classId !== null) rememberClass(user?.UserId, classId);
  }, [view, classId, user?.UserId]);

  const query = listQuery(view, { classId, schoolId, page }, PAGE_SIZE);
  const list = useLessonReportList(query, view !== 'class' || classId !== null);
  const rows = list.data?.items ?? [];
  const here = summaryPaths.list(view, {
    classId: view === 'school' ? null : classId,
    schoolId: view === 'school' ? schoolId : null,
    page,
  });

  const choose = (key: 'classId' | 'schoolId', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const goToPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next);
  };

  const className = classes.data?.items.find((c) => c.id === classId)?.name;
  const schoolName =
    view !== 'school'
      ? null
      : seesDistrict
        ? (schools.data?.find((s) => s.id === schoolId)?.name ?? null)
        : (user?.SchoolName ?? null);
  const place = view === 'class' ? className : schoolName;
  const title = place ? `${t(`titles.${view}`)}: ${place}` : t(`titles.${view}`);
  const intro = view === 'school' && seesDistrict && schoolId === null ? t('intros.district') : t(`intros.${view}`);

  const classSelect = pickClass && classes.data && classes.data.items.length > 0 && (
    <Select
      label={t('filters.class')}
      placeholder={view === 'class' ? t('filters.chooseClass') : t('filters.allClasses')}
      data={classes.data.items.map((c) => ({ value: String(c.id), label: c.name }))}
      value={classId !== null ? String(classId) : null}
      onChange={(v) => choose('classId', v)}
      clearable={view !== 'class'}
      allowDeselect={view !== 'class'}
      searchable={classes.data.items.length > 8}
      w={{ base: '100%', xs: 280 }}
    />
  );
  const schoolSelect = view === 'school' && seesDistrict && schools.data && (
    <Select
      label={t('filters.school')}
      placeholder={t('filters.allSchools')}
      data={schools.data.map((s) => ({ value: String(s.id), label: s.name }))}
      value={schoolId !== null ? String(schoolId) : null}
      onChange={(v) => choose('schoolId', v)}
      clearable
      searchable={schools.data.length > 8}
      w={{ base: '100%', xs: 320 }}
    />
  );

  const body = () => {
    if (view === 'class' && classId === null) {
      if (classes.isPending) return <LoadingBlock lines={6} height={28} />;
      if (classes.isError)
        return <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />;
      return <EmptyState art="results" title={t('list.noClasses')} headingOrder={3} />;
    }
    if (list.isPending) return <LoadingBlock lines={6} height={28} />;
    if (list.isError)
      return <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />;
    if (rows.length === 0) {
      if (view === 'class')
        return (
          <EmptyState art="results" title={t('list.emptyClass')} body={t('list.emptyClassBody')} headingOrder={3} />
        );
      if (classId !== null && view !== 'school')
        return (
          <EmptyState
            art="search"
            title={t('list.emptyFiltered')}
            body={t('list.emptyFilteredBody')}
            headingOrder={3}
            actions={
              <Button variant="default" onClick={() => choose('classId', null)}>
                {t('filters.allClasses')}
              </Button>
            }
          />
        );
      return (
        <EmptyState
          art="results"
          title={t('list.empty')}
          body={t('list.emptyBody')}
          headingOrder={3}
          actions={
            <Button component={Link} to={lessonPaths.library()}>
              {t('list.toLibrary')}
            </Button>
          }
        />
      );
    }
    return (
      <Stack gap="sm" aria-busy={list.isFetching}>
        <LessonSessionsTable
          rows={rows}
          showTeacher={showTeacherColumn(view, rows, user ? `${user.FirstName} ${user.LastName}` : null)}
          back={here}
          locale={locale}
        />
        <ListPagination
          total={list.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={goToPage}
          labels={{
            nav: t('list.pager.nav'),
            previous: t('list.pager.previous'),
            next: t('list.pager.next'),
            page: (p) => t('list.pager.page', { page: p }),
            range: (from, to, total) => t('list.pager.range', { from, to, total }),
          }}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1240} className="cs-lesson-report">
      <SummaryHeader title={title} intro={intro} />
      <nav aria-label={t('views.label')} className="cs-no-print">
        <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
          {views.map((v) => (
            <Anchor
              key={v}
              component={Link}
              to={summaryPaths.list(v)}
              fw={v === view ? 700 : 500}
              underline={v === view ? 'always' : 'hover'}
              aria-current={v === view ? 'page' : undefined}
            >
              {t(`views.${v}`)}
            </Anchor>
          ))}
        </Group>
      </nav>
      {(classSelect || schoolSelect) && (
        <search aria-label={t('filters.label')} className="cs-no-print">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {classSelect}
            {schoolSelect}
          </Group>
        </search>
      )}
      <section aria-labelledby={headingId}>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg" id={headingId}>
            {t('list.caption')}
          </Title>
          {list.data && (view !== 'class' || classId !== null) && (
            <Text size="sm" c="dimmed" role="status">
              {t('list.count', { count: list.data.total })}
            </Text>
          )}
        </Group>
        {body()}
      </section>
    </Stack>
  );
}

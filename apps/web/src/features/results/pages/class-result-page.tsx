import { Button, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import { useAssignmentList, useClassDetail, useClassOptions, useManyResults } from '../api/results-queries';
import { ClassAssignmentsTable } from '../components/class-assignments-table';
import { PageHeading } from '../components/page-heading';
import { ResultsPager } from '../components/results-pager';
import { ScoreGrid } from '../components/score-grid';
import { useClassParam } from '../components/use-class-param';
import { useResultsT } from '../i18n';
import { classGrid, pageOf } from '../lib/class-grid';
import '../results.css';

const ASSIGNMENTS_PER_PAGE = 8;
const STUDENTS_PER_PAGE = 25;

/** /teacher/classresult?classId=N: the class's assignments with submissions and averages, and a score grid. */
export function ClassResultPage() {
  const t = useResultsT();
  const classes = useClassOptions();
  const [classId, setClassId] = useClassParam(classes.data);
  // Pages belong to one class: switching class starts again at the first page.
  const [pages, setPages] = useState({ classId, assignments: 1, students: 1 });
  const current = pages.classId === classId ? pages : { classId, assignments: 1, students: 1 };
  const setPage = (which: 'assignments' | 'students', page: number) => setPages({ ...current, [which]: page });

  const list = useAssignmentList(
    { classId: classId ?? undefined, status: 'all', page: current.assignments, pageSize: ASSIGNMENTS_PER_PAGE },
    classId !== null,
  );
  const assignments = classId !== null ? (list.data?.items ?? []) : [];
  // Whether the caller may assign (the list says) and grade (each assignment says) comes from the server.
  const canAssign = list.data?.abilities.create === true;
  const many = useManyResults(assignments.map((a) => a.id));
  const detail = useClassDetail(classId);
  const manyData = many.map((q) => q.data);
  const students = (detail.data?.students ?? [])
    .filter((s) => s.status === 'active')
    .map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`.trim() }));
  const rows = classId === null ? [] : classGrid(classId, students, manyData);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading title={t('results.classResult.title')} intro={t('results.classResult.intro')} />
      {classes.isPending ? (
        <LoadingBlock lines={3} height={28} />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => classes.refetch()} retrying={classes.isFetching} />
      ) : classes.data.length === 0 ? (
        <Text>{t('results.classResult.noClasses')}</Text>
      ) : (
        <>
          <Select
            label={t('results.classResult.classLabel')}
            placeholder={t('results.classResult.classPlaceholder')}
            data={classes.data.map((c) => ({ value: String(c.id), label: c.name }))}
            value={classId === null ? null : String(classId)}
            onChange={(next) => next && setClassId(Number(next))}
            allowDeselect={false}
            searchable={classes.data.length > 8}
            maw={420}
          />
          {list.isPending ? (
            <LoadingBlock lines={5} height={28} />
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
          ) : list.data.total === 0 ? (
            <EmptyState
              art="results"
              title={t('results.classResult.noAssignments')}
              body={
                canAssign
                  ? t('results.classResult.noAssignmentsBody')
                  : t('results.classResult.noAssignmentsBodyLeader')
              }
              actions={
                canAssign && (
                  <Button component={Link} to={PATHS.teacherLibrary}>
                    {t('results.classResult.assignFirst')}
                  </Button>
                )
              }
            />
          ) : (
            <>
              <Stack gap="sm" component="section" aria-labelledby="class-assignments">
                <Title order={2} fz="xl" id="class-assignments">
                  {t('results.classResult.assignments')}
                </Title>
                <ClassAssignmentsTable classId={classId ?? 0} assignments={assignments} results={manyData} />
                <ResultsPager
                  page={current.assignments}
                  total={list.data.total}
                  pageSize={ASSIGNMENTS_PER_PAGE}
                  onChange={(page) => setPage('assignments', page)}
                  label={t('results.classResult.assignmentPages')}
                />
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="class-grid">
                <Title order={2} fz="xl" id="class-grid">
                  {t('results.classResult.grid')}
                </Title>
                {detail.isError ? (
                  <QueryError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
                ) : detail.isPending ? (
                  <LoadingBlock lines={5} height={28} />
                ) : (
                  <>
                    <ScoreGrid assignments={assignments} rows={pageOf(rows, current.students, STUDENTS_PER_PAGE)} />
                    <ResultsPager
                      page={current.students}
                      total={rows.length}
                      pageSize={STUDENTS_PER_PAGE}
                      onChange={(page) => setPage('students', page)}
                      label={t('results.classResult.studentPages')}
                    />
                  </>
                )}
              </Stack>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { useGradeSubjectLabels } from '../../../../lib/grade-subject';
import { LevelBadge } from '../../components/level-badge';
import { LevelDistribution } from '../../components/level-distribution';
import { type Crumb, ReportHeader } from '../../components/report-header';
import { ReportPager } from '../../components/report-pager';
import { ReportSection } from '../../components/report-section';
import { TrendBadge } from '../../components/trend-badge';
import { formatPercent } from '../../lib/format';
import { csvPath, useScopeClass } from '../api/scope-queries';
import { AssignmentsTable } from '../components/assignments-table';
import { ScopeFilterBar } from '../components/scope-filter-bar';
import { ScopeLinks } from '../components/scope-links';
import { ScopeTiles } from '../components/scope-tiles';
import { useScopeT } from '../i18n';
import { idParam, scopePaths } from '../lib/scope-paths';
import { useSchoolParam } from '../lib/use-school-param';
import { useScopeFilters } from '../lib/use-scope-filters';
import '../../reports.css';
import { ScrollTable } from '../components/scroll-table';

const STUDENTS_PER_PAGE = 30;

/**
 * /districtadmin/classresult?classId=: a class in the drill from a school: its students' scores, levels and
 * trends (each opening the student's report) and the assignments that reached it.
 */
export function ScopeClassPage() {
  const t = useScopeT();
  const labels = useGradeSubjectLabels();
  const [params] = useSearchParams();
  const classId = idParam(params.get('classId'));
  const { seesDistrict } = useSchoolParam();
  const [filters, setFilters] = useScopeFilters();
  const report = useScopeClass(classId, filters);
  const [page, setPage] = useState(1);
  const data = report.data;
  const cls = data?.class;
  const crumbs: Crumb[] = [
    ...(seesDistrict ? [{ label: t('scope.districtTitle'), to: scopePaths.district(filters) }] : []),
    ...(cls ? [{ label: cls.schoolName, to: scopePaths.school(cls.schoolId, filters) }] : []),
    { label: cls?.name ?? '…' },
  ];
  const base = `/api/v1/reports/scope/classes/${classId}/report.csv`;
  const students = data?.students ?? [];
  const pageCount = Math.max(1, Math.ceil(students.length / STUDENTS_PER_PAGE));
  const current = Math.min(page, pageCount);

  return (
    <Stack gap="lg" maw={1240} className="cs-report">
      <ReportHeader
        title={cls?.name ?? t('scope.class.studentsTitle')}
        intro={
          cls
            ? t('scope.classIntro', {
                gradeSubject: labels.gradeSubject(cls.grade, cls.subject),
                teachers: cls.teachers.join(', ') || t('scope.noTeachers'),
              })
            : undefined
        }
        crumbs={crumbs}
        crumbsLabel={t('scope.crumbs')}
      />
      {classId !== null && (
        <ScopeLinks links={[{ to: scopePaths.classResults(classId), label: t('scope.nav.classResults') }]} />
      )}
      <ScopeFilterBar value={filters} onChange={setFilters} gradeSubject={false} />
      {classId === null ? (
        <Text>{t('scope.table.empty')}</Text>
      ) : report.isPending ? (
        <LoadingBlock lines={6} height={28} />
      ) : report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : (
        <>
          <ScopeTiles
            tiles={[
              { label: t('scope.tiles.students'), value: students.length },
              {
                label: t('scope.tiles.percent'),
                value: formatPercent(data!.score.percent),
                hint: <LevelBadge level={data!.score.level} short />,
              },
              { label: t('scope.tiles.scored'), value: data!.score.items },
            ]}
          />
          <ReportSection title={t('scope.levelsTitle')}>
            <LevelDistribution
              counts={data!.levels}
              thresholds={data!.thresholds}
              caption={t('scope.levelsCaption', { name: cls!.name })}
            />
          </ReportSection>
          <ReportSection
            title={t('scope.class.studentsTitle')}
            csv={{ path: csvPath(base, filters, { table: 'students' }), fileName: `class-${classId}-students.csv` }}
          >
            {students.length === 0 ? (
              <Text>{t('scope.class.emptyStudents')}</Text>
            ) : (
              <>
                <ScrollTable minWidth={560} label={t('scope.class.studentsTitle')}>
                  <Table striped withTableBorder verticalSpacing="xs" captionSide="top">
                    <Table.Caption>
                      <VisuallyHidden>{t('scope.class.studentsTitle')}</VisuallyHidden>
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('scope.table.student')}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('scope.table.percent')}
                        </Table.Th>
                        <Table.Th scope="col">{t('scope.table.level')}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('scope.table.scored')}
                        </Table.Th>
                        <Table.Th scope="col">{t('scope.table.trend')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {students.slice((current - 1) * STUDENTS_PER_PAGE, current * STUDENTS_PER_PAGE).map((s) => (
                        <Table.Tr key={s.id}>
                          <Table.Th scope="row" fw={500}>
                            <Anchor
                              component={Link}
                              to={scopePaths.student(classId, s.id)}
                              fw={600}
                              aria-label={t('scope.class.studentDetail', { name: s.name })}
                            >
                              {s.name}
                            </Anchor>
                          </Table.Th>
                          <Table.Td ta="right" fw={700}>
                            {formatPercent(s.percent)}
                          </Table.Td>
                          <Table.Td>
                            <LevelBadge level={s.level} short />
                          </Table.Td>
                          <Table.Td ta="right">{s.items}</Table.Td>
                          <Table.Td>
                            <TrendBadge trend={s.trend} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
                <ReportPager
                  total={students.length}
                  page={current}
                  pageSize={STUDENTS_PER_PAGE}
                  onChange={setPage}
                  list={t('scope.class.studentsTitle')}
                />
              </>
            )}
          </ReportSection>
          <ReportSection
            title={t('scope.class.assignmentsTitle')}
            csv={{
              path: csvPath(base, filters, { table: 'assignments' }),
              fileName: `class-${classId}-assignments.csv`,
            }}
          >
            {data!.assignments.length === 0 ? (
              <Text>{t('scope.class.emptyAssignments')}</Text>
            ) : (
              <AssignmentsTable rows={data!.assignments} caption={t('scope.class.assignmentsTitle')} />
            )}
          </ReportSection>
        </>
      )}
    </Stack>
  );
}

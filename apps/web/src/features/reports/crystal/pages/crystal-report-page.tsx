import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { LevelDistribution } from '../../components/level-distribution';
import { ReportSection } from '../../components/report-section';
import { savedOrder, useCrystalOverview, useSaveStudentOrder, useStudentOrder } from '../api/crystal-queries';
import { CrystalFrame } from '../components/crystal-frame';
import { CrystalGate } from '../components/crystal-gate';
import {
  AssignmentsTable,
  DomainsTable,
  SectionNote,
  StudentOrderSelect,
  StudentsTable,
} from '../components/crystal-tables';
import { ScoreCard } from '../components/score-card';
import { useCrystalT } from '../i18n';
import { crystalCsv, crystalPaths } from '../lib/crystal-paths';
import { useCrystalFilters } from '../lib/use-crystal-filters';

/** /teacher/report: the class's crystal report under the filters. */
export function CrystalReportPage() {
  return (
    <CrystalGate>
      <Overview />
    </CrystalGate>
  );
}

function Overview() {
  const t = useCrystalT();
  const state = useCrystalFilters();
  const { filters } = state;
  const order = savedOrder(useStudentOrder().data);
  const saveOrder = useSaveStudentOrder();
  const report = useCrystalOverview(filters, order);
  const data = report.data;
  const csv = (table: string) => ({
    path: crystalCsv.overview(filters, table, order),
    fileName: `crystal-report-${table}.csv`,
  });
  return (
    <CrystalFrame
      state={state}
      title={t('crystal.title')}
      intro={t('crystal.intro')}
      current={data ? { id: data.class.id, name: data.class.name } : undefined}
      actions={
        <Button component={Link} to={crystalPaths.lesson(filters)} variant="default">
          {t('crystal.lesson.title')}
        </Button>
      }
    >
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : !data ? (
        <LoadingBlock lines={6} height={40} />
      ) : data.students.length === 0 ? (
        <EmptyState art="results" title={filters.groupId ? t('crystal.noStudentsGroup') : t('crystal.noStudents')} />
      ) : (
        <>
          {data.overall.items === 0 && (
            <EmptyState art="results" title={t('crystal.noResults')} body={t('crystal.noResultsBody')} />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ScoreCard
              title={t('crystal.overall.title')}
              totals={data.overall}
              note={t('crystal.overall.students', { count: data.overall.students, total: data.students.length })}
            />
            <ReportSection title={t('crystal.achievement')} csv={csv('levels')}>
              <LevelDistribution counts={data.levels} thresholds={data.thresholds} />
            </ReportSection>
          </SimpleGrid>
          <ReportSection title={t('crystal.domains.title')} csv={csv('domains')}>
            <DomainsTable rows={data.domains} filters={filters} />
          </ReportSection>
          <ReportSection title={t('crystal.assignments.title')} csv={csv('assignments')}>
            <SectionNote>{t('crystal.assignments.note')}</SectionNote>
            <AssignmentsTable rows={data.recentAssignments} />
          </ReportSection>
          <ReportSection title={t('crystal.students.title')} csv={csv('students')}>
            <StudentOrderSelect value={order} onChange={(next) => saveOrder.mutate(next)} />
            <StudentsTable rows={data.students} filters={filters} />
          </ReportSection>
        </>
      )}
    </CrystalFrame>
  );
}

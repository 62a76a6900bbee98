import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ReportSection } from '../../components/report-section';
import { ReportTable } from '../../components/report-table';
import { useCrystalStudent } from '../api/crystal-queries';
import { CrystalDetailBody, useCrystalDetail } from '../components/crystal-detail-body';
import { CrystalFrame } from '../components/crystal-frame';
import { CrystalGate } from '../components/crystal-gate';
import { useDomainColumns, useScoreColumns, useStandardColumns } from '../components/crystal-tables';
import { GrowthChart } from '../components/growth-chart';
import { ScoreCard } from '../components/score-card';
import { crystalCsv, crystalPaths } from '../lib/crystal-paths';

/** /teacher/report/studentdetail?classId=&studentId=: one student's results and growth in the class. */
export function CrystalStudentPage() {
  return (
    <CrystalGate>
      <StudentDetail />
    </CrystalGate>
  );
}

function StudentDetail() {
  const { t, state, filters, id: studentId } = useCrystalDetail('studentId');
  const report = useCrystalStudent(filters, studentId);
  const data = report.data;
  type Domain = NonNullable<typeof data>['domains'][number];
  type Standard = NonNullable<typeof data>['standards'][number];
  const domainColumns = useDomainColumns<Domain>(filters);
  const standardScore = useScoreColumns<Standard>();
  const standardColumns = useStandardColumns<Standard>(filters);
  const csv = (table: string) => ({
    path: crystalCsv.student(filters, studentId, table),
    fileName: `crystal-student-${table}.csv`,
  });
  return (
    <CrystalFrame
      state={state}
      title={data?.student.name ?? t('crystal.students.student')}
      intro={t('crystal.student.intro')}
      crumbs={[{ label: t('crystal.title'), to: crystalPaths.overview(filters) }, { label: data?.student.name ?? '…' }]}
      current={data ? { id: data.class.id, name: data.class.name } : undefined}
    >
      <CrystalDetailBody id={studentId} report={report}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ScoreCard title={t('crystal.overall.title')} totals={data.overall} trend={data.trend} />
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                {data.weeks.length === 0 ? (
                  <Text c="dimmed">{t('crystal.student.noWeeks')}</Text>
                ) : (
                  <GrowthChart weeks={data.weeks} thresholds={data.thresholds} csv={csv('weeks')} />
                )}
              </Paper>
            </SimpleGrid>
            <ReportSection title={t('crystal.student.domains')} csv={csv('domains')}>
              <ReportTable
                caption={t('crystal.student.domains')}
                rows={data.domains}
                rowKey={(d) => d.id}
                empty={t('crystal.domains.empty')}
                columns={domainColumns}
              />
            </ReportSection>
            <ReportSection title={t('crystal.student.standards')} csv={csv('standards')}>
              <ReportTable
                caption={t('crystal.student.standards')}
                rows={data.standards}
                rowKey={(s) => s.id}
                empty={t('crystal.domains.empty')}
                columns={[...standardColumns, ...standardScore]}
              />
            </ReportSection>
          </>
        )}
      </CrystalDetailBody>
    </CrystalFrame>
  );
}

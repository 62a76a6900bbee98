import { SimpleGrid } from '@mantine/core';
import { LevelDistribution } from '../../components/level-distribution';
import { ReportSection } from '../../components/report-section';
import { ReportTable } from '../../components/report-table';
import { formatPercent } from '../../lib/format';
import { useCrystalDomain } from '../api/crystal-queries';
import { CrystalDetailBody, useCrystalDetail } from '../components/crystal-detail-body';
import { CrystalFrame } from '../components/crystal-frame';
import { CrystalGate } from '../components/crystal-gate';
import { useScoreColumns, useStandardColumns, useStudentColumns } from '../components/crystal-tables';
import { ScoreCard } from '../components/score-card';
import { crystalCsv, crystalPaths } from '../lib/crystal-paths';

/** /teacher/report/domainsummary?classId=&domainId=: one reporting category of the class. */
export function CrystalDomainPage() {
  return (
    <CrystalGate>
      <DomainSummary />
    </CrystalGate>
  );
}

function DomainSummary() {
  const { t, state, filters, id: domainId } = useCrystalDetail('domainId');
  const report = useCrystalDomain(filters, domainId);
  const data = report.data;
  type Standard = NonNullable<typeof data>['standards'][number];
  type Student = NonNullable<typeof data>['studentsBelow'][number];
  const standardScore = useScoreColumns<Standard>();
  const standardColumns = useStandardColumns<Standard>(filters);
  const studentColumns = useStudentColumns<Student>(filters);
  const csv = (table: string) => ({
    path: crystalCsv.domain(filters, domainId, table),
    fileName: `crystal-domain-${table}.csv`,
  });
  const title = data ? `${data.domain.code}: ${data.domain.name}` : t('crystal.domains.domain');
  return (
    <CrystalFrame
      state={state}
      title={title}
      intro={t('crystal.domain.intro')}
      crumbs={[{ label: t('crystal.title'), to: crystalPaths.overview(filters) }, { label: data?.domain.code ?? '…' }]}
      current={data ? { id: data.class.id, name: data.class.name } : undefined}
    >
      <CrystalDetailBody id={domainId} report={report}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ScoreCard title={t('crystal.domain.mastery')} totals={data.mastery} />
              <ReportSection title={t('crystal.achievement')} csv={csv('levels')}>
                <LevelDistribution counts={data.levels} thresholds={data.thresholds} />
              </ReportSection>
            </SimpleGrid>
            <ReportSection title={t('crystal.domain.standards')} csv={csv('standards')}>
              <ReportTable
                caption={t('crystal.domain.standards')}
                rows={data.standards}
                rowKey={(s) => s.id}
                columns={[
                  ...standardColumns,
                  ...standardScore.map((c) =>
                    c.key === 'percent'
                      ? {
                          ...c,
                          cell: (s: Standard) => (s.items ? formatPercent(s.percent) : t('crystal.domain.notAssessed')),
                        }
                      : c,
                  ),
                  { key: 'below', header: t('crystal.domain.below'), numeric: true, cell: (s) => s.studentsBelow },
                ]}
              />
            </ReportSection>
            <ReportSection title={t('crystal.domain.studentsBelow')} csv={csv('students')}>
              <ReportTable
                caption={t('crystal.domain.studentsBelow')}
                rows={data.studentsBelow}
                rowKey={(s) => s.id}
                empty={t('crystal.domain.noneBelow')}
                columns={studentColumns}
              />
            </ReportSection>
          </>
        )}
      </CrystalDetailBody>
    </CrystalFrame>
  );
}

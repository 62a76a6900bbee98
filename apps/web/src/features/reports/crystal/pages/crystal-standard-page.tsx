import { Anchor, Box, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useAnswerTypeName } from '../../../../lib/answer-type-name';
import { RichText } from '../../../questions/index';
import { LevelDistribution } from '../../components/level-distribution';
import { ReportSection } from '../../components/report-section';
import { ReportTable } from '../../components/report-table';
import { formatPercent } from '../../lib/format';
import { useCrystalStandard } from '../api/crystal-queries';
import { CrystalDetailBody, useCrystalDetail } from '../components/crystal-detail-body';
import { CrystalFrame } from '../components/crystal-frame';
import { CrystalGate } from '../components/crystal-gate';
import { SectionNote, useStudentColumns } from '../components/crystal-tables';
import { ScoreCard } from '../components/score-card';
import { crystalCsv, crystalPaths } from '../lib/crystal-paths';

/** /teacher/report/standardDetails?classId=&standardId=: one TEKS expectation in the class. */
export function CrystalStandardPage() {
  return (
    <CrystalGate>
      <StandardDetails />
    </CrystalGate>
  );
}

function StandardDetails() {
  const { t, state, filters, id: standardId } = useCrystalDetail('standardId');
  const typeName = useAnswerTypeName();
  const report = useCrystalStandard(filters, standardId);
  const data = report.data;
  type Student = NonNullable<typeof data>['students'][number];
  const studentColumns = useStudentColumns<Student>(filters);
  const csv = (table: string) => ({
    path: crystalCsv.standard(filters, standardId, table),
    fileName: `crystal-standard-${table}.csv`,
  });
  const titles = new Map(data?.items.map((i) => [i.assignmentId, i.assignmentTitle]));
  return (
    <CrystalFrame
      state={state}
      title={data ? t('crystal.standard.title', { code: data.standard.code }) : t('crystal.domain.standard')}
      intro={data ? `${data.standard.description} ${t('crystal.standard.intro')}` : t('crystal.standard.intro')}
      crumbs={[
        { label: t('crystal.title'), to: crystalPaths.overview(filters) },
        data
          ? { label: data.standard.domain.code, to: crystalPaths.domain(filters, data.standard.domain.id) }
          : { label: '…' },
        { label: data?.standard.code ?? '…' },
      ]}
      current={data ? { id: data.class.id, name: data.class.name } : undefined}
    >
      <CrystalDetailBody id={standardId} report={report}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ScoreCard title={t('crystal.domain.mastery')} totals={data.mastery} />
              <ReportSection title={t('crystal.achievement')}>
                <LevelDistribution counts={data.levels} thresholds={data.thresholds} />
              </ReportSection>
            </SimpleGrid>
            <ReportSection title={t('crystal.standard.items')} csv={csv('items')}>
              <ReportTable
                caption={t('crystal.standard.items')}
                rows={data.items}
                rowKey={(i) => `${i.assignmentId}:${i.questionId}`}
                empty={t('crystal.standard.noItems')}
                columns={[
                  {
                    key: 'question',
                    header: t('crystal.standard.question'),
                    rowHeader: true,
                    cell: (i) => (
                      <Anchor component={Link} to={crystalPaths.assignment(i.assignmentId)} fw={600}>
                        {i.assignmentTitle} · {t('crystal.standard.questionNumber', { number: i.number })}
                      </Anchor>
                    ),
                  },
                  {
                    key: 'prompt',
                    header: t('crystal.standard.prompt'),
                    text: true,
                    cell: (i) => (
                      <Box className="cs-report-clamp" ta="left">
                        <RichText text={i.prompt} />
                      </Box>
                    ),
                  },
                  { key: 'type', header: t('crystal.standard.type'), cell: (i) => typeName(i.answerType) },
                  { key: 'answered', header: t('crystal.standard.answered'), numeric: true, cell: (i) => i.answered },
                  {
                    key: 'correct',
                    header: t('crystal.standard.correct'),
                    numeric: true,
                    cell: (i) => formatPercent(i.percentCorrect),
                  },
                ]}
              />
            </ReportSection>
            <ReportSection title={t('crystal.standard.students')} csv={csv('students')}>
              <ReportTable
                caption={t('crystal.standard.students')}
                rows={data.students}
                rowKey={(s) => s.id}
                columns={studentColumns}
              />
            </ReportSection>
            <ReportSection title={t('crystal.standard.wrong')} csv={csv('wrongAnswers')}>
              <SectionNote>{t('crystal.standard.wrongNote')}</SectionNote>
              <ReportTable
                caption={t('crystal.standard.wrong')}
                rows={data.wrongAnswers}
                rowKey={(w) => `${w.assignmentId}:${w.questionId}:${w.answer}`}
                empty={t('crystal.standard.noWrong')}
                columns={[
                  {
                    key: 'answer',
                    header: t('crystal.standard.answer'),
                    rowHeader: true,
                    cell: (w) => <span style={{ overflowWrap: 'anywhere' }}>{w.answer}</span>,
                  },
                  {
                    key: 'question',
                    header: t('crystal.standard.question'),
                    text: true,
                    cell: (w) =>
                      `${titles.get(w.assignmentId) ?? ''} · ${t('crystal.standard.questionNumber', { number: w.number })}`,
                  },
                  { key: 'count', header: t('crystal.standard.count'), numeric: true, cell: (w) => w.count },
                ]}
              />
            </ReportSection>
          </>
        )}
      </CrystalDetailBody>
    </CrystalFrame>
  );
}

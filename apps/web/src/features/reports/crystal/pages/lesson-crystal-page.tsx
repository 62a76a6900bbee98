import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { useMessageText } from '../../../../lib/field-errors';
import { PATHS } from '../../../../lib/route-access';
import { LevelDistribution } from '../../components/level-distribution';
import { ReportSection } from '../../components/report-section';
import { ReportTable } from '../../components/report-table';
import { pathWith } from '../../lib/filters';
import { useLessonCrystal } from '../api/crystal-queries';
import { CrystalFrame } from '../components/crystal-frame';
import { CrystalGate } from '../components/crystal-gate';
import { DomainsTable, StudentsTable, useScoreColumns } from '../components/crystal-tables';
import { ScoreCard } from '../components/score-card';
import { type CrystalT, useCrystalT } from '../i18n';
import { crystalPaths } from '../lib/crystal-paths';
import { useCrystalFilters } from '../lib/use-crystal-filters';

export type LessonView = 'overview' | 'domain' | 'standard' | 'usage';

const VIEW_PATHS: Record<LessonView, string> = {
  overview: PATHS.teacherLessonReport,
  domain: PATHS.teacherLessonReportDomain,
  standard: PATHS.teacherLessonReportStandard,
  usage: PATHS.teacherLessonReportUsage,
};

const titleOf = (view: LessonView, t: CrystalT) =>
  ({
    overview: t('crystal.lesson.title'),
    domain: t('crystal.lesson.domainTitle'),
    standard: t('crystal.lesson.standardTitle'),
    usage: t('crystal.lesson.usageTitle'),
  })[view];

/** /teacher/clearlessoncrystalreport and its /domainsummary, /standardDetails and /studentusagedetail: the crystal
 * report over live lessons' checks (scores by level, reporting category, standard and student). A class without
 * lesson results is told so, with the way to the worksheet crystal report. */
export function LessonCrystalPage({ view }: { view: LessonView }) {
  return (
    <CrystalGate>
      <LessonReport view={view} />
    </CrystalGate>
  );
}

function LessonReport({ view }: { view: LessonView }) {
  const t = useCrystalT();
  const messageText = useMessageText();
  const state = useCrystalFilters();
  const { filters } = state;
  const { pathname } = useLocation();
  const report = useLessonCrystal(filters);
  const data = report.data;
  const score = useScoreColumns<NonNullable<typeof data>['standards'][number]>();
  const views: LessonView[] = ['overview', 'domain', 'standard', 'usage'];
  return (
    <CrystalFrame
      state={state}
      title={titleOf(view, t)}
      intro={t('crystal.lesson.intro')}
      lessons
      current={data ? { id: data.class.id, name: data.class.name } : undefined}
    >
      <Group gap="xs" component="nav" aria-label={t('crystal.lesson.views')} className="cs-no-print">
        {views.map((v) => {
          const to = pathWith(VIEW_PATHS[v], filters);
          const here = pathname.toLowerCase() === VIEW_PATHS[v].toLowerCase();
          return (
            <Button
              key={v}
              component={Link}
              to={to}
              size="xs"
              variant={here ? 'filled' : 'default'}
              aria-current={here ? 'page' : undefined}
            >
              {t(`crystal.lesson.view.${v}`)}
            </Button>
          );
        })}
      </Group>
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : !data ? (
        <LoadingBlock lines={5} height={40} />
      ) : (
        <>
          {data.message ? (
            <EmptyState
              art="results"
              title={messageText(data.message) ?? data.message}
              body={t('crystal.lesson.toCrystalBody')}
              actions={
                <Button component={Link} to={crystalPaths.overview(filters)}>
                  {t('crystal.lesson.toCrystal')}
                </Button>
              }
            />
          ) : (
            <Text fw={600}>{t('crystal.lesson.completed', { count: data.lessonsCompleted })}</Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ScoreCard
              title={view === 'overview' ? t('crystal.overall.title') : t('crystal.domain.mastery')}
              totals={data.overall}
            />
            <ReportSection title={t('crystal.achievement')}>
              <LevelDistribution counts={data.levels} thresholds={data.thresholds} />
            </ReportSection>
          </SimpleGrid>
          {(view === 'overview' || view === 'domain') && (
            <ReportSection title={t('crystal.domains.title')}>
              <DomainsTable rows={data.domains} filters={filters} />
            </ReportSection>
          )}
          {view === 'standard' && (
            <ReportSection title={t('crystal.lesson.standards')}>
              <ReportTable
                caption={t('crystal.lesson.standards')}
                rows={data.standards}
                rowKey={(s) => s.id}
                columns={[
                  {
                    key: 'standard',
                    header: t('crystal.lesson.standard'),
                    rowHeader: true,
                    text: true,
                    cell: (s) => (
                      <>
                        <Text span fw={700}>
                          {s.code}
                        </Text>{' '}
                        {s.description}
                      </>
                    ),
                  },
                  ...score,
                ]}
                empty={t('crystal.lesson.noItems')}
              />
            </ReportSection>
          )}
          {(view === 'overview' || view === 'usage') && (
            <ReportSection title={t('crystal.students.title')}>
              <StudentsTable rows={data.students} filters={filters} />
            </ReportSection>
          )}
        </>
      )}
    </CrystalFrame>
  );
}

import type { TDistrictReport } from '@clearsheets/shared';
import { LevelBadge } from '../../components/level-badge';
import { LevelDistribution } from '../../components/level-distribution';
import { ReportSection } from '../../components/report-section';
import { formatPercent } from '../../lib/format';
import { useScopeT } from '../i18n';
import { ScopeTiles, type Tile } from './scope-tiles';

const num = new Intl.NumberFormat();

interface ScopeOverviewProps {
  /** The scope's own counts first (a district's schools, a school's classes), then the figures every scope has. */
  counts: Tile[];
  total: TDistrictReport['total'];
  thresholds: TDistrictReport['thresholds'];
  /** The scope's name, for the level chart's caption. */
  name: string;
}

/** A school's or district's headline tiles (students, score, submissions, daily use) and its level distribution. */
export function ScopeOverview({ counts, total, thresholds, name }: ScopeOverviewProps) {
  const t = useScopeT();
  return (
    <>
      <ScopeTiles
        tiles={[
          ...counts,
          { label: t('scope.tiles.students'), value: num.format(total.students) },
          {
            label: t('scope.tiles.percent'),
            value: formatPercent(total.score.percent),
            hint: <LevelBadge level={total.score.level} short />,
          },
          {
            label: t('scope.tiles.submitted'),
            value: formatPercent(total.participation.percentSubmitted),
            hint: t('scope.tiles.submittedHint', {
              submitted: num.format(total.participation.submitted),
              assigned: num.format(total.participation.assigned),
            }),
          },
          {
            label: t('scope.tiles.dailyActive'),
            value: num.format(total.usage.dailyActive),
            hint: t('scope.tiles.dailyActiveHint'),
          },
        ]}
      />
      <ReportSection title={t('scope.levelsTitle')}>
        <LevelDistribution counts={total.levels} thresholds={thresholds} caption={t('scope.levelsCaption', { name })} />
      </ReportSection>
    </>
  );
}

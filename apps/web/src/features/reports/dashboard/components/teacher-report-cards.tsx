import { DASHBOARD_RANGES, type TDashboardRange, type TTeacherDashboard } from '@clearsheets/shared';
import { Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { QueryError } from '../../../../components/query-error';
import { SectionCard } from '../../../../components/section-card';
import { PATHS } from '../../../../lib/route-access';
import { LevelBadge } from '../../components/level-badge';
import { formatDate, formatPercent } from '../../lib/format';
import {
  savedRange,
  useDashboardPreference,
  useSaveDashboardRange,
  useTeacherDashboard,
} from '../api/dashboard-queries';
import { useDashboardT } from '../i18n';

/** The crystal report of a class (another team's page), by URL. */
const crystalOf = (classId: number) => `/teacher/report?classId=${classId}`;

function AttentionList({ data }: { data: TTeacherDashboard }) {
  const t = useDashboardT();
  if (data.classesScored === 0) return <Text>{t('homeReports.attention.noResults')}</Text>;
  if (data.classesNeedingAttention.length === 0) return <Text>{t('homeReports.attention.none')}</Text>;
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.classesNeedingAttention.map((c) => (
        <Stack component="li" key={c.classId} gap={4}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="wrap">
              <Text fw={700}>{c.name}</Text>
              <LevelBadge level={c.level} short />
              <Text size="sm" c="dimmed">
                {t('homeReports.attention.overall', { percent: formatPercent(c.percent) })}
              </Text>
            </Group>
            {data.abilities.crystalReport && (
              <Anchor
                component={Link}
                to={crystalOf(c.classId)}
                fw={600}
                size="sm"
                aria-label={t('homeReports.attention.openLabel', { name: c.name })}
              >
                {t('homeReports.attention.open')}
              </Anchor>
            )}
          </Group>
          <Text size="sm">
            {t('homeReports.attention.below', { count: c.standardsBelow, total: c.standardsScored })}
          </Text>
          <Group gap="xs" wrap="wrap">
            {c.lowest.map((s) => (
              <Text
                key={s.standardId}
                size="sm"
                px={8}
                py={2}
                bg="#ffe3e3"
                c="#9b1c1c"
                fw={600}
                style={{ borderRadius: 6 }}
                title={s.description}
              >
                {t('homeReports.attention.standard', { code: s.code, percent: formatPercent(s.percent) })}
              </Text>
            ))}
          </Group>
        </Stack>
      ))}
      {!data.abilities.crystalReport && (
        <Text size="sm" c="dimmed" component="li">
          {t('homeReports.attention.locked')}
        </Text>
      )}
    </Stack>
  );
}

function RecentList({ data }: { data: TTeacherDashboard }) {
  const t = useDashboardT();
  if (data.recentResults.length === 0) return <Text>{t('homeReports.recent.empty')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.recentResults.map((r) => (
        <Group component="li" key={`${r.assignmentId}:${r.classId}`} justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Anchor
              component={Link}
              to={`${PATHS.teacherAssignmentResult}?id=${r.assignmentId}`}
              fw={600}
              aria-label={t('homeReports.recent.open', { title: r.title })}
            >
              {r.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {r.className} · {t('homeReports.recent.handedIn', { submitted: r.submitted, assigned: r.assigned })}
              {r.lastSubmittedAt ? ` · ${t('homeReports.recent.last', { date: formatDate(r.lastSubmittedAt) })}` : ''}
            </Text>
            {r.pending > 0 && (
              <Text size="sm" fw={600} c="#a33b00">
                {t('homeReports.recent.pending', { count: r.pending })}
              </Text>
            )}
          </Stack>
          {/* Named on screen: the class's average on standards above is another figure (issue 27). */}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('homeReports.recent.percent')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text fw={800} fz="lg">
                {formatPercent(r.percent)}
              </Text>
              <LevelBadge level={r.level} short />
            </Group>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** A teacher's home: classes needing attention (standards below Approaches) and recent results, over the range
 * the teacher chose last (saved). */
export function TeacherReportCards() {
  const t = useDashboardT();
  const preference = useDashboardPreference();
  const save = useSaveDashboardRange();
  const [chosen, setChosen] = useState<TDashboardRange | null>(null);
  const range = chosen ?? savedRange(preference.data);
  const dashboard = useTeacherDashboard(range, !preference.isPending);
  const data = dashboard.data;
  const choose = (value: string) => {
    const next = value as TDashboardRange;
    setChosen(next);
    save.mutate(next);
  };
  const content = (render: (d: TTeacherDashboard) => ReactNode) =>
    dashboard.isPending || preference.isPending ? (
      <LoadingBlock lines={3} height={32} />
    ) : dashboard.isError ? (
      <QueryError error={dashboard.error} onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} />
    ) : (
      render(data!)
    );
  return (
    <>
      <SectionCard title={t('homeReports.attention.heading')}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          {data ? (
            <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
              {t('homeReports.attention.intro', { percent: data.thresholds.approaches })}
            </Text>
          ) : (
            <span />
          )}
          <SegmentedControl
            size="xs"
            aria-label={t('homeReports.range.label')}
            value={range}
            onChange={choose}
            data={DASHBOARD_RANGES.map((r) => ({ value: r, label: t(`homeReports.range.${r}`) }))}
          />
        </Group>
        {save.isError && (
          <Text size="sm" c="red.9" role="status">
            {t('homeReports.range.saveFailed')}
          </Text>
        )}
        {content((d) => (
          <AttentionList data={d} />
        ))}
      </SectionCard>
      <SectionCard title={t('homeReports.recent.heading')}>
        {content((d) => (
          <RecentList data={d} />
        ))}
        {data && data.recentResults.length > 0 && (
          <Group gap="lg">
            <Button component={Link} to={PATHS.teacherAssignmentList} variant="light" size="sm">
              {t('homeReports.recent.all')}
            </Button>
            {data.abilities.crystalReport && (
              <Anchor component={Link} to={PATHS.teacherStudentUsage} fw={600} size="sm">
                {t('homeReports.recent.usage')}
              </Anchor>
            )}
          </Group>
        )}
      </SectionCard>
    </>
  );
}

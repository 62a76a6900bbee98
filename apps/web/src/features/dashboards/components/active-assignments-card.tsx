import type { TTeacherHome } from '@clearsheets/shared';
import { Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { PATHS } from '../../../lib/route-access';
import { formatDue } from '../format';
import { useStaffHomeT } from '../staff-home-i18n';

type HomeAssignment = TTeacherHome['activeAssignments'][number];

interface ActiveAssignmentsCardProps {
  assignments: HomeAssignment[];
  total: number;
  /** From the server's permission check: whether the Clear Monitor opens for this teacher. */
  canMonitor: boolean;
}

/** What is open now: title, classes, due date, how many handed it in; the live monitor and the results. */
export function ActiveAssignmentsCard({ assignments, total, canMonitor }: ActiveAssignmentsCardProps) {
  const t = useStaffHomeT();
  return (
    <SectionCard title={t('staffHome.active.heading')}>
      {assignments.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('staffHome.active.empty')}</Text>
          <Button component={Link} to={PATHS.teacherLibrary} variant="light">
            {t('staffHome.active.assign')}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {assignments.map((a, i) => (
              <AssignmentRow key={a.id} assignment={a} canMonitor={canMonitor} first={i === 0} />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            {total > assignments.length ? (
              <Anchor component={Link} to={PATHS.teacherAssignmentList} fw={600}>
                {t('staffHome.active.more', { count: total })}
              </Anchor>
            ) : (
              <span />
            )}
            <Button component={Link} to={PATHS.teacherLibrary} variant="light">
              {t('staffHome.active.assign')}
            </Button>
          </Group>
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('staffHome.active.lessons')}{' '}
        <Anchor component={Link} to={PATHS.teacherClearLesson} size="sm" underline="always">
          {t('staffHome.active.lessonsLink')}
        </Anchor>
      </Text>
    </SectionCard>
  );
}

function AssignmentRow({
  assignment: a,
  canMonitor,
  first,
}: {
  assignment: HomeAssignment;
  canMonitor: boolean;
  first: boolean;
}) {
  const t = useStaffHomeT();
  const share = a.assigned > 0 ? (a.submitted / a.assigned) * 100 : 0;
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="md"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Title order={3} fz="md">
          {a.title}
        </Title>
        <Text size="sm" c="dimmed">
          {a.classes.map((c) => c.name).join(', ')} ·{' '}
          {a.dueAt ? t('staffHome.active.due', { date: formatDue(a.dueAt) }) : t('staffHome.active.noDue')}
        </Text>
        <Group gap="sm" wrap="nowrap" maw={360}>
          <Progress
            value={share}
            size="md"
            radius="xl"
            style={{ flex: 1 }}
            aria-label={t('staffHome.active.progressLabel', { submitted: a.submitted, assigned: a.assigned })}
          />
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('staffHome.active.submitted', { submitted: a.submitted, assigned: a.assigned })}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs">
        {canMonitor ? (
          <Button
            component={Link}
            to={`${PATHS.teacherClearMonitor}?assignmentId=${a.id}`}
            size="xs"
            aria-label={t('staffHome.active.liveLabel', { title: a.title })}
          >
            {t('staffHome.active.live')}
          </Button>
        ) : null}
        <Button
          component={Link}
          to={`${PATHS.teacherAssignmentResult}?id=${a.id}`}
          size="xs"
          variant="default"
          aria-label={t('staffHome.active.resultsLabel', { title: a.title })}
        >
          {t('staffHome.active.results')}
        </Button>
      </Group>
    </Group>
  );
}

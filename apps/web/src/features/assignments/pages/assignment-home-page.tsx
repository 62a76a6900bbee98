import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { PATHS } from '../../../lib/route-access';
import { useAssignmentList, useReceivedStaffAssignments, useTeacherClasses } from '../api/assignment-queries';
import { AssignmentCard } from '../components/assignment-card';
import { ReceivedList } from '../components/received-list';
import { useAssignmentActions } from '../components/use-assignment-actions';
import { useAssignmentsT } from '../i18n';
import '../assignments.css';

const ACTIVE_SHOWN = 6;

/** /teacher/assignment: where to assign from, what the school or district sent, and the active assignments. */
export function AssignmentHomePage() {
  const t = useAssignmentsT();
  const classes = useTeacherClasses();
  const active = useAssignmentList({ status: 'active', page: 1, pageSize: ACTIVE_SHOWN });
  const received = useReceivedStaffAssignments();
  const actions = useAssignmentActions(classes.data ?? []);
  const [now] = useState(() => new Date());
  const waiting = received.data?.filter((r) => r.status === 'received').length ?? 0;

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('assignments.home.title')}
        </Title>
        <Text c="dimmed">{t('assignments.home.intro')}</Text>
      </Stack>

      <Section title={t('assignments.home.assignHeading')}>
        <Text size="sm">{t('assignments.home.assignBody')}</Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={PATHS.teacherLibrary}>
            {t('assignments.home.library')}
          </Button>
          <Button component={Link} to={PATHS.teacherWorksheetList} variant="default">
            {t('assignments.home.mine')}
          </Button>
          <Button component={Link} to={PATHS.teacherAssignmentList} variant="subtle">
            {t('assignments.home.all')}
          </Button>
        </Group>
      </Section>

      {received.isError ? (
        <Section title={t('assignments.home.receivedHeading')}>
          <QueryError error={received.error} onRetry={() => received.refetch()} retrying={received.isFetching} />
        </Section>
      ) : received.data && received.data.length > 0 ? (
        <Section
          title={t('assignments.home.receivedHeading')}
          aside={waiting > 0 ? t('assignments.home.waiting', { count: waiting }) : undefined}
        >
          <Text size="sm" c="dimmed">
            {t('assignments.home.receivedIntro')}
          </Text>
          <ReceivedList received={received.data} classes={classes.data ?? []} />
        </Section>
      ) : null}

      <Section title={t('assignments.home.activeHeading')}>
        {active.isPending ? (
          <LoadingBlock lines={4} height={28} />
        ) : active.isError ? (
          <QueryError error={active.error} onRetry={() => active.refetch()} retrying={active.isFetching} />
        ) : active.data.items.length === 0 ? (
          <Text size="sm">{t('assignments.home.activeEmpty')}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="cs-plain-list">
              {active.data.items.map((a) => (
                <li key={a.id}>
                  <AssignmentCard assignment={a} now={now} onAction={actions.open} />
                </li>
              ))}
            </SimpleGrid>
            {active.data.total > active.data.items.length ? (
              <Anchor component={Link} to={PATHS.teacherAssignmentList} fw={600} w="fit-content">
                {t('assignments.home.seeAllCount', { count: active.data.total })}
              </Anchor>
            ) : null}
          </>
        )}
      </Section>
      {actions.modals}
    </Stack>
  );
}

/** A titled card section (a labelled region for screen readers). */
function Section({ title, aside, children }: { title: string; aside?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {aside ? (
            <Text size="sm" fw={600} c="brand.8">
              {aside}
            </Text>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

import type { TStudentAssignment } from '@clearsheets/shared';
import { Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { liveLessonsQueryOptions } from '../../../lib/live-lessons-query';
import { useMe } from '../../../lib/me-query';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { useStudentAssignments } from '../api/student-assignments-query';
import { JoinCodeForm } from '../components/join-code-form';
import LiveLessonBanner from '../components/live-lesson-banner';
import { StudentAssignmentCard } from '../components/student-assignment-card';
import { rememberSeen, seenKey, withNewFeedback } from '../lib/new-feedback';
import { type StudentHomeT, useStudentHomeT } from '../student-home-i18n';
import '../student-home.css';

const storage = () => globalThis.localStorage as Storage | undefined;
// Decorative, and only for an empty list: not part of the first load.
const EmptyAssignmentsArt = lazy(() =>
  import('../components/empty-assignments-art').then((m) => ({ default: m.EmptyAssignmentsArt })),
);

/** A running lesson of the student's class on top of the home (its card's code comes only then). */
function LiveLesson({ t }: { t: StudentHomeT }) {
  const invites = useQuery(liveLessonsQueryOptions());
  const live = invites.data?.items.find((i) => i.status !== 'ended');
  if (!live) return null;
  return <LiveLessonBanner live={live} t={t} />;
}

/** /student: a greeting, the school, and the assignments to do, in progress and done. */
export function StudentHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const ht = useStudentHomeT();
  const claims = session.status === 'signedIn' ? session.user : null;
  const firstName = me.data?.user.firstName ?? claims?.FirstName ?? '';
  const schoolName = me.data ? me.data.school?.name : claims?.SchoolName;
  return (
    <Stack gap="xl">
      <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 32, sm: 40 }} c="violet.9">
            {t('student.home.heading', { name: firstName })}
          </Title>
          {me.isPending ? (
            <LoadingBlock lines={1} height={24} />
          ) : me.isError ? (
            <QueryError error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />
          ) : (
            schoolName && <Text fz="xl">{t('student.home.school', { school: schoolName })}</Text>
          )}
        </Stack>
      </Paper>
      <LiveLesson t={ht} />
      <JoinCodeForm t={ht} />
      <Paper component="section" aria-labelledby="home-arcade" radius="xl" p={{ base: 'lg', sm: 'xl' }} withBorder>
        <Title order={2} id="home-arcade" fz={{ base: 24, sm: 28 }}>
          {ht('arcadeHeading')}
        </Title>
        <Text mb="sm">{ht('arcadeBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={PATHS.studentArcade} size="lg" radius="xl">
            {ht('arcadeOpen')}
          </Button>
          <Button component={Link} to={PATHS.studentGameSummary} size="lg" radius="xl" variant="default">
            {ht('arcadeSummary')}
          </Button>
          <Button component={Link} to={PATHS.studentClearLesson} size="lg" radius="xl" variant="default">
            {ht('lessonsOpen')}
          </Button>
        </Group>
      </Paper>
      <Assignments userKey={claims ? String(claims.UserId) : 'anonymous'} />
    </Stack>
  );
}

function Assignments({ userKey }: { userKey: string }) {
  const { t, i18n } = useTranslation();
  const ht = useStudentHomeT();
  const headingId = useId();
  const list = useStudentAssignments();
  const key = seenKey(userKey);
  const done = list.data?.done;
  const fresh = useMemo(() => withNewFeedback(done ?? [], storage(), key), [done, key]);
  // The first time a done assignment is listed, how it looks is the baseline for "New feedback".
  useEffect(() => {
    if (done) rememberSeen(done, storage(), key, { onlyNew: true });
  }, [done, key]);

  const heading = (
    <Title order={2} id={headingId} fz={{ base: 24, sm: 28 }}>
      {t('student.home.assignmentsHeading')}
    </Title>
  );
  if (list.isPending) {
    return (
      <Stack component="section" aria-labelledby={headingId} gap="md">
        {heading}
        <Stack gap="md" role="status" aria-busy="true">
          <VisuallyHidden>{ht('loading')}</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={132} radius="lg" />
          ))}
        </Stack>
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack component="section" aria-labelledby={headingId} gap="md">
        {heading}
        <QueryError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      </Stack>
    );
  }
  const { todo, inProgress } = list.data;
  const lang = i18n.language?.startsWith('es') ? 'es' : 'en';
  const card = (a: TStudentAssignment) => (
    <StudentAssignmentCard
      key={a.id}
      assignment={a}
      newFeedback={fresh.has(a.id)}
      lang={lang}
      t={ht}
      onOpenResults={(opened) => rememberSeen([opened], storage(), key, { onlyNew: false })}
    />
  );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      {heading}
      {todo.length + inProgress.length + list.data.done.length === 0 ? (
        <EmptyState t={ht} />
      ) : (
        <>
          <AssignmentGroup title={ht('todo')} items={todo} render={card} />
          <AssignmentGroup title={ht('inProgress')} items={inProgress} render={card} />
          <AssignmentGroup title={ht('done')} items={list.data.done} render={card} />
        </>
      )}
    </Stack>
  );
}

function AssignmentGroup({
  title,
  items,
  render,
}: {
  title: string;
  items: TStudentAssignment[];
  render: (a: TStudentAssignment) => ReactNode;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={3} id={id} fz={{ base: 20, sm: 22 }} c="violet.9">
        {title}{' '}
        <Text span c="dark.5" fz="md" fw={600}>
          ({items.length})
        </Text>
      </Title>
      <div className="cs-home-grid">{items.map(render)}</div>
    </Stack>
  );
}

function EmptyState({ t }: { t: StudentHomeT }) {
  return (
    <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="xs" withBorder>
      <Stack align="center" gap="md" ta="center" py="md">
        <Suspense fallback={null}>
          <EmptyAssignmentsArt />
        </Suspense>
        <Text fz="xl" maw={520}>
          <Text span fw={800} fz="xl" display="block">
            {t('emptyTitle')}
          </Text>{' '}
          {t('emptyBody')}
        </Text>
      </Stack>
    </Paper>
  );
}

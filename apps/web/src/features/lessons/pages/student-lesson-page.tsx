import type { LessonKind } from '@clearsheets/shared';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { lessonStateQueryOptions } from '../api/student-lesson-api';
import { LessonCodeForm, LessonInvites } from '../components/student-join';
import { StudentStage } from '../components/student-stage';
import { useLessonsT } from '../i18n';
import { idParam } from '../lib/paths';
import '../lessons.css';

/** /student/clearlesson and /student/mylesson: the live lessons to join, or (?session=<id>) the lesson itself. */
export function StudentLessonPage({ kind }: { kind: LessonKind }) {
  const t = useLessonsT();
  const [search] = useSearchParams();
  const sessionId = idParam(search.get('session'));
  const base = kind === 'my' ? PATHS.studentMyLesson : PATHS.studentClearLesson;
  if (sessionId !== null) return <StudentSession sessionId={sessionId} base={base} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {kind === 'my' ? t('student.myTitle') : t('student.title')}
        </Title>
        <Text c="dimmed">{t('student.intro')}</Text>
      </Stack>
      <LessonInvites kind={kind} base={base} />
      <LessonCodeForm base={base} />
    </Stack>
  );
}

function StudentSession({ sessionId, base }: { sessionId: number; base: string }) {
  const t = useLessonsT();
  const session = useSession();
  const userKey = session.status === 'signedIn' && session.user ? String(session.user.UserId) : null;
  const state = useQuery(lessonStateQueryOptions(sessionId));
  const back = (
    <Anchor component={Link} to={base} fw={600}>
      {t('student.back')}
    </Anchor>
  );
  if (state.isError && isApiError(state.error) && [403, 404].includes(state.error.status))
    return (
      <Stack gap="md" maw={640}>
        <Alert color="orange" variant="light">
          {t('student.notFound')}
        </Alert>
        {back}
      </Stack>
    );
  if (state.isError)
    return (
      <Stack gap="md">
        <QueryError error={state.error} onRetry={() => state.refetch()} retrying={state.isFetching} />
        {back}
      </Stack>
    );
  if (state.isPending || !userKey)
    return (
      <Stack gap="md" aria-label={t('loading')}>
        <LoadingBlock lines={1} height={36} />
        <LoadingBlock lines={6} height={28} />
      </Stack>
    );
  return <StudentStage key={sessionId} state={state.data} userKey={userKey} />;
}

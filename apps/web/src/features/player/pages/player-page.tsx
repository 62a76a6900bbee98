import type { TAttemptState } from '@clearsheets/shared';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { playAttemptQueryOptions } from '../api/player-api';
import { PlayerScreen } from '../components/player-screen';
import { usePlayerT } from '../i18n';
import { studentQuestionsOf } from '../lib/attempt-model';
import { idParam, summaryPath } from '../lib/paths';
import { userKeyOf } from '../unsent-answers';
import '../player.css';

/** /student/worksheet?assignmentId=N: starts or resumes the attempt, then one question at a time. */
export function PlayerPage() {
  const t = usePlayerT();
  const [search] = useSearchParams();
  const assignmentId = idParam(search, 'assignmentId');
  const userKey = userKeyOf(useSession());
  const attempt = useQuery({ ...playAttemptQueryOptions(assignmentId ?? 0), enabled: assignmentId !== null });

  if (assignmentId === null || (attempt.isError && isApiError(attempt.error) && attempt.error.status === 404)) {
    return <Problem text={t('notFound')} t={t} />;
  }
  if (attempt.isError) {
    return (
      <Stack gap="md">
        <QueryError error={attempt.error} onRetry={() => attempt.refetch()} retrying={attempt.isFetching} />
        <BackHome t={t} />
      </Stack>
    );
  }
  if (attempt.isPending || !userKey) {
    return (
      <Stack gap="md" aria-label={t('loading')}>
        <LoadingBlock lines={1} height={36} />
        <LoadingBlock lines={6} height={28} />
      </Stack>
    );
  }
  return <Loaded attempt={attempt.data} userKey={userKey} />;
}

function Loaded({ attempt, userKey }: { attempt: TAttemptState; userKey: string }) {
  const t = usePlayerT();
  if (attempt.status === 'submitted') return <Navigate to={summaryPath(attempt.attemptId)} replace />;
  if (studentQuestionsOf(attempt.questions).length === 0) return <Problem text={t('noQuestions')} t={t} />;
  // A new attempt (another assignment) starts from a clean slate.
  return <PlayerScreen key={attempt.attemptId} attempt={attempt} userKey={userKey} />;
}

function Problem({ text, t }: { text: string; t: ReturnType<typeof usePlayerT> }) {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('assignment')}
      </Title>
      <Alert color="orange" variant="light">
        {text}
      </Alert>
      <BackHome t={t} />
    </Stack>
  );
}

function BackHome({ t }: { t: ReturnType<typeof usePlayerT> }) {
  return (
    <Anchor component={Link} to={PATHS.studentHome} fw={600}>
      {t('backHome')}
    </Anchor>
  );
}

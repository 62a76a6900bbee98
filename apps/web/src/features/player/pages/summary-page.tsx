import type { TAttemptSummary } from '@clearsheets/shared';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { ScoreValue } from '../../../components/score-value';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-access';
import { attemptSettingsQueryOptions, summaryQueryOptions } from '../api/player-api';
import { SummaryQuestions } from '../components/summary-questions';
import { type PlayerT, usePlayerT } from '../i18n';
import { idParam, pendingSummaryPath, playerPath, summaryPath } from '../lib/paths';
import '../player.css';

type Focus = 'all' | 'pending';

/** /student/assignment/summary?attemptId=N: score, percent and every answer with its result and feedback. */
export function SummaryPage() {
  return <Summary focus="all" />;
}

/** /student/assignment/pendingsummary?attemptId=N: what still waits for the teacher (the summary when nothing does). */
export function PendingSummaryPage() {
  return <Summary focus="pending" />;
}

/**
 * The summary of an attempt, by `attemptId`, or by `assignmentId` (the student home's list names assignments,
 * not attempts): the attempt is then looked up first.
 */
function Summary({ focus }: { focus: Focus }) {
  const t = usePlayerT();
  const [search] = useSearchParams();
  const byAttempt = idParam(search, 'attemptId');
  const byAssignment = byAttempt === null ? idParam(search, 'assignmentId') : null;
  const lookup = useQuery({ ...attemptSettingsQueryOptions(byAssignment ?? 0), enabled: byAssignment !== null });
  const attemptId = byAttempt ?? lookup.data?.attemptId ?? null;
  const summary = useQuery({ ...summaryQueryOptions(attemptId ?? 0), enabled: attemptId !== null });
  // The summary reply does not say whether read-aloud is on; the assignment's attempt does.
  const assignmentId = summary.data?.assignmentId ?? byAssignment;
  const settings = useQuery({ ...attemptSettingsQueryOptions(assignmentId ?? 0), enabled: assignmentId !== null });

  const failed = byAssignment !== null && lookup.isError ? lookup : summary.isError ? summary : null;
  if (
    (byAttempt === null && byAssignment === null) ||
    (failed && isApiError(failed.error) && failed.error.status === 404)
  ) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('summary.title')}</Title>
        <Alert color="orange" variant="light">
          {t('notFound')}
        </Alert>
        <BackHome t={t} />
      </Stack>
    );
  }
  if (failed) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('summary.title')}</Title>
        <QueryError error={failed.error} onRetry={() => failed.refetch()} retrying={failed.isFetching} />
        <BackHome t={t} />
      </Stack>
    );
  }
  if (!summary.data) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('summary.title')}</Title>
        <LoadingBlock lines={2} height={32} />
        <LoadingBlock lines={6} height={24} />
      </Stack>
    );
  }
  return <SummaryView summary={summary.data} focus={focus} readAloud={settings.data?.readAloud ?? false} />;
}

function SummaryView({ summary, focus, readAloud }: { summary: TAttemptSummary; focus: Focus; readAloud: boolean }) {
  const t = usePlayerT();
  const listId = useId();
  const pendingOnly = focus === 'pending' && summary.pendingCount > 0;
  const title = pendingOnly ? t('summary.pendingTitle') : t('summary.title');
  if (summary.status !== 'submitted') {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{summary.title}</Title>
        <Alert variant="light">{t('summary.notSubmitted')}</Alert>
        <Button component={Link} to={playerPath(summary.assignmentId)} size="lg" w="fit-content">
          {t('summary.continue')}
        </Button>
        <BackHome t={t} />
      </Stack>
    );
  }

  const questions = pendingOnly ? summary.questions.filter((q) => q.result?.status === 'pending') : summary.questions;
  return (
    <Stack gap="lg" className="cs-player">
      <Anchor component={Link} to={PATHS.studentHome} fw={600} className="cs-player-back">
        {t('backHome')}
      </Anchor>
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" withBorder>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }} c="violet.9">
            {title}
          </Title>
          <Text fz="lg" fw={600}>
            {summary.title}
          </Text>
          <Text fz={{ base: 28, sm: 36 }} fw={800} className="cs-summary-score">
            <Text span fz="lg" fw={600}>
              {`${t('summary.score')}: `}
            </Text>
            <ScoreValue score={summary.score ?? 0} maxScore={summary.maxScore} grade={summary.grade} size="lg" />
          </Text>
          {summary.pendingCount > 0 ? (
            <Alert color="blue" variant="light">
              <Text fw={600}>{t('summary.pendingCount', { count: summary.pendingCount })}</Text>
              <Text size="sm">{t('summary.scoreSoFar')}</Text>
            </Alert>
          ) : (
            focus === 'pending' && <Alert variant="light">{t('summary.nothingPending')}</Alert>
          )}
          {summary.pendingCount > 0 && (
            <Anchor
              component={Link}
              to={pendingOnly ? summaryPath(summary.attemptId) : pendingSummaryPath(summary.attemptId)}
              fw={600}
            >
              {pendingOnly ? t('summary.allQuestions') : t('summary.pendingOnly')}
            </Anchor>
          )}
        </Stack>
      </Paper>
      <section aria-labelledby={listId}>
        <Title order={2} id={listId} fz={{ base: 22, sm: 26 }} mb="md">
          {pendingOnly ? t('summary.pendingHeading') : t('summary.questionsHeading')}
        </Title>
        <SummaryQuestions questions={questions} readAloud={readAloud} grade={summary.grade} openAll={pendingOnly} />
      </section>
    </Stack>
  );
}

function BackHome({ t }: { t: PlayerT }) {
  return (
    <Anchor component={Link} to={PATHS.studentHome} fw={600}>
      {t('backHome')}
    </Anchor>
  );
}

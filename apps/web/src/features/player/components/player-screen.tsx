import type { TAttemptState } from '@clearsheets/shared';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { messageKeyOf } from '../../../lib/message-key';
import { PATHS } from '../../../lib/route-access';
import { QuestionView } from '../../questions';
import { playerKeys, submitAttempt } from '../api/player-api';
import { unansweredKey, usePlayerT } from '../i18n';
import { summaryPath } from '../lib/paths';
import { usePlayer } from '../use-player';
import { CheckFeedback } from './check-feedback';
import { QuestionNavigator } from './question-navigator';
import { SaveStatus } from './save-status';
import { SubmitDialog, type SubmitPhase } from './submit-dialog';

const SUBMIT_FLUSH_LIMIT_MS = 15_000;
const within = <T,>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);

/** The player once the attempt is loaded: progress, the question, Previous/Check/Next, navigator, submit. */
export function PlayerScreen({ attempt, userKey }: { attempt: TAttemptState; userKey: string }) {
  const t = usePlayerT();
  const { t: tApp } = useTranslation();
  const player = usePlayer(attempt, userKey);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { questions, question, index } = player;
  const total = questions.length;
  const progressId = useId();
  const questionRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');

  // Focus follows navigation: the new question's heading (not on first load, where the page starts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes, reads the DOM
  useEffect(() => {
    if (!moved.current) return;
    const article = questionRef.current?.querySelector('article[aria-labelledby]');
    const heading = article && document.getElementById(article.getAttribute('aria-labelledby') ?? '');
    if (heading instanceof HTMLElement) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [index]);

  // Leaving a field saves what was typed at once (no wait for the pause).
  const { flushTyping } = player;
  useEffect(() => {
    const area = questionRef.current;
    area?.addEventListener('focusout', flushTyping);
    return () => area?.removeEventListener('focusout', flushTyping);
  }, [flushTyping]);

  if (!question) return null;
  const last = index === total - 1;
  const needsCheck = player.feedbackAfterEach && !player.isChecked(question);
  const primary = needsCheck ? 'check' : last ? 'submit' : 'next';

  const go = (to: number) => {
    moved.current = true;
    player.go(to);
  };
  const openSubmit = () => {
    player.flushTyping();
    setPhase('idle');
    setSubmitOpen(true);
  };
  const onPrimary = () => {
    if (primary === 'check') {
      player.check();
      return;
    }
    if (primary === 'submit') return openSubmit();
    const why = player.unansweredNow();
    if (why) player.setMessage(why);
    else go(index + 1);
  };

  const confirmSubmit = async () => {
    player.flushTyping();
    setPhase('sending');
    const sent = await within(player.queue.flush(), SUBMIT_FLUSH_LIMIT_MS, false);
    // Never submit while an answer of this attempt is still only on this device.
    if (!sent || player.queue.pendingFor(attempt.attemptId).size > 0) {
      setPhase(navigator.onLine ? 'failed' : 'offline');
      return;
    }
    try {
      const summary = await submitAttempt(attempt.attemptId);
      queryClient.setQueryData(playerKeys.summary(attempt.attemptId), summary);
      // The student home's lists (['student', 'assignments']) change with it.
      void queryClient.invalidateQueries({ queryKey: ['student'] });
      navigate(summaryPath(attempt.attemptId), { replace: true });
      // Said once where it happened: the results page alone does not tell that the teacher has the answers.
      notify({ message: t('submitDialog.done'), closeLabel: t('submitDialog.close') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) navigate(summaryPath(attempt.attemptId), { replace: true });
      else setPhase(isApiError(error) && error.status === 0 ? 'offline' : 'failed');
    }
  };

  const messageKey = player.message ? unansweredKey(player.message) : null;
  const rejectedKey = player.rejected ? messageKeyOf(player.rejected) : undefined;
  const refusedKey = player.refusedNow ? messageKeyOf(player.refusedNow) : undefined;
  const mode = player.isLocked ? 'review' : 'answer';
  const result = player.checkState === 'result' ? (player.results[question.id]?.result ?? undefined) : undefined;

  return (
    <div className="cs-player">
      <div className="cs-player-top">
        <Anchor component={Link} to={PATHS.studentHome} fw={600} className="cs-player-back">
          {t('backHome')}
        </Anchor>
        <SaveStatus state={player.saveState} onRetry={() => player.queue.kick()} t={t} />
      </div>
      <header className="cs-player-head">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="violet.9">
          {attempt.title}
        </Title>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} fz="lg" id={progressId}>
            {t('progress', { number: index + 1, total })}
          </Text>
          <Text c="dark.5" fw={500}>
            {t('answeredCount', { answered: player.answeredCount, total })}
          </Text>
        </Group>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={total ? (player.answeredCount / total) * 100 : 0}
            color="violet.7"
            aria-label={t('progressLabel')}
            aria-valuetext={t('answeredCount', { answered: player.answeredCount, total })}
          />
        </Progress.Root>
      </header>

      <div className="cs-player-grid">
        <div className="cs-player-main">
          <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" withBorder>
            <Stack gap="md">
              <div ref={questionRef}>
                <QuestionView
                  question={question}
                  response={player.answers[question.id]}
                  onChange={player.onChange}
                  mode={mode}
                  result={result}
                  grade={attempt.grade}
                  readAloud={attempt.readAloud}
                  number={index + 1}
                  headingOrder={2}
                />
              </div>
              {player.message && (
                <Alert color="red" variant="light" role="alert" fw={600}>
                  {messageKey ? t(`unanswered.${messageKey}`) : player.message}
                </Alert>
              )}
              {player.refusedNow && (
                <Alert color="red" variant="light" role="alert">
                  {tApp('messages.answerNotSaved')} ({refusedKey ? tApp(`messages.${refusedKey}`) : player.refusedNow})
                </Alert>
              )}
              {player.checkState && (
                <CheckFeedback state={player.checkState} result={player.results[question.id]?.result} t={t} />
              )}
            </Stack>
          </Paper>
          <div className="cs-player-actions">
            <Button variant="default" size="lg" px="md" onClick={() => go(index - 1)} disabled={index === 0}>
              {t('previous')}
            </Button>
            <Button size="lg" px="md" onClick={onPrimary}>
              {t(primary)}
            </Button>
          </div>
          {player.rejected && (
            <Alert
              color="red"
              variant="light"
              withCloseButton
              onClose={player.dismissRejected}
              closeButtonLabel={t('submitDialog.close')}
            >
              {t('save.rejected', { message: rejectedKey ? tApp(`messages.${rejectedKey}`) : player.rejected })}
              {rejectedKey === 'assignmentSubmitted' && (
                <Anchor component={Link} to={summaryPath(attempt.attemptId)} display="block" mt="xs" fw={600}>
                  {t('seeResults')}
                </Anchor>
              )}
            </Alert>
          )}
        </div>
        <aside className="cs-player-aside">
          <QuestionNavigator questions={questions} current={index} answered={player.answered} onGo={go} t={t} />
          <Button variant="outline" size="md" fullWidth mt="md" bg="white" onClick={openSubmit}>
            {t('submit')}
          </Button>
        </aside>
      </div>

      <SubmitDialog
        opened={submitOpen}
        answered={player.answeredCount}
        total={total}
        phase={phase}
        onConfirm={confirmSubmit}
        onClose={() => setSubmitOpen(false)}
        t={t}
      />
    </div>
  );
}

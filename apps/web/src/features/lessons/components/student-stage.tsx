import { lessonStageRoom, type TStudentLessonState, ZLessonStage } from '@clearsheets/shared';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQueueStatus } from '../../../lib/browser-queue-runtime';
import { useRoom } from '../../../lib/realtime-client';
import { PATHS } from '../../../lib/route-access';
import { useOnline } from '../../../lib/use-online';
import { lessonQueueFor, onLessonAnswerSaved } from '../api/browser-lesson-queue';
import { applyAnswerReply, applyRoutes, applyStage, studentLessonKeys } from '../api/student-lesson-api';
import { useLessonsT } from '../i18n';
import { recheckItem, slideHasWork } from '../lib/slide-items';
import { mergedAnswers, questionsAnswered, slideAnswered, visibleRoutes } from '../lib/student-answers';
import { SlideView } from './slide-view';
import { StudentRoute } from './student-route';
import { TurnInButton } from './turn-in-button';

interface StudentStageProps {
  state: TStudentLessonState;
  userKey: string;
}

/** The live lesson on the student's device: the teacher's slide, the student's answers (queued on the device until
 * the server has them), the status overlays and the student's route after a check. */
export function StudentStage({ state, userKey }: StudentStageProps) {
  const t = useLessonsT();
  const queryClient = useQueryClient();
  const { stage } = state;
  const sessionId = stage.sessionId;
  const queue = lessonQueueFor(userKey);
  const status = useQueueStatus(queue);
  const online = useOnline();

  // Confirmed answers (and the routes they led to) go into the page's state. The cache tells the page a tick
  // later than the queue does, so the page also keeps them itself: between the two, the answer shows as chosen.
  const confirmed = useRef(new Map<string, unknown>());
  useEffect(
    () =>
      onLessonAnswerSaved((entry, reply) => {
        if (entry.sessionId !== sessionId) return;
        confirmed.current.set(`${entry.componentKey}|${entry.itemKey}`, entry.value);
        applyAnswerReply(queryClient, sessionId, reply);
      }),
    [queryClient, sessionId],
  );
  const refetch = () => void queryClient.invalidateQueries({ queryKey: studentLessonKeys.state(sessionId) });
  const { live } = useRoom(lessonStageRoom(sessionId), (message) => {
    if (message.type === 'snapshot') {
      const parsed = ZLessonStage.safeParse(message.state);
      if (parsed.success) applyStage(queryClient, sessionId, parsed.data);
      return;
    }
    if (message.type !== 'event') return;
    const event = message.event;
    if (event.type === 'lesson.session.changed') {
      const parsed = ZLessonStage.safeParse(event.stage);
      if (parsed.success) applyStage(queryClient, sessionId, parsed.data);
      else refetch();
    } else if (event.type === 'lesson.routes.changed' && event.studentIds.includes(Number(userKey))) refetch();
  });
  // Back on the socket: send what waited, and after a reconnect read the state again (routes may have changed).
  const everLive = useRef(false);
  useEffect(() => {
    if (!live) return;
    queue.kick();
    if (everLive.current) void queryClient.invalidateQueries({ queryKey: studentLessonKeys.state(sessionId) });
    everLive.current = true;
  }, [live, queue, queryClient, sessionId]);
  // The lesson goes on: answers refused while it was paused are sent again.
  useEffect(() => {
    if (stage.status === 'live') queue.retryRefused((e) => e.sessionId === sessionId);
  }, [stage.status, queue, sessionId]);

  const pending = queue.pendingFor(sessionId);
  // Read on every render: the queue's status (above) re-renders the page whenever its entries change.
  const answers = mergedAnswers(state.responses, confirmed.current, pending);
  const onAnswer = (componentKey: string, itemKey: string, value: unknown) =>
    queue.enqueue({ sessionId, componentKey, itemKey, value });
  const slide = stage.slide;
  const notLive = stage.status !== 'live';
  const routes = visibleRoutes(state.routes, slide);
  // Turned in: locked. A check with a written answer has no route until the teacher grades it.
  const turnedIn = new Set([...state.turnedIn, ...state.routes.map((r) => r.componentKey)]);
  const routed = new Set(state.routes.map((r) => r.componentKey));
  const hasWork = slideHasWork(slide);
  const done = hasWork && slideAnswered(slide, answers);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {state.title}
        </Title>
        <Text fw={600} c="dimmed">
          {t('student.slideOf', { number: stage.slideIndex + 1, total: stage.slideCount })}
        </Text>
      </Group>
      <SaveLine online={online} pending={status.pending} refused={status.refused} sending={status.sending} />
      <div className="cs-lesson-stage">
        <div inert={notLive}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <SlideView
              key={slide.key}
              slide={slide}
              answers={answers}
              onAnswer={onAnswer}
              disabled={notLive}
              readAloud
              lockedKeys={turnedIn}
              footerOf={(componentKey) => {
                const c = slide.components.find((x) => x.key === componentKey);
                if (!c || (c.kind !== 5 && c.kind !== 6)) return null;
                if (turnedIn.has(componentKey))
                  return routed.has(componentKey) ? null : (
                    <Alert variant="light" color="blue" role="status">
                      {t('student.route.awaitingGrade')}
                    </Alert>
                  );
                return (
                  <TurnInButton
                    sessionId={sessionId}
                    componentKey={componentKey}
                    complete={questionsAnswered(c.questions, componentKey, String, answers)}
                    disabled={notLive}
                    flush={() => queue.flushComponent(sessionId, componentKey)}
                    onRoutes={(next) => applyRoutes(queryClient, sessionId, next)}
                  />
                );
              }}
            />
          </Paper>
        </div>
        {notLive && (
          <div className="cs-lesson-overlay">
            <Paper withBorder shadow="md" radius="lg" p="xl" maw={420} ta="center">
              <Title order={2} fz={26}>
                {stage.status === 'paused' ? t('student.paused') : t('student.ended')}
              </Title>
              <Text mt="xs">{stage.status === 'paused' ? t('student.pausedBody') : t('student.endedBody')}</Text>
              {/* Over: home, with the student's assignments and any other live lesson, not the code box. */}
              {stage.status === 'ended' && (
                <Anchor component={Link} to={PATHS.studentHome} fw={700} mt="md" display="inline-block">
                  {t('student.endedHome')}
                </Anchor>
              )}
            </Paper>
          </div>
        )}
      </div>
      {/* One place that announces what changed: the status, the slide, "waiting". */}
      <Text role="status" aria-live="polite" fw={600} c={notLive ? undefined : 'dimmed'}>
        {stage.status === 'paused'
          ? t('student.pausedBody')
          : stage.status === 'ended'
            ? t('student.ended')
            : !hasWork && routes.length === 0
              ? `${t('student.waiting')}. ${t('student.waitingBody')}`
              : done
                ? t('student.done')
                : t('student.slideOf', { number: stage.slideIndex + 1, total: stage.slideCount })}
      </Text>
      {!notLive && !hasWork && routes.length === 0 && (
        <Paper withBorder radius="lg" p="lg" bg="violet.0" ta="center" aria-hidden="true">
          <Title order={2} fz={22}>
            {t('student.waiting')}
          </Title>
          <Text mt={4}>{t('student.waitingBody')}</Text>
        </Paper>
      )}
      {routes.map((route) => (
        <StudentRoute
          key={route.componentKey}
          route={route}
          answers={answers}
          onAnswer={onAnswer}
          disabled={notLive}
          turnIn={
            route.recheck.length > 0 && route.recheckScore === null ? (
              <TurnInButton
                sessionId={sessionId}
                componentKey={route.componentKey}
                recheck
                complete={questionsAnswered(route.recheck, route.componentKey, recheckItem, answers)}
                disabled={notLive}
                flush={() => queue.flushComponent(sessionId, route.componentKey)}
                onRoutes={(next) => applyRoutes(queryClient, sessionId, next)}
              />
            ) : null
          }
        />
      ))}
    </Stack>
  );
}

function SaveLine({
  online,
  pending,
  refused,
  sending,
}: {
  online: boolean;
  pending: number;
  refused: number;
  sending: boolean;
}) {
  const t = useLessonsT();
  if (!online && pending > 0)
    return (
      <Alert color="orange" variant="light" role="status">
        {t('student.offline')}
      </Alert>
    );
  if (refused > 0)
    return (
      <Alert color="orange" variant="light" role="status">
        {t('student.kept')}
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {pending > 0 || sending ? t('student.saving') : t('student.saved')}
    </Text>
  );
}

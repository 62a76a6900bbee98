import {
  ANSWER_TYPES,
  FEEDBACK_OPTIONS,
  initialResponseFor,
  studentUnansweredMessage,
  type TAttemptState,
  type TResponse,
  type TStudentQuestion,
} from '@clearsheets/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueueStatus } from '../../lib/browser-queue-runtime';
import { useOnline } from '../../lib/use-online';
import { savePosition } from './api/player-api';
import { answerQueueFor, onAnswerRejected, recentSavesFor } from './browser-answer-queue';
import {
  type Answers,
  answeredHere,
  checkedOnServer,
  countAnswered,
  type Results,
  resumeIndex,
  resumeState,
  studentQuestionsOf,
  TYPED_ANSWER_TYPES,
  TYPING_DEBOUNCE_MS,
  withCheck,
} from './lib/attempt-model';
import { checkedKey, readChecked, writeChecked } from './lib/checked-store';
import { type CheckState, checkStateOf, type SaveState, saveStateOf } from './lib/save-status';
import { useServerChecks } from './lib/use-server-checks';

interface Typing {
  timer: ReturnType<typeof setTimeout>;
  answer: TResponse;
}

const storage = () => globalThis.localStorage as Storage | undefined;

/**
 * The worksheet player's state: the answers (every change queued at once; typing after a 400 ms pause or on
 * leaving the field), where the student is, feedback option 1's checks, and the save status line.
 */
export function usePlayer(attempt: TAttemptState, userKey: string) {
  const { attemptId } = attempt;
  const queue = useMemo(() => answerQueueFor(userKey), [userKey]);
  const questions = useMemo(() => studentQuestionsOf(attempt.questions), [attempt.questions]);
  const [initial] = useState(() =>
    resumeState(attempt.responses, recentSavesFor(attemptId), queue.pendingFor(attemptId)),
  );
  const [answers, setAnswers] = useState<Answers>(initial.answers);
  const [results, setResults] = useState<Results>(initial.results);
  const [index, setIndex] = useState(() => resumeIndex(questions, attempt.currentQuestionId));
  const [message, setMessage] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const feedbackAfterEach = attempt.feedbackOption === FEEDBACK_OPTIONS.afterEachQuestion;
  const lockKey = checkedKey(userKey, attemptId);
  // Checked here (locked at once, result on its way) or, from an earlier visit or device, on the server.
  const [checked, setChecked] = useState<ReadonlySet<number>>(() =>
    feedbackAfterEach
      ? new Set([...readChecked(storage(), lockKey), ...checkedOnServer(attempt.responses)])
      : new Set(),
  );
  const status = useQueueStatus(queue);
  const online = useOnline();
  const typing = useRef(new Map<number, Typing>());
  const [typingCount, setTypingCount] = useState(0);

  // Whatever waits from an earlier visit goes now. Save replies carry no result: Check brings it.
  useEffect(() => {
    queue.kick();
    return onAnswerRejected((entry, why) => {
      if (entry.attemptId === attemptId) setRejected(why);
    });
  }, [queue, attemptId]);

  /** Queues typed answers now instead of after the pause (Next, leaving a field, leaving the page). */
  const flushTyping = useCallback(() => {
    for (const [questionId, pending] of typing.current) {
      clearTimeout(pending.timer);
      queue.enqueue({ attemptId, questionId, answer: pending.answer });
    }
    typing.current.clear();
    setTypingCount(0);
  }, [queue, attemptId]);

  useEffect(() => {
    const onHide = () => flushTyping();
    globalThis.addEventListener('pagehide', onHide);
    return () => {
      globalThis.removeEventListener('pagehide', onHide);
      flushTyping();
    };
  }, [flushTyping]);

  const question: TStudentQuestion | undefined = questions[index];
  const locked = (q: TStudentQuestion | undefined) => !!q && feedbackAfterEach && checked.has(q.id);

  const record = useCallback(
    (q: TStudentQuestion, answer: TResponse) => {
      setAnswers((a) => ({ ...a, [q.id]: answer }));
      setMessage(null);
      if (!TYPED_ANSWER_TYPES.has(q.answerType)) {
        queue.enqueue({ attemptId, questionId: q.id, answer });
        return;
      }
      const before = typing.current.get(q.id);
      if (before) clearTimeout(before.timer);
      const timer = setTimeout(() => {
        typing.current.delete(q.id);
        setTypingCount(typing.current.size);
        queue.enqueue({ attemptId, questionId: q.id, answer });
      }, TYPING_DEBOUNCE_MS);
      typing.current.set(q.id, { timer, answer });
      setTypingCount(typing.current.size);
    },
    [queue, attemptId],
  );

  // Ordering: the shuffled order on screen is itself an answer, saved when the question first opens.
  const orderingToSave =
    question?.answerType === ANSWER_TYPES.ordering && answers[question.id] === undefined ? question : null;
  useEffect(() => {
    if (orderingToSave && !(feedbackAfterEach && checked.has(orderingToSave.id)))
      record(orderingToSave, initialResponseFor(orderingToSave));
  }, [orderingToSave, record, feedbackAfterEach, checked]);

  const onChange = (answer: TResponse) => {
    if (question && !locked(question)) record(question, answer);
  };

  const go = (to: number) => {
    const target = questions[to];
    if (!target || to === index) return;
    flushTyping();
    setIndex(to);
    setMessage(null);
    savePosition(attemptId, target.id);
  };

  /** The spec's message when the current question is unanswered (null when the student may go on). */
  const unansweredNow = (): string | null =>
    question ? studentUnansweredMessage(question, answers[question.id]) : null;

  /** Feedback option 1: locks the answer here at once; useServerChecks locks it on the server and brings
   * the result once the answer has reached the server. */
  const check = (): boolean => {
    if (!question) return false;
    const why = unansweredNow();
    if (why) {
      setMessage(why);
      return false;
    }
    flushTyping();
    const next = new Set(checked).add(question.id);
    setChecked(next);
    writeChecked(storage(), lockKey, next);
    return true;
  };

  // Read again whenever the queue's status changes (it lives in localStorage, not in React state).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `status` is the queue's change signal
  const pending = useMemo(() => queue.pendingFor(attemptId), [queue, attemptId, status]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `status` is the queue's change signal
  const refused = useMemo(() => queue.refusedFor(attemptId), [queue, attemptId, status]);
  const unsentIds = useMemo(() => new Set(pending.keys()), [pending]);
  const refusedIds = useMemo(() => new Set(refused.keys()), [refused]);

  const unlock = useCallback(
    (questionId: number, why: string | null) => {
      setChecked((before) => {
        const next = new Set(before);
        next.delete(questionId);
        writeChecked(storage(), lockKey, next);
        return next;
      });
      if (why) setMessage(why);
    },
    [lockKey],
  );
  useServerChecks({
    attemptId,
    enabled: feedbackAfterEach,
    checked,
    results,
    unsent: unsentIds,
    refused: refusedIds,
    onResult: (reply) => setResults((r) => withCheck(r, reply)),
    onRefused: unlock,
  });
  const offline = !online || (status.pending > 0 && status.retrying);
  const saveState: SaveState = saveStateOf(status, online, typingCount > 0);
  const checkState: CheckState | null =
    question && locked(question)
      ? checkStateOf({
          unsent: pending.has(question.id) || typing.current.has(question.id),
          offline,
          hasResult: !!results[question.id]?.result,
        })
      : null;

  return {
    queue,
    questions,
    question,
    index,
    answers,
    results,
    feedbackAfterEach,
    isLocked: locked(question),
    /** Why the server refused this question's answer (kept on this device until the student changes it). */
    refusedNow: question ? (refused.get(question.id) ?? null) : null,
    isChecked: (q: TStudentQuestion) => checked.has(q.id),
    answered: (q: TStudentQuestion) => answeredHere(q, answers[q.id]),
    answeredCount: countAnswered(questions, answers),
    message,
    setMessage,
    rejected,
    dismissRejected: () => setRejected(null),
    saveState,
    checkState,
    onChange,
    go,
    check,
    unansweredNow,
    flushTyping,
  };
}

export type Player = ReturnType<typeof usePlayer>;

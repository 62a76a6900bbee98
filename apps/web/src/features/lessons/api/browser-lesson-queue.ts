import { api, isApiError } from '../../../lib/api-client';
import { browserQueueRuntime, kickWhenPageReturns } from '../../../lib/browser-queue-runtime';
import { outcomeOfFailure, type SendOutcome } from '../../../lib/offline-answer-queue';
import { getSession } from '../../../lib/session-store';
import { UNSENT_LESSON_ANSWERS_PREFIX } from '../../../lib/storage';
import { LessonAnswerQueue, type QueuedLessonAnswer } from '../lib/lesson-answer-queue';
import type { LessonAnswerReply } from './student-lesson-api';

// One lesson answer queue per signed-in student in this browser, wired to the API and the page (lib's
// browser-queue-runtime), as the worksheet player's queue is.

/** The localStorage key of one student's lesson answers (kept on sign-out while it holds answers, like the
 * player's). */
export const lessonAnswersStorageKey = (userKey: string) => `${UNSENT_LESSON_ANSWERS_PREFIX}${userKey}`;

/** The signed-in user's id, or null. */
export function currentUserKey(): string | null {
  const session = getSession();
  if (session.status !== 'signedIn') return null;
  const id = session.user?.UserId;
  return id === undefined || id === null ? null : String(id);
}

async function sendAnswer(userKey: string, entry: QueuedLessonAnswer): Promise<SendOutcome<LessonAnswerReply>> {
  // Another student signed in on this device: the answers wait for their owner.
  if (currentUserKey() !== userKey) return { kind: 'retry' };
  try {
    const reply = await api.put<LessonAnswerReply>(`/api/v1/student/lessons/sessions/${entry.sessionId}/answers`, {
      componentKey: entry.componentKey,
      itemKey: entry.itemKey,
      value: entry.value,
      clientSeq: entry.clientSeq,
    });
    return { kind: 'saved', reply };
  } catch (error) {
    return isApiError(error) ? outcomeOfFailure(error.status, error.detail ?? error.title) : { kind: 'retry' };
  }
}

type SavedListener = (entry: QueuedLessonAnswer, reply: LessonAnswerReply) => void;
type RejectedListener = (entry: QueuedLessonAnswer, message: string) => void;
const savedListeners = new Set<SavedListener>();
const rejectedListeners = new Set<RejectedListener>();
const queues = new Map<string, LessonAnswerQueue<LessonAnswerReply>>();

/** The queue of the student `userKey`, created once per page. */
export function lessonQueueFor(userKey: string): LessonAnswerQueue<LessonAnswerReply> {
  const existing = queues.get(userKey);
  if (existing) return existing;
  const queue = new LessonAnswerQueue<LessonAnswerReply>({
    ...browserQueueRuntime(),
    storageKey: lessonAnswersStorageKey(userKey),
    send: (entry) => sendAnswer(userKey, entry),
    onSaved: (entry, reply) => {
      for (const l of savedListeners) l(entry, reply);
    },
    onRejected: (entry, message) => {
      for (const l of rejectedListeners) l(entry, message);
    },
  });
  queues.set(userKey, queue);
  kickWhenPageReturns(queue);
  queue.kick();
  return queue;
}

export function onLessonAnswerSaved(listener: SavedListener): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

export function onLessonAnswerRejected(listener: RejectedListener): () => void {
  rejectedListeners.add(listener);
  return () => rejectedListeners.delete(listener);
}

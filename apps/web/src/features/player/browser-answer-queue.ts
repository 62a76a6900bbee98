import type { TSaveResponseReply } from '@clearsheets/shared';
import { api, isApiError } from '../../lib/api-client';
import { browserQueueRuntime, kickWhenPageReturns } from '../../lib/browser-queue-runtime';
import { outcomeOfFailure } from '../../lib/offline-answer-queue';
import { getSession } from '../../lib/session-store';
import { AnswerQueue, type PlayerSendOutcome, type QueuedAnswer } from './answer-queue';
import { answersStorageKey, userKeyOf } from './unsent-answers';

// One answer queue per signed-in student in this browser, wired to the API and the page (lib's
// browser-queue-runtime). Only the player's chunk carries this file.

/** True while `userKey` is the signed-in user: after sign-out (or another student signing in on this
 * device) the answers wait in storage for their owner instead of being sent, and refused, under no session. */
function isSignedIn(userKey: string): boolean {
  return userKeyOf(getSession()) === userKey;
}

async function sendAnswer(userKey: string, entry: QueuedAnswer): Promise<PlayerSendOutcome> {
  if (!isSignedIn(userKey)) return { kind: 'retry' };
  try {
    const reply = await api.put<TSaveResponseReply>(
      `/api/v1/student/attempts/${entry.attemptId}/responses/${entry.questionId}`,
      { clientId: entry.clientId, clientSeq: entry.clientSeq, answer: entry.answer },
    );
    return { kind: 'saved', reply };
  } catch (error) {
    return isApiError(error) ? outcomeOfFailure(error.status, error.title) : { kind: 'retry' };
  }
}

type Listener<A extends unknown[]> = (...args: A) => void;
const rejectedListeners = new Set<Listener<[QueuedAnswer, string]>>();
const queues = new Map<string, AnswerQueue>();
/** The latest confirmed write per question in this page, so a player that opens (or re-reads) after the
 * queue sent an answer still shows it, whichever of the two replies came first. */
const recentSaves = new Map<string, { entry: QueuedAnswer; reply: TSaveResponseReply }>();

/** The queue of the student `userKey` (their user id); created once per page and kept for the page's life. */
export function answerQueueFor(userKey: string): AnswerQueue {
  const existing = queues.get(userKey);
  if (existing) return existing;
  const queue = new AnswerQueue({
    ...browserQueueRuntime(),
    storageKey: answersStorageKey(userKey),
    send: (entry) => sendAnswer(userKey, entry),
    onSaved: (entry, reply) => {
      const key = `${entry.attemptId}:${entry.questionId}`;
      const before = recentSaves.get(key);
      if (!before || before.reply.clientSeq <= reply.clientSeq) recentSaves.set(key, { entry, reply });
    },
    onRejected: (entry, message) => {
      for (const listener of rejectedListeners) listener(entry, message);
    },
  });
  queues.set(userKey, queue);
  kickWhenPageReturns(queue);
  queue.kick();
  return queue;
}

/** The confirmed writes of one attempt in this page (newest per question). */
export function recentSavesFor(attemptId: number): Map<number, { entry: QueuedAnswer; reply: TSaveResponseReply }> {
  const found = new Map<number, { entry: QueuedAnswer; reply: TSaveResponseReply }>();
  for (const saved of recentSaves.values())
    if (saved.entry.attemptId === attemptId) found.set(saved.entry.questionId, saved);
  return found;
}

/** Calls back for every answer the server refused for good (the player shows the message; the answer stays
 * on this device, see lib/offline-answer-queue.ts). */
export function onAnswerRejected(listener: Listener<[QueuedAnswer, string]>): () => void {
  rejectedListeners.add(listener);
  return () => rejectedListeners.delete(listener);
}

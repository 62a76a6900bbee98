import { type AnswerFormat, OfflineAnswerQueue, type OfflineAnswerQueueDeps } from '../../../lib/offline-answer-queue';

// The student's lesson answers on their way to the server: the shared offline answer queue (see
// lib/offline-answer-queue.ts), one entry per item (session, component, item). A refusal (409: the lesson is
// paused or ended) keeps the answer on the device, marked, until the lesson goes on (`retryRefused`) or the
// student changes it.

export interface NewLessonAnswer {
  sessionId: number;
  componentKey: string;
  itemKey: string;
  value: unknown;
}

/** One answer as it is stored (this shape is on students' devices: change it only with a migration). */
export interface QueuedLessonAnswer extends NewLessonAnswer {
  clientSeq: number;
  /** This write's own id: the one in flight is recognised when a newer answer arrives meanwhile. */
  id: string;
  queuedAt: number;
  refused?: string;
}

/** Sequence numbers are seconds since 2025 (the contract caps them at 2^31-1: 68 years), one more than the
 * last within a second: they keep increasing on a device whose storage was cleared. */
const SEQ_EPOCH_MS = Date.UTC(2025, 0, 1);
const SEQ_MAX = 2_147_483_647;

/** The next sequence number of a session after `last`, at `nowMs`. */
export function nextClientSeq(last: number | undefined, nowMs: number): number {
  const clock = Math.max(0, Math.floor((nowMs - SEQ_EPOCH_MS) / 1000));
  return Math.min(SEQ_MAX, Math.max((last ?? 0) + 1, clock));
}

export const lessonAnswerFormat: AnswerFormat<QueuedLessonAnswer, NewLessonAnswer> = {
  itemOf: (a) => `${a.sessionId}|${a.componentKey}|${a.itemKey}`,
  seqScopeOf: (a) => String(a.sessionId),
  nextSeq: nextClientSeq,
  idOf: (e) => e.id,
  create: (a, added) => ({ ...a, ...added }),
};

/** How long turning a check in waits for its answers to reach the server (offline: it says so instead). */
const FLUSH_TIMEOUT_MS = 8_000;

export class LessonAnswerQueue<R> extends OfflineAnswerQueue<QueuedLessonAnswer, NewLessonAnswer, R> {
  constructor(deps: Omit<OfflineAnswerQueueDeps<QueuedLessonAnswer, NewLessonAnswer, R>, 'format'>) {
    super({ ...deps, format: lessonAnswerFormat });
  }

  /** The unconfirmed answers of one session (refused ones too), newest per item, by `componentKey|itemKey`. */
  pendingFor(sessionId: number): Map<string, QueuedLessonAnswer> {
    const found = new Map<string, QueuedLessonAnswer>();
    for (const e of this.pending((e) => e.sessionId === sessionId)) found.set(`${e.componentKey}|${e.itemKey}`, e);
    return found;
  }

  /** Resolves true once no answer to the component waits on the device; false when one was refused or the time
   * ran out first (offline), retrying meanwhile. Turning a check in waits for this, so the server scores every
   * answer. */
  flushComponent(sessionId: number, componentKey: string, timeoutMs = FLUSH_TIMEOUT_MS): Promise<boolean> {
    return this.flush({
      match: (e) => e.sessionId === sessionId && e.componentKey === componentKey,
      timeoutMs,
      stopOnFailure: false,
    });
  }
}

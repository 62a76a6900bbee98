import type { TResponse, TSaveResponseReply } from '@clearsheets/shared';
import {
  type AnswerFormat,
  OfflineAnswerQueue,
  type OfflineAnswerQueueDeps,
  type SendOutcome,
} from '../../lib/offline-answer-queue';

// The worksheet player's answers on their way to the server: the shared offline answer queue (see
// lib/offline-answer-queue.ts), one entry per question of an attempt. Writes carry a client id (a retry is
// recognised) and an increasing sequence number, so nothing is counted twice.

export interface NewAnswer {
  attemptId: number;
  questionId: number;
  answer: TResponse;
}

/** One answer as it is stored (this shape is on students' devices: change it only with a migration). */
export interface QueuedAnswer extends NewAnswer {
  clientId: string;
  clientSeq: number;
  queuedAt: number;
  refused?: string;
}

export type PlayerSendOutcome = SendOutcome<TSaveResponseReply>;

export const playerAnswerFormat: AnswerFormat<QueuedAnswer, NewAnswer> = {
  itemOf: (a) => `${a.attemptId}:${a.questionId}`,
  seqScopeOf: (a) => String(a.attemptId),
  // Milliseconds since 1970 keep the order across reloads and devices with sane clocks; +1 within a millisecond.
  nextSeq: (last, nowMs) => Math.max((last ?? 0) + 1, nowMs),
  idOf: (e) => e.clientId,
  create: (a, added) => ({ ...a, clientId: added.id, clientSeq: added.clientSeq, queuedAt: added.queuedAt }),
};

export class AnswerQueue extends OfflineAnswerQueue<QueuedAnswer, NewAnswer, TSaveResponseReply> {
  constructor(deps: Omit<OfflineAnswerQueueDeps<QueuedAnswer, NewAnswer, TSaveResponseReply>, 'format'>) {
    super({ ...deps, format: playerAnswerFormat });
  }

  /** The unconfirmed answers of one attempt (refused ones included) by question: the player shows them over the
   * server's. */
  pendingFor(attemptId: number): Map<number, QueuedAnswer> {
    return new Map(this.pending((e) => e.attemptId === attemptId).map((e) => [e.questionId, e]));
  }

  /** The refused answers of one attempt by question, with the server's message. */
  refusedFor(attemptId: number): Map<number, string> {
    const refused = new Map<number, string>();
    for (const e of this.pending((e) => e.attemptId === attemptId))
      if (e.refused !== undefined) refused.set(e.questionId, e.refused);
    return refused;
  }
}

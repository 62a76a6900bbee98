// In-memory caches for the answer-save hot path, one set per database (an app, or a test's private clone).
// Both hold data that never changes once written, so there is nothing to invalidate and any number of app
// processes may cache independently:
// - an assignment's question snapshot (assignments.questions is written once, at assign time; settings change,
//   the snapshot never does), parsed once instead of on every save;
// - which assignment and student an attempt belongs to (attempts never move), so a save can score the answer
//   before its single database statement.
// Whether the student may still write (recipient, still active in the class the assignment came through,
// assignment not deleted, attempt not submitted, answer not checked) is never cached: the save statement
// checks it every time, so a removal from a class holds on the next request in every process without any
// invalidation (docs/decisions/0012).
import { type TQuestionWithPassage, ZQuestion } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { Lru } from '../../platform/caches/lru';
import { findAttemptRef, findQuestionSnapshot } from './attempts.repository';

/** The questions of an assignment as assigned, in the teacher's order, by id. */
export interface Snapshot {
  assignmentId: number;
  questions: TQuestionWithPassage[];
  byId: Map<number, TQuestionWithPassage>;
}

export interface AttemptRef {
  assignmentId: number;
  studentId: number;
}

const SNAPSHOTS_MAX = 256;
const ATTEMPTS_MAX = 20_000;

interface Caches {
  snapshots: Lru<number, Promise<Snapshot | null>>;
  attempts: Lru<number, AttemptRef>;
}
const perDatabase = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let caches = perDatabase.get(db);
  if (!caches) {
    caches = { snapshots: new Lru(SNAPSHOTS_MAX), attempts: new Lru(ATTEMPTS_MAX) };
    perDatabase.set(db, caches);
  }
  return caches;
}

/** Parses the stored snapshot; the passage travels beside the question (the schema would strip it). */
export function parseSnapshot(assignmentId: number, raw: unknown): Snapshot {
  const questions: TQuestionWithPassage[] = [];
  for (const item of Array.isArray(raw) ? raw : []) {
    const parsed = ZQuestion.safeParse(item);
    if (!parsed.success) continue;
    const passage = (item as { passage?: TQuestionWithPassage['passage'] }).passage;
    questions.push(passage ? { ...parsed.data, passage } : parsed.data);
  }
  return { assignmentId, questions, byId: new Map(questions.map((q) => [q.id, q])) };
}

/** The assignment's question snapshot (null when there is no such assignment); loaded once per process. */
export function snapshotOf(db: Db, assignmentId: number): Promise<Snapshot | null> {
  const { snapshots } = cachesOf(db);
  let pending = snapshots.get(assignmentId);
  if (!pending) {
    // Concurrent first saves share one load; a failed or empty load is not kept.
    pending = findQuestionSnapshot(db, assignmentId).then((raw) =>
      raw === undefined ? null : parseSnapshot(assignmentId, raw),
    );
    snapshots.set(assignmentId, pending);
    pending.then(
      (s) => s === null && snapshots.delete(assignmentId),
      () => snapshots.delete(assignmentId),
    );
  }
  return pending;
}

/** Which assignment and student an attempt belongs to, when this process already knows (no query). */
export const knownAttemptRef = (db: Db, attemptId: number): AttemptRef | undefined =>
  cachesOf(db).attempts.get(attemptId);

/** Which assignment and student an attempt belongs to (undefined when it does not exist). */
export async function attemptRefOf(db: Db, attemptId: number): Promise<AttemptRef | undefined> {
  const cached = knownAttemptRef(db, attemptId);
  if (cached) return cached;
  const ref = await findAttemptRef(db, attemptId);
  if (ref) cachesOf(db).attempts.set(attemptId, ref);
  return ref;
}

/** Remembers an attempt just started or resumed, so its first save needs no lookup. */
export function rememberAttempt(db: Db, attemptId: number, ref: AttemptRef) {
  cachesOf(db).attempts.set(attemptId, ref);
}

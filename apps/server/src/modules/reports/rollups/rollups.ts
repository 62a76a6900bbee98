// Keeping the report rollups current (docs/decisions/0030). Every change that moves a report writes an activity
// event in its own transaction; a refresh reads the events of the transactions that finished since the last one
// (the watermark is a transaction id: every transaction older than the oldest one still running has finished),
// recomputes exactly the keys they touched, and moves the watermark, all in one transaction. A crash loses
// nothing: the watermark moves only with the rollups.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import {
  currentHorizon,
  dirtyKeys,
  lockRollups,
  readWatermark,
  recomputeClassAssignments,
  recomputeSchoolDays,
  recomputeSchoolStandardWeeks,
  recomputeStudentDays,
  recomputeStudentScores,
  schoolDaysOf,
  schoolWeeksOf,
  writeWatermark,
} from './rollups.repository';
import { recomputeSchoolLevels, staleSchoolLevels } from './school-levels.repository';

/** Students recomputed per statement: bounds each statement's work when a backlog is large. */
const CHUNK = 2000;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const uniqueBy = <T>(items: readonly T[], key: (t: T) => string) => [
  ...new Map(items.map((t) => [key(t), t])).values(),
];

export interface RefreshOutcome {
  students: number;
  assignments: number;
  studentDays: number;
}

/** Brings every rollup up to date with the activity committed so far. Safe to call from anywhere, any time. */
export async function refreshRollups(db: Db): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    await lockRollups(tx);
    // Read after the lock: a refresh that waited sees what the one before it left.
    const horizon = await currentHorizon(tx);
    const { watermark, rebuilt } = await readWatermark(tx);
    if (!rebuilt) {
      await rebuildAll(tx, horizon);
      return { students: -1, assignments: -1, studentDays: -1 };
    }
    const dirty = await dirtyKeys(tx, watermark, horizon);
    const schools = new Set<number>();
    for (const students of chunks(dirty.students)) {
      const before = await schoolWeeksOf(tx, students);
      await recomputeStudentScores(tx, students);
      const after = await schoolWeeksOf(tx, students);
      const touched = [...before, ...after];
      await recomputeSchoolStandardWeeks(
        tx,
        uniqueBy(touched, (k) => `${k.schoolId}:${k.week}`),
      );
      for (const k of touched) schools.add(k.schoolId);
    }
    // Schools whose students' totals moved, and those whose thresholds or deleted classes changed since.
    for (const id of await staleSchoolLevels(tx)) schools.add(id);
    await recomputeSchoolLevels(tx, [...schools]);
    for (const assignments of chunks(dirty.assignments)) await recomputeClassAssignments(tx, assignments);
    for (const days of chunks(dirty.days)) {
      await recomputeStudentDays(tx, days);
      await recomputeSchoolDays(tx, await schoolDaysOf(tx, days));
    }
    await writeWatermark(tx, horizon, false);
    return { students: dirty.students.length, assignments: dirty.assignments.length, studentDays: dirty.days.length };
  });
}

async function rebuildAll(tx: Db, horizon: string) {
  await recomputeStudentScores(tx, null);
  await recomputeSchoolStandardWeeks(tx, null);
  await recomputeSchoolLevels(tx, null);
  await recomputeClassAssignments(tx, null);
  await recomputeStudentDays(tx, null);
  await recomputeSchoolDays(tx, null);
  await writeWatermark(tx, horizon, true);
}

/** Rebuilds every rollup from the raw rows (after a bulk load, or to repair): the same statements, all keys. */
export async function rebuildRollups(db: Db) {
  await db.transaction(async (tx) => {
    await lockRollups(tx);
    await rebuildAll(tx, await currentHorizon(tx));
  });
}

export interface RollupWorker {
  start(): void;
  stop(): Promise<void>;
}

/** Refreshes every `pollSeconds` (reports are fresh within a minute at the default), one pass at a time. */
export function createRollupWorker(db: Db, pollSeconds: number, log: FastifyBaseLogger): RollupWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = refreshRollups(db)
      .catch((err) => log.error({ err }, 'report rollups refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      pass();
      timer = setInterval(pass, pollSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

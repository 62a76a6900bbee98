import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/sql-helpers';
import type { AppContext } from '../../platform/context';
import { jobRunnerOf } from '../../platform/jobs';
import { deleteUnusedLessonFile, markUnusedLessonFiles, unusedLessonFilesBefore } from './lesson-files.repository';

// The clean-up of lesson files no lesson uses (decision 0035): a periodic job on the app's job runner marks each
// video, captions file and slide page no lesson or session names, and removes those unused for the grace period
// (STORAGE_ORPHAN_GRACE_HOURS): an upload waits that long for the lesson that will use it.

export const LESSON_FILES_SWEEP = 'lesson-files.sweep';
const HOUR_MS = 3_600_000;

/** One pass at `now`: returns the keys removed. */
export async function sweepUnusedLessonFiles(ctx: AppContext, now: Date): Promise<string[]> {
  await markUnusedLessonFiles(ctx.db, now);
  const cutoff = new Date(now.getTime() - ctx.config.storage.orphanGraceHours * HOUR_MS);
  const removed: string[] = [];
  for (const key of await unusedLessonFilesBefore(ctx.db, cutoff)) {
    // The row goes with the file: if the file cannot be removed, the row stays for the next pass.
    const gone = await inTransaction(ctx.db, async (tx) => {
      if (!(await deleteUnusedLessonFile(tx, key, cutoff))) return false;
      await ctx.storage.delete(key);
      return true;
    });
    if (gone) removed.push(key);
  }
  return removed;
}

export interface LessonFileSweeper {
  start(): void;
  stop(): void;
}

/** Queues a pass every STORAGE_SWEEP_MINUTES on the app's job runner; `clock` is the job's time (tests move it). */
export function createLessonFileSweeper(ctx: AppContext, log: FastifyBaseLogger): LessonFileSweeper {
  const runner = jobRunnerOf(ctx, log);
  runner.handle(LESSON_FILES_SWEEP, async () => {
    const removed = await sweepUnusedLessonFiles(ctx, ctx.clock.now());
    if (removed.length) log.info({ removed: removed.length }, 'unused lesson files removed');
  });
  let timer: NodeJS.Timeout | null = null;
  return {
    start() {
      if (timer) return;
      runner.enqueue(LESSON_FILES_SWEEP, 1);
      timer = setInterval(() => runner.enqueue(LESSON_FILES_SWEEP, 1), ctx.config.storage.sweepMinutes * 60_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

import type { TImportProblem } from '@clearsheets/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type JobRunner, jobRunnerOf } from '../../platform/jobs';
import { findUnfinishedJobs, markJobFailed } from './import-jobs.repository';

// The import jobs of one app: the shared runner, progress of the job in flight (its transaction is not
// visible to readers until it commits) and files already parsed at upload (so the job does not parse
// them again; after a restart it reads the stored copy instead).

export interface ImportState {
  runner: JobRunner;
  progress: Map<number, number>;
  parsed: Map<number, unknown>;
}

const states = new WeakMap<AppContext, ImportState>();

export function importStateOf(ctx: AppContext, log: FastifyBaseLogger): ImportState {
  let state = states.get(ctx);
  if (!state) {
    state = { runner: jobRunnerOf(ctx, log), progress: new Map(), parsed: new Map() };
    states.set(ctx, state);
  }
  return state;
}

/** Waits until no import is queued or running (tests and benchmarks). */
export async function importsIdle(ctx: AppContext) {
  await states.get(ctx)?.runner.idle();
}

/** Queues the jobs a previous process left queued or running; each job is idempotent. */
export async function resumeUnfinishedImports(ctx: AppContext, log: FastifyBaseLogger) {
  const { runner } = importStateOf(ctx, log);
  for (const job of await findUnfinishedJobs(ctx.db)) runner.enqueue(job.kind, job.id);
}

/** A refusal becomes the job's problem list; anything unexpected is logged and reported generically. */
export async function failJob(ctx: AppContext, log: FastifyBaseLogger, jobId: number, err: unknown, rows: number) {
  let problems: TImportProblem[];
  if (err instanceof ImportProblems) problems = err.problems;
  else if (err instanceof AppError) problems = [{ message: err.detail ? `${err.message} ${err.detail}` : err.message }];
  else {
    log.error({ err, jobId }, 'import failed');
    problems = [{ message: 'Something went wrong' }];
  }
  await markJobFailed(ctx.db, jobId, problems, rows);
}

/** Thrown inside an import's transaction to roll it back and fail the job with these problems. */
export class ImportProblems extends Error {
  constructor(readonly problems: TImportProblem[]) {
    super(problems[0]?.message ?? 'import refused');
  }
}

const startAfterReply = new WeakMap<FastifyRequest, { kind: string; id: number }>();

/** Starts the job once the 202 has gone out: on PGlite a running import holds the only connection (and
 * the thread), so a job started earlier would hold back the very reply that says it was accepted. */
export function queueAfterReply(request: FastifyRequest, job: { kind: string; id: number }) {
  startAfterReply.set(request, job);
  // Should the client vanish before the reply is done, the job still starts (a job runs once: it checks its
  // status first).
  const { runner } = importStateOf(request.server.ctx, request.server.log);
  setTimeout(() => runner.enqueue(job.kind, job.id), 2000).unref();
}

/** The hook that does it, for each plugin whose routes accept uploads. */
export function registerQueueAfterReply(app: FastifyInstance) {
  const { runner } = importStateOf(app.ctx, app.log);
  app.addHook('onResponse', async (request) => {
    const job = startAfterReply.get(request);
    if (job) runner.enqueue(job.kind, job.id);
  });
}

import { AppError } from '../../platform/errors';
import { type PartHandler, WorkerBudgetError, WorkerPool } from '../../platform/workers/worker-pool';
import type { DbState, ImportOptions } from '../oneroster/oneroster.plan';
import type { BulkScope } from '../oneroster/oneroster.plan-bulk';
import type { CreatedIds, PlanPart } from '../oneroster/oneroster.plan-parts';
import type { BundleSummary, PlanReply } from '../oneroster/oneroster.plan-task';
import type { SheetKind, SheetRow } from './import-files';
import type { ParseTask } from './parse-worker';

// Uploaded files are read in worker threads, never on the request thread: a large or hostile file then
// costs a thread of its own and its budgets, while answers and /health go on. Two threads: one long
// OneRoster read does not hold up a teacher's class list.

const pool = new WorkerPool({
  module: new URL('./parse-worker.ts', import.meta.url),
  size: 2,
  // A full OneRoster bundle reads in a few seconds of CPU; the threads run at a lower priority (ts-worker.mjs),
  // so a busy server stretches that: two minutes leaves room for it and still ends a file built to be slow.
  timeoutMs: 120_000,
  maxMemoryMb: 1536,
});

const tooCostly = () => {
  const message = 'The file is too large or too complex to read. Split it into smaller files.';
  return new AppError(400, 'import_too_large', 'importInvalidFormat', message, [{ field: 'file', message }]);
};

async function run<T>(task: ParseTask, onPart?: PartHandler): Promise<T> {
  try {
    return await pool.run<T>(task, [task.bytes.buffer as ArrayBuffer], onPart);
  } catch (err) {
    if (err instanceof WorkerBudgetError) throw tooCostly();
    throw err;
  }
}

/** A private copy of the bytes, moved to the thread (the caller keeps its buffer). */
const copy = (buf: Uint8Array) => new Uint8Array(buf);

/** A student file's type (by content) and its data rows, refused as the user must see it when wrong. */
export const parseStudentFile = (fileName: string, buf: Buffer, kind?: SheetKind) =>
  run<{ kind: SheetKind; data: SheetRow[] }>({ op: 'students', bytes: copy(buf), fileName, kind });

/** A OneRoster bundle's file and column problems, else the keys of the district records it names. */
export const summarizeOneRosterBundle = (buf: Uint8Array) =>
  run<BundleSummary>({ op: 'oneroster-summary', bytes: copy(buf) });

/** The bundle read again and planned against the district's records (and, for a bulk set, its scope). The
 * plan crosses back in parts, each given to `write` (and the next sent once it is written): the district's
 * rows stay in the thread. */
export const planOneRosterBundle = (
  buf: Uint8Array,
  db: DbState,
  options: ImportOptions,
  write: (part: PlanPart) => Promise<CreatedIds | undefined>,
  scope?: BulkScope,
) => run<PlanReply>({ op: 'oneroster-plan', bytes: copy(buf), db, options, scope }, (part) => write(part as PlanPart));

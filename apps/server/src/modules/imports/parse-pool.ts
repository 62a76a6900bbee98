import { AppError } from '../../platform/errors';
import { type PartHandler, WorkerBudgetError, WorkerPool } from '../../platform/workers/worker-pool';
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
    const { bytes } = task.op === 'module' ? task.task : task;
    return await pool.run<T>(task, [bytes.buffer as ArrayBuffer], onPart);
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

/** Runs another module's task in a parse thread: `taskModule` (a file URL) exports `handle(task, send)`, and the
 * task's bytes are copied and moved to the thread. A task may answer in parts through `send`: each is given to
 * `onPart`, and the next is sent once it is handled. OneRoster planning runs here this way (oneroster.parse.ts). */
export const runInParseThread = <T>(taskModule: URL, task: { bytes: Uint8Array }, onPart?: PartHandler) =>
  run<T>({ op: 'module', module: taskModule.href, task: { ...task, bytes: copy(task.bytes) } }, onPart);

import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS } from '@clearsheets/shared';
import { detectSheetKind, readSheetRows, type SheetKind, splitSheet } from './import-files';

// What runs in the parse threads (see parse-pool.ts): everything that reads an uploaded file's bytes. A module
// built on imports (OneRoster planning) brings its own task module and names it in the task, so this file
// never imports the modules that use the threads. Replies are plain data; a refusal is thrown as the AppError
// the user sees.

/** A task for another module's task module (a file URL exporting `handle(task)`), run in this thread. */
export interface ForeignTask {
  op: 'module';
  module: string;
  task: { bytes: Uint8Array };
}

export type ParseTask = { op: 'students'; bytes: Uint8Array; fileName: string; kind?: SheetKind } | ForeignTask;

/** Hands a part of a task's answer to the caller (ts-worker.mjs) and resolves with the caller's reply. */
export type SendPart = (part: unknown) => Promise<unknown>;
type TaskModule = { handle: (task: unknown, send: SendPart) => unknown };
const loaded = new Map<string, Promise<TaskModule>>();

export function handle(task: ParseTask, send: SendPart) {
  if (task.op === 'module') {
    const mod = loaded.get(task.module) ?? (import(task.module) as Promise<TaskModule>);
    loaded.set(task.module, mod);
    return mod.then((m) => m.handle(task.task, send));
  }
  const buf = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const kind = task.kind ?? detectSheetKind(buf, task.fileName);
  const rows = readSheetRows(kind, buf, STUDENT_IMPORT_MAX_ROWS);
  return { kind, data: splitSheet(rows, STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS).data };
}

import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS } from '@clearsheets/shared';
import type { DbState, ImportOptions } from '../oneroster/oneroster.plan';
import type { BulkScope } from '../oneroster/oneroster.plan-bulk';
import type { SendPart } from '../oneroster/oneroster.plan-parts';
import { planBundle, summarizeBundle } from '../oneroster/oneroster.plan-task';
import { readBundle } from '../oneroster/oneroster-csv';
import { detectSheetKind, readSheetRows, type SheetKind, splitSheet } from './import-files';

// What runs in the parse threads (see parse-pool.ts): everything that reads an uploaded file's bytes, and
// OneRoster planning, which walks the bundle's rows. Replies are plain data; a refusal is thrown as the
// AppError the user sees.

export type ParseTask =
  | { op: 'students'; bytes: Uint8Array; fileName: string; kind?: SheetKind }
  | { op: 'oneroster-summary'; bytes: Uint8Array }
  | { op: 'oneroster-plan'; bytes: Uint8Array; db: DbState; options: ImportOptions; scope?: BulkScope };

/** `send` hands a part of the answer to the caller (ts-worker.mjs): OneRoster plans travel that way. */
export function handle(task: ParseTask, send: SendPart) {
  const buf = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.op === 'oneroster-summary') return summarizeBundle(readBundle(buf));
  if (task.op === 'oneroster-plan') return planBundle(readBundle(buf), task.db, task.options, send, task.scope);
  const kind = task.kind ?? detectSheetKind(buf, task.fileName);
  const rows = readSheetRows(kind, buf, STUDENT_IMPORT_MAX_ROWS);
  return { kind, data: splitSheet(rows, STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS).data };
}

import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS } from '@clearsheets/shared';
import { readBundle } from '../oneroster/oneroster-csv';
import { detectSheetKind, readSheetRows, type SheetKind, splitSheet } from './import-files';

// What runs in the parse threads (see parse-pool.ts): everything that reads an uploaded file's bytes.
// Replies are plain data; a refusal is thrown as the AppError the user sees.

export type ParseTask =
  | { op: 'students'; bytes: Uint8Array; fileName: string; kind?: SheetKind }
  | { op: 'oneroster'; bytes: Uint8Array };

export function handle(task: ParseTask) {
  const buf = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.op === 'oneroster') return readBundle(buf);
  const kind = task.kind ?? detectSheetKind(buf, task.fileName);
  const rows = readSheetRows(kind, buf, STUDENT_IMPORT_MAX_ROWS);
  return { kind, data: splitSheet(rows, STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS).data };
}

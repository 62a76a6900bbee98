import fs from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_INFLATE_LIMITS } from '@clearsheets/shared';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../platform/errors';
import { InflateLimitError } from './capped-unzip';
import { readXlsxRows } from './xlsx-rows';

// Reading uploaded spreadsheets: the type is decided by the bytes, not the name (DESIGN.md 8), and every
// sheet becomes rows of trimmed strings with the row numbers a spreadsheet program would show.

export type SheetKind = 'csv' | 'xlsx';

/** One row of a sheet as the user sees it: `row` is 1-based and counts the header and blank rows. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export const invalidFormat = (detail?: string) =>
  new AppError(400, 'invalid_file_format', 'importInvalidFormat', detail, [
    { field: 'file', message: 'Invalid file format' },
  ]);

const startsWith = (buf: Uint8Array, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** A zip archive (local file header, or the end record of an empty archive). */
export const isZip = (buf: Uint8Array) =>
  startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06]);

/** The names in a zip without inflating anything; null when it is not a readable zip. */
export function zipEntryNames(buf: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(buf, {
      filter: (f) => {
        names.push(f.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

const XLSX_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
const BINARY_MAGIC = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0xd0, 0xcf, 0x11, 0xe0], // legacy Office (.xls, .doc)
];
// Control characters other than tab, line feed and carriage return never occur in a real CSV.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Strict UTF-8 text (a byte-order mark is dropped), or null for bytes that are not text. */
export function decodeText(buf: Uint8Array): string | null {
  if (BINARY_MAGIC.some((m) => startsWith(buf, m))) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return null;
  }
  return CONTROL.test(text) ? null : text;
}

/** CSV or XLSX by content; the name's extension must agree (a PDF renamed .xlsx is refused). */
export function detectSheetKind(buf: Uint8Array, fileName: string): SheetKind {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.xlsx') {
    const names = isZip(buf) ? zipEntryNames(buf) : null;
    if (names && XLSX_PARTS.every((p) => names.includes(p))) return 'xlsx';
    throw invalidFormat('The file is not an Excel workbook (.xlsx).');
  }
  if (ext === '.csv' || ext === '.txt') {
    if (decodeText(buf) !== null) return 'csv';
    throw invalidFormat('The file is not a CSV text file in UTF-8.');
  }
  throw invalidFormat('Upload a .csv or .xlsx file.');
}

/** A zip whose inflated size passes its limit: refused with what the limit is, nothing read further. */
export const tooLargeInflated = (err: InflateLimitError) => {
  const message = `The file inflates to more than ${Math.round(err.limitBytes / 1024 / 1024)} MB (${err.file}): it cannot be imported.`;
  return new AppError(400, 'import_too_large', 'importInvalidFormat', message, [{ field: 'file', message }]);
};

/** Parses CSV text into rows (the delimiter is detected: Excel writes semicolons in some locales). Reading
 * stops once `maxRows` non-blank rows are found and one more, so a huge file costs no more than a full one. */
export function parseCsvRows(text: string, maxRows = Number.POSITIVE_INFINITY): SheetRow[] {
  const rows: SheetRow[] = [];
  let nonBlank = 0;
  let broken: number | null = null;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      if (result.errors.some((e) => e.type === 'Quotes')) {
        broken = rows.length + 1;
        parser.abort();
        return;
      }
      const row = { row: rows.length + 1, cells: result.data.map((c) => c.trim()) };
      rows.push(row);
      if (!isBlankRow(row) && ++nonBlank > maxRows) parser.abort();
    },
  });
  if (broken !== null) throw invalidFormat(`Row ${broken}: a quoted value is not closed.`);
  return rows;
}

/** The first worksheet's rows, no further than `maxRows` non-blank rows; a workbook that cannot be read is an
 * invalid file, one that inflates past its limits is refused for that. */
export function parseXlsxRows(buf: Uint8Array, maxRows?: number): SheetRow[] {
  try {
    return readXlsxRows(buf, IMPORT_INFLATE_LIMITS.xlsx, maxRows);
  } catch (err) {
    if (err instanceof InflateLimitError) throw tooLargeInflated(err);
    throw invalidFormat('The workbook could not be read.');
  }
}

/** Rows of a sheet, read no further than `maxRows` non-blank rows past its header. */
export function readSheetRows(kind: SheetKind, buf: Buffer, maxRows?: number): SheetRow[] {
  const rowsWithHeader = maxRows === undefined ? undefined : maxRows + 1;
  if (kind === 'xlsx') return parseXlsxRows(buf, rowsWithHeader);
  const text = decodeText(buf);
  if (text === null) throw invalidFormat();
  return parseCsvRows(text, rowsWithHeader);
}

export const isBlankRow = (r: SheetRow) => r.cells.every((c) => c === '');
const normalizeHeader = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Splits a sheet into its header and non-blank data rows, refusing a header other than `columns` (same
 * order, any letter case and spacing) and a sheet without data. */
export function splitSheet(rows: SheetRow[], columns: readonly string[], maxRows: number) {
  const nonBlank = rows.filter((r) => !isBlankRow(r));
  const header = nonBlank[0];
  if (!header) throw badRequest('file', 'importNoData');
  const cells = [...header.cells];
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  const expected = columns.map(normalizeHeader);
  if (cells.length !== expected.length || cells.some((c, i) => normalizeHeader(c) !== expected[i]))
    throw new AppError(400, 'import_column_mismatch', 'importColumnMismatch', `Expected: ${columns.join(', ')}`, [
      { field: 'file', message: 'Mismatch column from sample file...check sample file once.' },
    ]);
  const data = nonBlank.slice(1);
  if (!data.length) throw badRequest('file', 'importNoData');
  if (data.length > maxRows) {
    // The count past the limit is not known: reading stopped there.
    const message = `A file may hold at most ${maxRows.toLocaleString('en-US')} students; this one has more. Split it into smaller files.`;
    throw new AppError(400, 'import_too_many_rows', 'invalidRequest', message, [{ field: 'file', message }]);
  }
  return { header: header.row, data };
}

// ---------------------------------------------------------------------------------------------- storage

const uploadPath = (dataDir: string, jobId: number) => path.join(dataDir, 'uploads', 'imports', String(jobId));

/** Keeps an upload until its job finishes, so a restart can run the job again. */
export async function saveUpload(dataDir: string, jobId: number, buf: Buffer) {
  const file = uploadPath(dataDir, jobId);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, buf, { mode: 0o600 });
}

export async function readUpload(dataDir: string, jobId: number): Promise<Buffer | null> {
  try {
    return await fs.readFile(uploadPath(dataDir, jobId));
  } catch {
    return null;
  }
}

/** Student data does not linger on disk once its job is done or failed. */
export const removeUpload = (dataDir: string, jobId: number) => fs.rm(uploadPath(dataDir, jobId), { force: true });

import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../platform/errors';

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

/** Parses CSV text into rows (the delimiter is detected: Excel writes semicolons in some locales). */
export function parseCsvRows(text: string): SheetRow[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) throw invalidFormat(`Row ${(broken.row ?? 0) + 1}: a quoted value is not closed.`);
  return parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => c.trim()) }));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

/** The first worksheet's rows; a workbook exceljs cannot read is an invalid file. */
export async function parseXlsxRows(buf: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw invalidFormat('The workbook could not be read.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const values = r.values as ExcelJS.CellValue[]; // 1-based: values[0] is empty
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i] ?? null));
    rows.push({ row: r.number, cells });
  });
  return rows;
}

export async function readSheetRows(kind: SheetKind, buf: Buffer): Promise<SheetRow[]> {
  if (kind === 'xlsx') return parseXlsxRows(buf);
  const text = decodeText(buf);
  if (text === null) throw invalidFormat();
  return parseCsvRows(text);
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
    const message = `A file may hold at most ${maxRows.toLocaleString('en-US')} students; this one has ${data.length.toLocaleString('en-US')}. Split it into smaller files.`;
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

import path from 'node:path';
import { IMPORT_INFLATE_LIMITS, type TImportProblem } from '@clearsheets/shared';
import Papa from 'papaparse';
import {
  decodeText,
  InflateLimitError,
  invalidFormat,
  isZip,
  tooLargeInflated,
  unzipCapped,
  zipEntryNames,
} from '../imports';

// Reading a OneRoster CSV bundle (a zip of CSV files, 1.1 or 1.2): which files are there, their columns
// (by name, in any order) and rows. Row numbers count the header as row 1, as a spreadsheet shows them.

export const FILES = {
  manifest: 'manifest.csv',
  orgs: 'orgs.csv',
  academicSessions: 'academicSessions.csv',
  courses: 'courses.csv',
  classes: 'classes.csv',
  users: 'users.csv',
  roles: 'roles.csv',
  enrollments: 'enrollments.csv',
} as const;
export type FileKey = keyof typeof FILES;

/** Columns each file must have (OneRoster 1.2 CSV binding; the ones this import reads or checks). */
const REQUIRED_COLUMNS: Record<FileKey, string[]> = {
  manifest: ['propertyName', 'value'],
  orgs: ['sourcedId', 'name', 'type'],
  academicSessions: ['sourcedId', 'title', 'type', 'startDate', 'endDate'],
  courses: ['sourcedId', 'title', 'orgSourcedId'],
  classes: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  users: ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
  roles: ['userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  enrollments: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
};
/** OneRoster 1.1 puts the role and the orgs on the user (no roles.csv). */
const USERS_1_1_COLUMNS = ['role', 'orgSourcedIds'];

export class Table {
  private readonly index: Map<string, number>;
  constructor(
    readonly file: string,
    header: string[],
    /** Data rows, blank lines left out. */
    readonly rows: string[][],
    private readonly numbers: number[],
  ) {
    this.index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  }
  has(column: string) {
    return this.index.has(column.toLowerCase());
  }
  /** A trimmed cell ('' when the column or the cell is missing). */
  get(i: number, column: string): string {
    const at = this.index.get(column.toLowerCase());
    return at === undefined ? '' : (this.rows[i]?.[at] ?? '').trim();
  }
  /** The row number a spreadsheet shows for data row i. */
  rowNumber(i: number) {
    return this.numbers[i] ?? i + 2;
  }
}

export interface Bundle {
  tables: Partial<Record<FileKey, Table>>;
  /** 1.1 files: users.csv carries the role, there is no roles.csv. */
  legacyRoles: boolean;
  version: string | null;
  problems: TImportProblem[];
  totalRows: number;
}

/** True when the bytes are a zip; read before queuing so a renamed PDF is refused at once. */
export function assertOneRosterZip(buf: Uint8Array) {
  const names = isZip(buf) ? zipEntryNames(buf) : null;
  if (!names) throw invalidFormat('Upload the OneRoster CSV files as one .zip file.');
}

function parseCsv(file: string, bytes: Uint8Array, problems: TImportProblem[]): Table | null {
  const text = decodeText(bytes);
  if (text === null) {
    problems.push({ file, message: 'Invalid file format: the file is not UTF-8 text' });
    return null;
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: ',' });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) problems.push({ file, row: (broken.row ?? 0) + 1, message: 'A quoted value is not closed' });
  const [header = [], ...all] = parsed.data;
  const rows: string[][] = [];
  const numbers: number[] = [];
  all.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    rows.push(cells);
    numbers.push(i + 2);
  });
  return new Table(file, header, rows, numbers);
}

export type FileMode = 'bulk' | 'delta' | 'absent';

/** What the manifest says of each file (`file.orgs,bulk`): bulk, delta or absent; unknown lines are left out. */
export function fileModes(manifest: Table | undefined): Partial<Record<FileKey, FileMode>> {
  const modes: Partial<Record<FileKey, FileMode>> = {};
  const keys = new Map(Object.keys(FILES).map((k) => [`file.${k.toLowerCase()}`, k as FileKey]));
  for (let i = 0; i < (manifest?.rows.length ?? 0); i++) {
    const key = keys.get(manifest!.get(i, 'propertyName').toLowerCase());
    const value = manifest!.get(i, 'value').toLowerCase();
    if (key && (value === 'bulk' || value === 'delta' || value === 'absent')) modes[key] = value;
  }
  return modes;
}

/** Inflates the CSV files of the bundle (top level or one folder down) and checks files and columns. */
export function readBundle(buf: Uint8Array): Bundle {
  const problems: TImportProblem[] = [];
  const wanted = new Map(Object.entries(FILES).map(([key, name]) => [name.toLowerCase(), key as FileKey]));
  let files: Map<string, Uint8Array>;
  try {
    // Inflated bytes are counted as they come (a zip bomb must not take the server down).
    files = unzipCapped(
      buf,
      (name) => !name.startsWith('__MACOSX/') && wanted.has(path.posix.basename(name).toLowerCase()),
      IMPORT_INFLATE_LIMITS.oneroster,
    );
  } catch (err) {
    if (err instanceof InflateLimitError) throw tooLargeInflated(err);
    throw invalidFormat('The zip file could not be read.');
  }
  const tables: Bundle['tables'] = {};
  for (const [name, bytes] of files) {
    const key = wanted.get(path.posix.basename(name).toLowerCase());
    if (!key || tables[key]) continue;
    const table = parseCsv(FILES[key], bytes, problems);
    if (table) tables[key] = table;
  }
  const legacyRoles = !tables.roles && !!tables.users?.has('role');
  const modes = fileModes(tables.manifest);
  for (const key of Object.keys(FILES) as FileKey[]) {
    const table = tables[key];
    if (!table) {
      // The manifest says the set leaves this file out: not a problem (references resolve against the district).
      if (modes[key] === 'absent') continue;
      if (!(key === 'roles' && legacyRoles))
        problems.push({ file: FILES[key], message: 'Required file is missing from the zip' });
      continue;
    }
    const required =
      key === 'users' && legacyRoles ? [...REQUIRED_COLUMNS.users, ...USERS_1_1_COLUMNS] : REQUIRED_COLUMNS[key];
    const missing = required.filter((c) => !table.has(c));
    for (const column of missing)
      problems.push({ file: table.file, row: 1, column, message: 'Required column is missing' });
    // A file without its required columns cannot be read row by row; its other problems would be noise.
    if (missing.length) delete tables[key];
  }
  const manifest = tables.manifest;
  let version: string | null = null;
  if (manifest)
    for (let i = 0; i < manifest.rows.length; i++)
      if (manifest.get(i, 'propertyName') === 'oneroster.version') version = manifest.get(i, 'value');
  const totalRows = (['orgs', 'users', 'classes', 'enrollments'] as const).reduce(
    (n, k) => n + (tables[k]?.rows.length ?? 0),
    0,
  );
  return { tables, legacyRoles, version, problems, totalRows };
}

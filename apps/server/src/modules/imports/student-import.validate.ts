import {
  STUDENT_IMPORT_COLUMNS as COLS,
  GRADES,
  MESSAGES,
  STUDENT_PASSWORD_PATTERN,
  type TImportProblem,
  USERNAME_PATTERN,
} from '@clearsheets/shared';
import type { SheetRow } from './import-files';

// Every row of a student file is checked before anything is written; the result is either a list of
// problems (row and column as the user sees them) or a plan: which rows are existing students and which
// are new accounts.

export interface ExistingUser {
  id: number;
  username: string;
  role: string;
  schoolId: number | null;
  firstName: string;
  lastName: string;
}

export interface ClassMember {
  id: number;
  firstName: string;
  lastName: string;
  status: string;
}

export interface StudentImportContext {
  schoolId: number;
  /** Users holding a username the file names (any role, any school). */
  usersByUsername: Map<string, ExistingUser>;
  /** Everyone ever enrolled in the class (active or removed). */
  members: ClassMember[];
  /** Most students the class may hold, or null. */
  limit: number | null;
  activeCount: number;
}

export interface NewStudentRow {
  row: number;
  firstName: string;
  lastName: string;
  username?: string;
  password?: string;
  grade: string | null;
}

export interface StudentImportPlan {
  problems: TImportProblem[];
  /** Existing students to enrol or reactivate. */
  matched: { row: number; studentId: number }[];
  fresh: NewStudentRow[];
  /** Students the class gains (new ones and those not actively enrolled yet). */
  adding: number;
}

const NAME_MAX = 80;
const GRADE_SET = new Set<string>(GRADES);

/** "k", "KG", "Kindergarten" -> K; "05", "5", "Grade 5" -> 5; anything else is not a grade. */
export function normalizeGrade(value: string): string | null {
  const v = value
    .trim()
    .toUpperCase()
    .replace(/^GRADE\s*/, '');
  if (v === 'K' || v === 'KG' || v === 'KINDERGARTEN') return 'K';
  const n = /^\d{1,2}$/.test(v) ? String(Number(v)) : v;
  return GRADE_SET.has(n) ? n : null;
}

const nameKey = (first: string, last: string) => `${first.toLowerCase()}\u0000${last.toLowerCase()}`;

/** Reads one data row into named fields (cells beyond the five columns are ignored). */
export function readStudentRow(r: SheetRow) {
  const [firstName = '', lastName = '', username = '', password = '', grade = ''] = r.cells;
  return {
    row: r.row,
    firstName: firstName.normalize('NFC'),
    lastName: lastName.normalize('NFC'),
    username: username.toLowerCase(),
    password,
    grade,
  };
}

export function planStudentImport(rows: SheetRow[], ctx: StudentImportContext): StudentImportPlan {
  const problems: TImportProblem[] = [];
  const problem = (row: number, column: string, message: string) => problems.push({ row, column, message });
  const firstRowOf = new Map<string, number>();
  const matched: StudentImportPlan['matched'] = [];
  const matchedIds = new Set<number>();
  const byName: { row: ReturnType<typeof readStudentRow>; grade: string | null }[] = [];
  const fresh: NewStudentRow[] = [];
  const memberIds = new Set(ctx.members.map((m) => m.id));

  for (const raw of rows) {
    const r = readStudentRow(raw);
    let ok = true;
    const fail = (column: string, message: string) => {
      ok = false;
      problem(r.row, column, message);
    };
    if (!r.firstName) fail(COLS[0], 'First name is required');
    else if (r.firstName.length > NAME_MAX) fail(COLS[0], `First name is longer than ${NAME_MAX} characters`);
    if (!r.lastName) fail(COLS[1], 'Last name is required');
    else if (r.lastName.length > NAME_MAX) fail(COLS[1], `Last name is longer than ${NAME_MAX} characters`);
    if (r.password && !STUDENT_PASSWORD_PATTERN.test(r.password))
      fail(COLS[3], /\s/.test(r.password) ? MESSAGES.noSpaceAccepted : 'Password must be 4 to 64 characters');
    const grade = r.grade ? normalizeGrade(r.grade) : null;
    if (r.grade && !grade) fail(COLS[4], 'Grade must be K or 1 to 12');

    let existing: ExistingUser | undefined;
    if (r.username) {
      const first = firstRowOf.get(r.username);
      if (!USERNAME_PATTERN.test(r.username)) fail(COLS[2], 'Use 3-40 letters, digits, dots, dashes or underscores');
      else if (first !== undefined) fail(COLS[2], `Username "${r.username}" is also on row ${first}`);
      else {
        firstRowOf.set(r.username, r.row);
        existing = ctx.usersByUsername.get(r.username);
        const member = existing && memberIds.has(existing.id);
        // A username matches a student of this school (or of this class); anyone else holds it.
        if (existing && (existing.role !== 'Student' || (existing.schoolId !== ctx.schoolId && !member)))
          fail(COLS[2], MESSAGES.usernameTaken);
        else if (existing && nameKey(existing.firstName, existing.lastName) !== nameKey(r.firstName, r.lastName))
          fail(COLS[2], `Username "${r.username}" belongs to another student of this school`);
      }
    }
    if (!ok) continue;
    if (existing) {
      matched.push({ row: r.row, studentId: existing.id });
      matchedIds.add(existing.id);
    } else if (r.username) {
      fresh.push({ ...r, password: r.password || undefined, grade });
    } else byName.push({ row: r, grade });
  }

  // Rows without a username match a student already in the class by name, each student once, so a file
  // imported twice creates nobody twice (even two students with the same name).
  const queues = new Map<string, number[]>();
  for (const m of ctx.members) {
    if (matchedIds.has(m.id)) continue;
    const key = nameKey(m.firstName, m.lastName);
    const q = queues.get(key);
    if (q) q.push(m.id);
    else queues.set(key, [m.id]);
  }
  for (const { row: r, grade } of byName) {
    const id = queues.get(nameKey(r.firstName, r.lastName))?.shift();
    if (id !== undefined) {
      matched.push({ row: r.row, studentId: id });
      matchedIds.add(id);
    } else fresh.push({ ...r, username: undefined, password: r.password || undefined, grade });
  }

  const active = new Set(ctx.members.filter((m) => m.status === 'active').map((m) => m.id));
  const adding = fresh.length + matched.filter((m) => !active.has(m.studentId)).length;
  if (ctx.limit !== null && ctx.activeCount + adding > ctx.limit)
    problems.push({
      message: `${MESSAGES.classFull} The class has ${ctx.activeCount} of ${ctx.limit} students; this file would add ${adding}.`,
    });
  fresh.sort((a, b) => a.row - b.row);
  return { problems, matched, fresh, adding };
}

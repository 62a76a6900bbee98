import { GRADES, type Role, type Subject, type TImportProblem } from '@clearsheets/shared';
import type { Table } from './oneroster-csv';

// OneRoster's vocabularies and how they map onto ours (docs/decisions/0009-oneroster-mapping.md).

/** CEDS grade levels OneRoster uses, plus the bare forms some systems write ("K", "5"). */
const CEDS_GRADES = new Set([
  'IT',
  'PR',
  'PK',
  'TK',
  'KG',
  '13',
  'PS',
  'UG',
  'OTHER',
  ...Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
  ...GRADES.map((g) => g.toUpperCase()),
]);

/** Parses a `grades` cell ("09,10"): our grade per value ('K', '1'..'12', or null outside K-12) and the
 * values that are not grade levels at all. */
export function parseGrades(cell: string): { grades: (string | null)[]; invalid: string[] } {
  const grades: (string | null)[] = [];
  const invalid: string[] = [];
  for (const raw of cell.split(',').map((g) => g.trim())) {
    if (!raw) continue;
    const v = raw.toUpperCase();
    if (!CEDS_GRADES.has(v)) invalid.push(raw);
    else if (v === 'KG' || v === 'K') grades.push('K');
    else if (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12) grades.push(String(Number(v)));
    else grades.push(null);
  }
  return { grades, invalid };
}

const GRADE_ORDER = new Map<string, number>(GRADES.map((g, i) => [g, i]));
/** The lowest K-12 grade of a list, or null. */
export const lowestGrade = (grades: (string | null)[]) =>
  grades
    .filter((g): g is string => g !== null)
    .sort((a, b) => (GRADE_ORDER.get(a) ?? 0) - (GRADE_ORDER.get(b) ?? 0))[0] ?? null;

export const ORG_TYPES = new Set(['department', 'school', 'district', 'local', 'state', 'national']);
export const SESSION_TYPES = new Set(['gradingperiod', 'semester', 'schoolyear', 'term']);

/** Every role value of 1.1 users.csv and 1.2 roles.csv / enrollments.csv. */
const KNOWN_ROLES = new Set([
  'administrator',
  'aide',
  'counselor',
  'districtadministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteadministrator',
  'student',
  'systemadministrator',
  'teacher',
]);
export const isKnownRole = (role: string) => KNOWN_ROLES.has(role.toLowerCase());

/** Our role for a OneRoster role held at a school (or, schoolless, at the district); null = not imported. */
export function mapRole(role: string, atSchool: boolean): Role | null {
  switch (role.toLowerCase()) {
    case 'student':
      return 'Student';
    case 'teacher':
      return 'Teacher';
    case 'principal':
      return 'Principal';
    case 'administrator':
    case 'siteadministrator':
      return atSchool ? 'SchoolAdmin' : 'DistrictAdmin';
    case 'districtadministrator':
      return 'DistrictAdmin';
    default:
      return null;
  }
}

/** Status of a record: '' (bulk files leave it blank) and 'active' keep it, 'tobedeleted' removes it. */
export function parseStatus(cell: string): 'active' | 'tobedeleted' | null {
  const v = cell.toLowerCase();
  if (v === '' || v === 'active') return 'active';
  if (v === 'tobedeleted') return 'tobedeleted';
  return null;
}

/** 'true' / 'false' in any case; blank gives the default; anything else is null. */
export function parseBool(cell: string, blank: boolean): boolean | null {
  const v = cell.toLowerCase();
  if (v === '') return blank;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return null;
}

// SCED course code families (the first two digits of subjectCodes).
const SCED: Record<string, Subject> = { '01': 'Reading', '02': 'Math', '03': 'Science', '04': 'Social Studies' };
const KEYWORDS: [RegExp, Subject][] = [
  [/math|algebra|geometr|calculus|statistic|arithmetic|numera/i, 'Math'],
  [/writ|composition/i, 'Writing'],
  [/read|english|\bela\b|language arts|literac|literature|phonics/i, 'Reading'],
  [/scien|biolog|chemist|physic|stem/i, 'Science'],
  [/social|histor|geograph|civic|government|econom/i, 'Social Studies'],
];

/** Our subject from OneRoster subjects / subjectCodes (class first, then course); Math when nothing
 * matches, the product being a math product first. */
export function mapSubject(...sources: { subjects: string; subjectCodes: string }[]): Subject {
  for (const s of sources) {
    for (const [re, subject] of KEYWORDS) if (re.test(s.subjects)) return subject;
    for (const code of s.subjectCodes.split(',')) {
      const subject = SCED[code.trim().slice(0, 2)];
      if (subject) return subject;
    }
  }
  return 'Math';
}

/** Usernames from a student information system may be email addresses. */
export const ONEROSTER_USERNAME = /^[a-z0-9][a-z0-9._@+-]{2,99}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Room left in a derived username for a "-N" that tells it apart from one already taken. */
const DERIVED_BASE_MAX = 34;

/**
 * A username that signs in here (`USERNAME_PATTERN`), derived from one a system wrote that cannot
 * ("Mary Archer", "josé.núñez", "山田"): accents dropped, letters and digits kept, every other run a dot.
 * Nothing usable left (another script, or too short): "user." and the record's sourcedId, likewise cleaned.
 * The same input always gives the same base; the planner adds "-2", "-3"... when it is taken.
 */
export function derivedUsernameBase(raw: string, sourcedId: string): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, DERIVED_BASE_MAX)
      .replace(/\.+$/, '');
  const base = clean(raw);
  return base.length >= 3
    ? base
    : `user.${clean(sourcedId) || 'account'}`.slice(0, DERIVED_BASE_MAX).replace(/\.+$/, '');
}

/** Whether `username` is `base` or `base-N`, as the planner derives them. */
export const isDerivedFrom = (username: string, base: string) =>
  username === base || (username.startsWith(`${base}-`) && /^\d+$/.test(username.slice(base.length + 1)));

/** Column names of OneRoster 1.0 that 1.1 and 1.2 renamed: a file still using them was written for 1.0. */
const RENAMED_IN_1_1: Record<string, Record<string, string>> = {
  'classes.csv': { grade: 'grades' },
  'courses.csv': { grade: 'grades', schoolYearId: 'schoolYearSourcedId' },
  'users.csv': { userId: 'userIds', agents: 'agentSourcedIds' },
};

/** One problem per 1.0 column name (when the file lacks the current name), naming both. */
export function oldColumnProblems(tables: Partial<Record<string, Table>>): TImportProblem[] {
  const problems: TImportProblem[] = [];
  for (const table of Object.values(tables)) {
    if (!table) continue;
    for (const [old, current] of Object.entries(RENAMED_IN_1_1[table.file] ?? {}))
      if (table.has(old) && !table.has(current))
        problems.push({
          file: table.file,
          row: 1,
          column: old,
          message: `"${old}" is a OneRoster 1.0 column; OneRoster 1.1 and 1.2 name it "${current}" (rename the column)`,
        });
  }
  return problems;
}

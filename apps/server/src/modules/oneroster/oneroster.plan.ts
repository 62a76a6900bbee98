import type { Role, Subject, TImportProblem } from '@clearsheets/shared';
import { type Bundle, type FileMode, fileModes, type Table } from './oneroster-csv';
import { lowestGrade, mapSubject, ORG_TYPES, parseGrades, parseStatus, SESSION_TYPES } from './oneroster-vocab';

// Validation of a OneRoster bundle against the district's current data (prefetched into maps): every
// problem is collected with its file, row and column, and what the import would write is planned. Nothing
// here touches the database. Users and roles: oneroster.plan-users.ts; enrollments and the class cap:
// oneroster.plan-enrollments.ts.

export interface ExistingPerson {
  id: number;
  role: string;
  username: string;
  email: string | null;
  districtId: number | null;
  schoolId: number | null;
  sourcedId: string | null;
  status: string;
  firstName: string;
  lastName: string;
  grade: string | null;
}
export interface ExistingClass {
  id: number;
  schoolId: number;
  isPremium: boolean;
  deletedAt: Date | null;
  sourcedId: string;
  name: string;
  grade: string;
  subject: string;
}
/** Clearsheets licenses lifting the class cap (premium) that reach the district, its schools and its teachers. */
export interface LicenseSets {
  district: boolean;
  schools: Set<number>;
  teachers: Set<number>;
}

/** What the district holds now, fetched before validation. */
export interface DbState {
  districtId: number;
  /** The admin importing: their own account is never changed by their import. */
  actorId: number;
  schoolsBySourcedId: Map<string, { id: number; name: string }>;
  /** Schools not imported yet (no sourcedId), by lower-case name: the first import adopts them. */
  schoolsByName: Map<string, { id: number; name: string }>;
  usersBySourcedId: Map<string, ExistingPerson>;
  usersByUsername: Map<string, ExistingPerson>;
  usersByEmail: Map<string, ExistingPerson>;
  classesBySourcedId: Map<string, ExistingClass>;
  /** Active students of the existing classes the bundle touches: user sourcedId, or `#<id>` without. */
  activeStudents: Map<number, Set<string>>;
  primaryTeachers: Map<number, { id: number; schoolId: number | null }>;
  licenses: LicenseSets;
}

export interface PlanSchool {
  sourcedId: string;
  name: string;
  existingId?: number;
  /** An existing school whose name or sourcedId this import changes. */
  changed: boolean;
}
export interface PlanUser {
  sourcedId: string;
  row: number;
  role: Role;
  username: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  grade: string | null;
  schoolSourcedId: string | null;
  status: 'active' | 'deactivated';
  password: string | null;
  existing?: ExistingPerson;
}
export interface PlanClass {
  sourcedId: string;
  title: string;
  grade: string;
  subject: Subject;
  schoolSourcedId: string;
  existing?: ExistingClass;
}
export interface PlanLink {
  classSourcedId: string;
  userSourcedId: string;
  primary: boolean;
  remove: boolean;
  /** Data row index in enrollments.csv (for problems). */
  row: number;
}

export interface Plan {
  problems: TImportProblem[];
  warnings: TImportProblem[];
  schools: PlanSchool[];
  users: PlanUser[];
  classes: PlanClass[];
  teachers: PlanLink[];
  students: PlanLink[];
  /** Per class with teachers in the file: the file teacher who becomes primary (null: keep the current). */
  primaries: Map<string, string | null>;
  /** Existing users and classes marked tobedeleted. */
  deactivated: ExistingPerson[];
  deletedClasses: ExistingClass[];
  totalRows: number;
}

/** Shared by the planning steps: the bundle, the database state, the problems and what is known so far. */
/** Choices the importing admin made in the upload form. */
export interface ImportOptions {
  /** Grade of classes whose class, course and school give none ('K', '1'..'12'). */
  defaultGrade?: string | null;
}

/** Where a class's grade came from when its own `grades` is blank (said in the import report). */
const GRADE_SOURCE = {
  course: 'its course',
  school: 'its school',
  default: 'the default grade chosen for this import',
};

export class Planner {
  readonly problems: TImportProblem[] = [];
  readonly warnings: TImportProblem[] = [];
  readonly orgs = new Map<string, { type: string; name: string; parent: string; grades: (string | null)[] }>();
  /** What the manifest says of each file: bulk (the full list), delta (changes only) or absent. */
  readonly modes: Partial<Record<string, FileMode>>;
  readonly sessions = new Set<string>();
  readonly courses = new Map<string, { grades: (string | null)[]; subjects: string; subjectCodes: string }>();
  readonly classes = new Map<string, PlanClass | 'skipped'>();
  readonly users = new Map<string, PlanUser | 'ignored' | 'gone' | 'invalid'>();
  readonly plan: Plan;

  constructor(
    readonly bundle: Bundle,
    readonly db: DbState,
    readonly options: ImportOptions = {},
  ) {
    this.modes = fileModes(bundle.tables.manifest);
    this.plan = {
      problems: this.problems,
      warnings: this.warnings,
      schools: [],
      users: [],
      classes: [],
      teachers: [],
      students: [],
      primaries: new Map(),
      deactivated: [],
      deletedClasses: [],
      totalRows: bundle.totalRows,
    };
  }

  fail(t: Table, i: number, column: string | undefined, message: string) {
    this.problems.push({ file: t.file, row: t.rowNumber(i), ...(column ? { column } : {}), message });
  }
  warn(t: Table, i: number, column: string | undefined, message: string) {
    this.warnings.push({ file: t.file, row: t.rowNumber(i), ...(column ? { column } : {}), message });
  }

  /** Rows with a usable, unique sourcedId and a valid status (others are reported and skipped). */
  *records(t: Table): Generator<{ i: number; sid: string; deleted: boolean }> {
    const first = new Map<string, number>();
    for (let i = 0; i < t.rows.length; i++) {
      const sid = t.get(i, 'sourcedId');
      const status = t.has('status') ? parseStatus(t.get(i, 'status')) : 'active';
      if (!sid) this.fail(t, i, 'sourcedId', 'sourcedId is required');
      else if (first.has(sid)) this.fail(t, i, 'sourcedId', `Duplicate sourcedId (first on row ${first.get(sid)})`);
      if (!status) this.fail(t, i, 'status', 'status must be active or tobedeleted');
      if (!sid || first.has(sid) || !status) continue;
      first.set(sid, t.rowNumber(i));
      yield { i, sid, deleted: status === 'tobedeleted' };
    }
  }

  /** What an org reference names: a school (in the file or imported before), the district, another org. */
  orgKind(sid: string): 'school' | 'district' | 'other' | null {
    const org = this.orgs.get(sid);
    if (org) return org.type === 'school' || org.type === 'district' ? (org.type as 'school' | 'district') : 'other';
    return this.db.schoolsBySourcedId.has(sid) ? 'school' : null;
  }

  /** The school an org reference stands for: the school itself, or the school a department belongs to
   * (OneRoster: a department is part of a school, named by its parentSourcedId). */
  schoolOf(sid: string): { school: string } | { problem: string } {
    let at = sid;
    for (let depth = 0; depth < 8; depth++) {
      const kind = this.orgKind(at);
      if (kind === 'school') return { school: at };
      const org = this.orgs.get(at);
      if (!kind || !org) return { problem: `Unknown school "${at}" (not in orgs.csv)` };
      if (org.type !== 'department') return { problem: `"${at}" is not an org of type school` };
      if (!org.parent) return { problem: `"${at}" is a department without a school (parentSourcedId is blank)` };
      if (!this.orgKind(org.parent))
        return { problem: `"${at}" is a department of "${org.parent}", which is not in orgs.csv` };
      at = org.parent;
    }
    return { problem: `"${sid}" is not an org of type school` };
  }

  /** A file given in full ("bulk", or no manifest line): a reference missing from it is a problem. */
  complete(file: 'courses' | 'academicSessions') {
    const mode = this.modes[file];
    return !!this.bundle.tables[file] && mode !== 'delta' && mode !== 'absent';
  }

  /** The account a user sourcedId names today (matched or adopted by this bundle, or imported before). */
  existingUserId(sid: string): number | undefined {
    const u = this.users.get(sid);
    return typeof u === 'object' ? u.existing?.id : this.db.usersBySourcedId.get(sid)?.id;
  }

  grades(t: Table, i: number, column = 'grades') {
    const { grades, invalid } = parseGrades(t.get(i, column));
    for (const g of invalid) this.fail(t, i, column, `"${g}" is not a grade level (use KG or 01 to 12)`);
    return grades;
  }
}

export function planOrgs(p: Planner) {
  const t = p.bundle.tables.orgs;
  if (!t) return;
  let district: string | null = null;
  const schoolRows: { sid: string; name: string }[] = [];
  const departments: { i: number; sid: string }[] = [];
  for (const { i, sid, deleted } of p.records(t)) {
    const type = t.get(i, 'type');
    const name = t.get(i, 'name');
    if (!ORG_TYPES.has(type)) p.fail(t, i, 'type', `Unknown org type "${type}"`);
    if (!name && !deleted) p.fail(t, i, 'name', 'name is required');
    p.orgs.set(sid, { type, name, parent: t.get(i, 'parentSourcedId'), grades: p.grades(t, i) });
    if (type === 'district') {
      if (district) p.fail(t, i, 'type', `Only one district may be imported (yours); ${district} is already one`);
      district = sid;
    }
    if (type === 'department' && !deleted) departments.push({ i, sid });
    if (type !== 'school') continue;
    if (deleted) {
      // An existing school stays (and may still be referenced); one never imported cannot be used.
      if (p.db.schoolsBySourcedId.has(sid))
        p.warn(t, i, 'status', 'Schools are not deleted by an import; this school was left as it is');
      else p.orgs.set(sid, { type: 'deleted', name, parent: '', grades: [] });
      continue;
    }
    schoolRows.push({ sid, name });
  }
  // A department stands for its school; one whose school the set does not give is imported as a school.
  for (const { i, sid } of departments) {
    const at = p.schoolOf(sid);
    if ('school' in at) continue;
    const org = p.orgs.get(sid)!;
    p.warn(t, i, 'parentSourcedId', `${at.problem}: the department is imported as a school`);
    p.orgs.set(sid, { ...org, type: 'school' });
    schoolRows.push({ sid, name: org.name });
  }
  const adopted = new Set<number>();
  for (const { sid, name } of schoolRows) {
    const bySid = p.db.schoolsBySourcedId.get(sid);
    const byName = p.db.schoolsByName.get(name.toLowerCase());
    const existing = bySid ?? (byName && !adopted.has(byName.id) ? byName : undefined);
    if (existing) adopted.add(existing.id);
    const title = name.slice(0, 200);
    // Adopting a school by its name gives it the sourcedId: a change; the same name again is none.
    const changed = !!existing && (!bySid || existing.name !== title);
    p.plan.schools.push({ sourcedId: sid, name: title, existingId: existing?.id, changed });
  }
}

export function planSessionsAndCourses(p: Planner) {
  const s = p.bundle.tables.academicSessions;
  const before = p.problems.length;
  if (s) {
    for (const { i, sid } of p.records(s)) {
      p.sessions.add(sid);
      if (!SESSION_TYPES.has(s.get(i, 'type').toLowerCase()))
        p.fail(s, i, 'type', 'type must be gradingPeriod, semester, schoolYear or term');
    }
    for (let i = 0; i < s.rows.length; i++) {
      const parent = s.get(i, 'parentSourcedId');
      if (parent && !p.sessions.has(parent)) p.fail(s, i, 'parentSourcedId', `Unknown academic session "${parent}"`);
    }
  }
  // Sessions are only checked, never stored: their own problems are reported without stopping the import
  // (a class naming a session left out this way is still refused).
  for (const problem of p.problems.splice(before))
    p.warnings.push({ ...problem, message: `${problem.message} (academic sessions are not imported)` });
  const c = p.bundle.tables.courses;
  if (!c) return;
  for (const { i, sid } of p.records(c)) {
    const org = c.get(i, 'orgSourcedId');
    if (!p.orgKind(org) && p.modes.orgs !== 'delta' && p.modes.orgs !== 'absent')
      p.fail(c, i, 'orgSourcedId', `Unknown org "${org}" (not in orgs.csv)`);
    const year = c.get(i, 'schoolYearSourcedId');
    if (year && s && !p.sessions.has(year))
      p.fail(c, i, 'schoolYearSourcedId', `Unknown academic session "${year}" (not in academicSessions.csv)`);
    p.courses.set(sid, {
      grades: p.grades(c, i),
      subjects: c.get(i, 'subjects'),
      subjectCodes: c.get(i, 'subjectCodes'),
    });
  }
}

export function planClasses(p: Planner) {
  const t = p.bundle.tables.classes;
  if (!t) return;
  for (const { i, sid, deleted } of p.records(t)) {
    const existing = p.db.classesBySourcedId.get(sid);
    if (deleted) {
      if (existing && !existing.deletedAt) p.plan.deletedClasses.push(existing);
      p.classes.set(sid, 'skipped');
      continue;
    }
    const title = t.get(i, 'title');
    if (!title) p.fail(t, i, 'title', 'title is required');
    const at = p.schoolOf(t.get(i, 'schoolSourcedId'));
    if ('problem' in at) p.fail(t, i, 'schoolSourcedId', at.problem);
    const school = 'school' in at ? at.school : '';
    // A course missing from a delta file, or from a set without courses.csv, is simply not known here.
    const courseSid = t.get(i, 'courseSourcedId');
    const course = p.courses.get(courseSid);
    if (!course && p.complete('courses'))
      p.fail(t, i, 'courseSourcedId', `Unknown course "${courseSid}" (not in courses.csv)`);
    if (p.complete('academicSessions'))
      for (const term of t
        .get(i, 'termSourcedIds')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean))
        if (!p.sessions.has(term))
          p.fail(t, i, 'termSourcedIds', `Unknown academic session "${term}" (not in academicSessions.csv)`);
    const subject = mapSubject(
      { subjects: t.get(i, 'subjects'), subjectCodes: t.get(i, 'subjectCodes') },
      course ?? { subjects: '', subjectCodes: '' },
    );
    const grade = classGrade(p, t, i, course?.grades ?? [], p.orgs.get(school)?.grades ?? []);
    if (grade === 'none') {
      p.fail(
        t,
        i,
        'grades',
        'The class, its course and its school have no grades: choose a default grade for the import',
      );
      p.classes.set(sid, 'skipped'); // its enrollments are not reported once more
      continue;
    }
    if (!grade) {
      p.warn(t, i, 'grades', 'Skipped: the class and its course have no grade from KG to 12');
      p.classes.set(sid, 'skipped');
      continue;
    }
    const planned: PlanClass = {
      sourcedId: sid,
      title: title.slice(0, 80),
      grade,
      subject,
      schoolSourcedId: school,
      existing,
    };
    p.classes.set(sid, planned);
    p.plan.classes.push(planned);
  }
}

/** A class's grade: its own `grades`, else its course's, else its school's, else the import's default grade
 * (the report says which class got which grade from where). null: only grades outside K-12 (not imported);
 * 'none': no grade anywhere. */
function classGrade(
  p: Planner,
  t: Table,
  i: number,
  course: (string | null)[],
  school: (string | null)[],
): string | null | 'none' {
  const own = p.grades(t, i);
  if (own.length) return lowestGrade(own);
  const fallbacks: [keyof typeof GRADE_SOURCE, (string | null)[]][] = [
    ['course', course],
    ['school', school],
    ['default', p.options.defaultGrade ? [p.options.defaultGrade] : []],
  ];
  for (const [source, grades] of fallbacks) {
    if (!grades.length) continue;
    const grade = lowestGrade(grades);
    if (grade) p.warn(t, i, 'grades', `No grades: the class gets grade ${grade} from ${GRADE_SOURCE[source]}`);
    return grade;
  }
  return 'none';
}

import type { Role, Subject, TImportProblem } from '@clearsheets/shared';
import type { Bundle, Table } from './oneroster-csv';
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
}
export interface ExistingClass {
  id: number;
  schoolId: number;
  isPremium: boolean;
  deletedAt: Date | null;
  sourcedId: string;
}
/** Paid clearsheets licenses reaching the district, its schools and its teachers. */
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
export class Planner {
  readonly problems: TImportProblem[] = [];
  readonly warnings: TImportProblem[] = [];
  readonly orgs = new Map<string, { type: string; name: string }>();
  readonly sessions = new Set<string>();
  readonly courses = new Map<string, { grades: (string | null)[]; subjects: string; subjectCodes: string }>();
  readonly classes = new Map<string, PlanClass | 'skipped'>();
  readonly users = new Map<string, PlanUser | 'ignored' | 'gone' | 'invalid'>();
  readonly plan: Plan;

  constructor(
    readonly bundle: Bundle,
    readonly db: DbState,
  ) {
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
  const adopted = new Set<number>();
  for (const { i, sid, deleted } of p.records(t)) {
    const type = t.get(i, 'type');
    const name = t.get(i, 'name');
    if (!ORG_TYPES.has(type)) p.fail(t, i, 'type', `Unknown org type "${type}"`);
    if (!name && !deleted) p.fail(t, i, 'name', 'name is required');
    p.orgs.set(sid, { type, name });
    if (type === 'district') {
      if (district) p.fail(t, i, 'type', `Only one district may be imported (yours); ${district} is already one`);
      district = sid;
    }
    if (type !== 'school') continue;
    if (deleted) {
      // An existing school stays (and may still be referenced); one never imported cannot be used.
      if (p.db.schoolsBySourcedId.has(sid))
        p.warn(t, i, 'status', 'Schools are not deleted by an import; this school was left as it is');
      else p.orgs.set(sid, { type: 'deleted', name });
      continue;
    }
    let existing = p.db.schoolsBySourcedId.get(sid);
    const byName = p.db.schoolsByName.get(name.toLowerCase());
    if (!existing && byName && !adopted.has(byName.id)) existing = byName;
    if (existing) adopted.add(existing.id);
    p.plan.schools.push({ sourcedId: sid, name: name.slice(0, 200), existingId: existing?.id });
  }
}

export function planSessionsAndCourses(p: Planner) {
  const s = p.bundle.tables.academicSessions;
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
  const c = p.bundle.tables.courses;
  if (!c) return;
  for (const { i, sid } of p.records(c)) {
    const org = c.get(i, 'orgSourcedId');
    if (!p.orgKind(org)) p.fail(c, i, 'orgSourcedId', `Unknown org "${org}" (not in orgs.csv)`);
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
    const school = t.get(i, 'schoolSourcedId');
    const kind = p.orgKind(school);
    if (!kind) p.fail(t, i, 'schoolSourcedId', `Unknown school "${school}" (not in orgs.csv)`);
    else if (kind !== 'school') p.fail(t, i, 'schoolSourcedId', `"${school}" is not an org of type school`);
    const courseSid = t.get(i, 'courseSourcedId');
    const course = p.courses.get(courseSid);
    if (!course) p.fail(t, i, 'courseSourcedId', `Unknown course "${courseSid}" (not in courses.csv)`);
    for (const term of t
      .get(i, 'termSourcedIds')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean))
      if (!p.sessions.has(term))
        p.fail(t, i, 'termSourcedIds', `Unknown academic session "${term}" (not in academicSessions.csv)`);
    const grade = lowestGrade(p.grades(t, i)) ?? lowestGrade(course?.grades ?? []);
    const subject = mapSubject(
      { subjects: t.get(i, 'subjects'), subjectCodes: t.get(i, 'subjectCodes') },
      course ?? { subjects: '', subjectCodes: '' },
    );
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

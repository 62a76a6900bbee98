import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';

// OneRoster bundles made in code for tests and the benchmark: a small district by default, any size on
// request, 1.2 (roles.csv) or 1.1 (role on the user), and broken ones (files or columns left out).

export type Rec = Record<string, string>;
export interface Roster {
  orgs: Rec[];
  academicSessions: Rec[];
  courses: Rec[];
  classes: Rec[];
  users: Rec[];
  roles: Rec[];
  enrollments: Rec[];
}
export type RosterFile = keyof Roster | 'manifest';

const BASE = ['sourcedId', 'status', 'dateLastModified'];
/** OneRoster 1.2 CSV columns, in the binding's order. */
export const COLUMNS: Record<keyof Roster, string[]> = {
  orgs: [...BASE, 'name', 'type', 'identifier', 'parentSourcedId'],
  academicSessions: [...BASE, 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
  courses: [
    ...BASE,
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  classes: [
    ...BASE,
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  users: [
    ...BASE,
    'enabledUser',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  roles: [...BASE, 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId'],
  enrollments: [
    ...BASE,
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
};
/** 1.1 users.csv: the role and the orgs are on the user. */
const USERS_1_1 = [
  ...BASE,
  'enabledUser',
  'orgSourcedIds',
  'role',
  'username',
  'userIds',
  'givenName',
  'familyName',
  'middleName',
  'identifier',
  'email',
  'sms',
  'phone',
  'agentSourcedIds',
  'grades',
  'password',
];

export interface RosterShape {
  schools?: number;
  classesPerSchool?: number;
  studentsPerClass?: number;
  /** Students with a password column filled in (the rest get generated ones). */
  passwords?: boolean;
}

/** A district: schools, one term, one course per grade 5, classes with a teacher each and students. */
export function buildRoster(tag: string, shape: RosterShape = {}): Roster {
  const { schools = 2, classesPerSchool = 1, studentsPerClass = 3, passwords = true } = shape;
  const r: Roster = { orgs: [], academicSessions: [], courses: [], classes: [], users: [], roles: [], enrollments: [] };
  const district = `dist-${tag}`;
  r.orgs.push({ sourcedId: district, name: `District ${tag}`, type: 'district' });
  const term = `term-${tag}`;
  r.academicSessions.push({
    sourcedId: term,
    title: 'Fall',
    type: 'term',
    startDate: '2026-08-15',
    endDate: '2026-12-20',
    schoolYear: '2027',
  });
  const course = `crs-${tag}`;
  r.courses.push({
    sourcedId: course,
    title: 'Math 5',
    grades: '05',
    orgSourcedId: district,
    subjects: 'Mathematics',
    schoolYearSourcedId: term,
  });
  let s = 0;
  for (let k = 1; k <= schools; k++) {
    const school = `sch-${tag}-${k}`;
    r.orgs.push({ sourcedId: school, name: `School ${k} ${tag}`, type: 'school', parentSourcedId: district });
    for (let c = 1; c <= classesPerSchool; c++) {
      const cls = `cls-${tag}-${k}-${c}`;
      const teacher = `t-${tag}-${k}-${c}`;
      r.classes.push({
        sourcedId: cls,
        title: `Math 5 period ${c} (${k})`,
        grades: '05',
        courseSourcedId: course,
        classType: 'scheduled',
        schoolSourcedId: school,
        termSourcedIds: term,
        subjects: 'Mathematics',
      });
      addUser(
        r,
        {
          sourcedId: teacher,
          username: `t${tag}.${k}.${c}`,
          givenName: 'Teach',
          familyName: `Er${k}${c}`,
          email: `t${tag}.${k}.${c}@example.org`,
        },
        'teacher',
        school,
      );
      enroll(r, cls, school, teacher, 'teacher', 'true');
      for (let n = 0; n < studentsPerClass; n++, s++) {
        const student = `s-${tag}-${s}`;
        addUser(
          r,
          {
            sourcedId: student,
            username: `s${tag}.${s}`,
            givenName: `Stu${s}`,
            familyName: `Dent${tag}`,
            grades: '05',
            password: passwords ? `pw${s}word` : '',
          },
          'student',
          school,
        );
        enroll(r, cls, school, student, 'student');
      }
    }
  }
  return r;
}

export function addUser(r: Roster, user: Rec, role: string, org: string) {
  r.users.push({ enabledUser: 'true', ...user });
  r.roles.push({
    sourcedId: `role-${user.sourcedId}`,
    userSourcedId: user.sourcedId!,
    roleType: 'primary',
    role,
    orgSourcedId: org,
  });
}

export function enroll(r: Roster, cls: string, school: string, user: string, role: string, primary = 'false') {
  r.enrollments.push({
    sourcedId: `enr-${cls}-${user}`,
    classSourcedId: cls,
    schoolSourcedId: school,
    userSourcedId: user,
    role,
    primary,
  });
}

const csv = (columns: string[], rows: Rec[]) =>
  `${Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((c) => row[c] ?? '')) }, { newline: '\r\n' })}\r\n`;

export interface ZipOptions {
  /** '1.1': no roles.csv, role and orgSourcedIds on users.csv. */
  version?: '1.1' | '1.2';
  omit?: RosterFile[];
  dropColumns?: Partial<Record<keyof Roster, string[]>>;
  /** Put the files in a folder inside the zip (some systems do). */
  folder?: string;
  /** What the manifest says of a file (default: bulk; 1.1's roles.csv: absent). */
  modes?: Partial<Record<keyof Roster, 'bulk' | 'delta' | 'absent'>>;
  /** Columns written under another name (a 1.0 file's `grade` for `grades`). */
  renameColumns?: Partial<Record<keyof Roster, Record<string, string>>>;
  /** Columns added after the binding's (a vendor's `grades` on orgs.csv). */
  extraColumns?: Partial<Record<keyof Roster, string[]>>;
}

/** The bundle as a zip: manifest.csv and one CSV per file. */
export function rosterZip(r: Roster, opts: ZipOptions = {}): Buffer {
  const version = opts.version ?? '1.2';
  const files: Record<string, Uint8Array> = {};
  const manifest: Rec[] = [
    { propertyName: 'manifest.version', value: '1.0' },
    { propertyName: 'oneroster.version', value: version },
    ...(['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'users', 'roles'] as const).map((f) => ({
      propertyName: `file.${f}`,
      value: opts.modes?.[f] ?? (version === '1.1' && f === 'roles' ? 'absent' : 'bulk'),
    })),
  ];
  const add = (name: RosterFile, columns: string[], rows: Rec[]) => {
    if (opts.omit?.includes(name)) return;
    const file = name === 'manifest' ? null : name;
    const drop = new Set(file ? (opts.dropColumns?.[file] ?? []) : []);
    const renamed = (file && opts.renameColumns?.[file]) || {};
    const kept = [...columns.filter((c) => !drop.has(c)), ...((file && opts.extraColumns?.[file]) || [])];
    const header = kept.map((c) => renamed[c] ?? c);
    const data = rows.map((row) => Object.fromEntries(kept.map((c) => [renamed[c] ?? c, row[c] ?? ''])));
    files[`${opts.folder ? `${opts.folder}/` : ''}${name}.csv`] = strToU8(csv(header, data));
  };
  add('manifest', ['propertyName', 'value'], manifest);
  for (const name of ['orgs', 'academicSessions', 'courses', 'classes', 'enrollments'] as const)
    add(name, COLUMNS[name], r[name]);
  if (version === '1.1') {
    const roleOf = new Map(r.roles.map((x) => [x.userSourcedId, x]));
    add(
      'users',
      USERS_1_1,
      r.users.map((u) => ({
        ...u,
        role: roleOf.get(u.sourcedId)?.role ?? '',
        orgSourcedIds: roleOf.get(u.sourcedId)?.orgSourcedId ?? '',
      })),
    );
  } else {
    add('users', COLUMNS.users, r.users);
    add('roles', COLUMNS.roles, r.roles);
  }
  return Buffer.from(zipSync(files));
}

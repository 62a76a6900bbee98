import type { Role, Subject } from '@clearsheets/shared';
import type { DbState, Plan, PlanClass, PlanLink, PlanSchool, PlanUser } from './oneroster.plan';

// A planned bundle leaves the parse thread in parts (decision 0042): the request thread writes each part as
// a few small statements and answers with the ids it created, and only then gets the next one. So it never
// holds the district's rows, and no single write holds it for long. Everything that needs the whole plan
// (which account a sourcedId names, whether a record changed, the last line of a class and user pair) is
// worked out here, in the thread; the parts carry database ids and the values to write.

/** Records per part. Each part is written as a few statements of at most this many rows, with a turn of the
 * event loop between them: on PGlite a statement of 500 users runs in a few milliseconds of the request thread. */
export const PART_ROWS = 500;

/** A user to write: a new account (no `existingId`) or the one it updates. */
export interface PartUser {
  sourcedId: string;
  role: Role;
  username: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  grade: string | null;
  status: 'active' | 'deactivated';
  password: string | null;
  schoolId: number | null;
  existingId?: number;
  /** An existing account whose data this import changes. */
  changed: boolean;
  /** An existing active account this import deactivates: its sign-ins end. */
  ends: boolean;
}
export interface PartClass {
  sourcedId: string;
  title: string;
  grade: string;
  subject: Subject;
  schoolId: number;
  existingId?: number;
  changed: boolean;
}
export type Pair = [classId: number, userId: number];

/** One part, in the order they come: schools, users, removed accounts, classes, removed classes, teachers
 * (added, the primary ones, removed), students (added, removed), then the classes whose cap is checked. */
export type PlanPart =
  | { kind: 'schools'; schools: PlanSchool[] }
  | { kind: 'users'; users: PartUser[]; done: number }
  | { kind: 'deactivate'; userIds: number[] }
  | { kind: 'classes'; classes: PartClass[]; done: number }
  | { kind: 'deleteClasses'; classIds: number[] }
  | { kind: 'addTeachers'; rows: [classId: number, userId: number, primary: boolean][] }
  | { kind: 'primaries'; pairs: Pair[] }
  | { kind: 'removeTeachers'; pairs: Pair[] }
  | { kind: 'addStudents'; pairs: Pair[]; done: number }
  | { kind: 'removeStudents'; pairs: Pair[]; done: number }
  | { kind: 'caps'; classIds: number[] };

/** What the writer answers to a part that creates records: each new record's sourcedId and id. */
export type CreatedIds = [sourcedId: string, id: number][];

export type SendPart = (part: PlanPart) => Promise<CreatedIds | undefined>;

const partsOf = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / PART_ROWS) }, (_, i) => rows.slice(i * PART_ROWS, (i + 1) * PART_ROWS));

/** The last line for a (class, user) pair in the file wins. */
const lastOfEachPair = (links: PlanLink[]) => [
  ...new Map(links.map((l) => [`${l.classSourcedId}\u0000${l.userSourcedId}`, l])).values(),
];

/** Sends the plan part by part, each once the writer has taken the one before. */
export async function sendPlan(plan: Plan, db: DbState, send: SendPart): Promise<void> {
  const learn = (map: Map<string, number>, created: CreatedIds | undefined) => {
    for (const [sid, id] of created ?? []) map.set(sid, id);
  };

  const schoolId = new Map<string, number>([...db.schoolsBySourcedId].map(([sid, s]) => [sid, s.id]));
  for (const s of plan.schools) if (s.existingId) schoolId.set(s.sourcedId, s.existingId);
  if (plan.schools.length) learn(schoolId, await send({ kind: 'schools', schools: plan.schools }));
  let done = plan.schools.length;

  const userId = new Map<string, number>([...db.usersBySourcedId].map(([sid, u]) => [sid, u.id]));
  for (const u of plan.users) if (u.existing) userId.set(u.sourcedId, u.existing.id);
  // Usernames the file gives are written before any is generated: a generated one then never takes a name a
  // later part spells (generated names are picked among the ones not taken in the database).
  const users = [...plan.users.filter((u) => u.username), ...plan.users.filter((u) => !u.username)];
  for (const part of partsOf(users)) {
    done += part.length;
    const rows = part.map((u) => partUser(u, u.schoolSourcedId ? (schoolId.get(u.schoolSourcedId) ?? null) : null));
    learn(userId, await send({ kind: 'users', users: rows, done }));
  }
  for (const part of partsOf(plan.deactivated.map((u) => u.id))) await send({ kind: 'deactivate', userIds: part });

  const classId = new Map<string, number>([...db.classesBySourcedId].map(([sid, c]) => [sid, c.id]));
  for (const part of partsOf(plan.classes)) {
    done += part.length;
    const rows = part.map((c) => partClass(c, schoolId.get(c.schoolSourcedId) as number));
    learn(classId, await send({ kind: 'classes', classes: rows, done }));
  }
  for (const part of partsOf(plan.deletedClasses.map((c) => c.id)))
    await send({ kind: 'deleteClasses', classIds: part });

  const pair = (l: { classSourcedId: string; userSourcedId: string }): Pair => [
    classId.get(l.classSourcedId) as number,
    userId.get(l.userSourcedId) as number,
  ];
  const teachers = lastOfEachPair(plan.teachers);
  const addT = teachers
    .filter((l) => !l.remove)
    .map((l) => [...pair(l), plan.primaries.get(l.classSourcedId) === l.userSourcedId] as [number, number, boolean]);
  for (const rows of partsOf(addT)) await send({ kind: 'addTeachers', rows });
  // The file's primary teacher of a class is its only primary one.
  const primaries = [...plan.primaries]
    .filter(([, u]) => u !== null)
    .map(([c, u]) => pair({ classSourcedId: c, userSourcedId: u as string }));
  for (const pairs of partsOf(primaries)) await send({ kind: 'primaries', pairs });
  for (const pairs of partsOf(teachers.filter((l) => l.remove).map(pair)))
    await send({ kind: 'removeTeachers', pairs });

  const students = lastOfEachPair(plan.students);
  const addS = students.filter((l) => !l.remove).map(pair);
  const removeS = students.filter((l) => l.remove).map(pair);
  // Progress runs on to the bundle's row count over the links (rows of other files count there too).
  const step = Math.max(0, plan.totalRows - done) / Math.max(1, addS.length + removeS.length);
  let links = 0;
  const upTo = (n: number) => {
    links += n;
    return Math.min(plan.totalRows, Math.round(done + links * step));
  };
  for (const pairs of partsOf(addS)) await send({ kind: 'addStudents', pairs, done: upTo(pairs.length) });
  for (const pairs of partsOf(removeS)) await send({ kind: 'removeStudents', pairs, done: upTo(pairs.length) });

  // The cap once more, on the written data: a manual change racing the import cannot slip past it.
  for (const classIds of partsOf([...new Set(addS.map(([c]) => c))])) await send({ kind: 'caps', classIds });
}

function partUser(u: PlanUser, schoolId: number | null): PartUser {
  const { existing: e, row: _row, schoolSourcedId: _school, ...values } = u;
  const changed =
    !!e &&
    (e.role !== u.role ||
      (u.username !== null && e.username !== u.username) ||
      (u.email !== null && (e.email ?? '').toLowerCase() !== u.email) ||
      e.firstName !== u.firstName ||
      e.lastName !== u.lastName ||
      e.schoolId !== schoolId ||
      (u.role === 'Student' && u.grade !== null && e.grade !== u.grade) ||
      e.status !== u.status ||
      e.sourcedId !== u.sourcedId);
  return {
    ...values,
    schoolId,
    ...(e ? { existingId: e.id } : {}),
    changed,
    ends: !!e && changed && u.status === 'deactivated' && e.status !== 'deactivated',
  };
}

function partClass(c: PlanClass, schoolId: number): PartClass {
  const { existing: e, schoolSourcedId: _school, ...values } = c;
  const changed =
    !!e &&
    (!!e.deletedAt || e.schoolId !== schoolId || e.name !== c.title || e.grade !== c.grade || e.subject !== c.subject);
  return { ...values, schoolId, ...(e ? { existingId: e.id } : {}), changed };
}

import { describe, expect, it } from 'vitest';
import type { DbState, Plan, PlanLink, PlanUser } from './oneroster.plan';
import { type CreatedIds, PART_ROWS, type PlanPart, sendPlan } from './oneroster.plan-parts';

// The request thread gets a planned bundle in parts of at most PART_ROWS records, in the order the writer
// needs them, with the ids it answered for earlier parts already put in the later ones.

const STUDENTS = 1_234;
const CLASSES = 3;

const student = (n: number): PlanUser => ({
  sourcedId: `stu-${n}`,
  row: n + 2,
  role: 'Student',
  // Every third student has no username: one is generated for them.
  username: n % 3 === 0 ? null : `student${n}`,
  email: null,
  firstName: 'Ana',
  lastName: `Row${n}`,
  grade: '5',
  schoolSourcedId: 'sch-1',
  status: 'active',
  password: null,
});
const link = (n: number, remove = false): PlanLink => ({
  classSourcedId: `cls-${n % CLASSES}`,
  userSourcedId: `stu-${n}`,
  primary: false,
  remove,
  row: n,
});

function bigPlan(): Plan {
  const teacher: PlanUser = { ...student(-1), sourcedId: 'tea-1', role: 'Teacher', username: 'teacher1' };
  return {
    problems: [],
    warnings: [],
    schools: [{ sourcedId: 'sch-1', name: 'North', changed: false }],
    users: [teacher, ...Array.from({ length: STUDENTS }, (_, n) => student(n))],
    classes: Array.from({ length: CLASSES }, (_, n) => ({
      sourcedId: `cls-${n}`,
      title: `Class ${n}`,
      grade: '5',
      subject: 'Math' as const,
      schoolSourcedId: 'sch-1',
    })),
    teachers: Array.from({ length: CLASSES }, (_, n) => ({ ...link(n), userSourcedId: 'tea-1', primary: true })),
    // Student 0 is listed twice in class 0: the last line (a removal) wins.
    students: [...Array.from({ length: STUDENTS }, (_, n) => link(n)), link(0, true)],
    primaries: new Map(Array.from({ length: CLASSES }, (_, n) => [`cls-${n}`, 'tea-1'])),
    deactivated: [],
    deletedClasses: [],
    totalRows: 1 + 1 + STUDENTS + CLASSES + CLASSES + STUDENTS + 1,
  };
}

const emptyDistrict = {
  districtId: 1,
  schoolsBySourcedId: new Map(),
  usersBySourcedId: new Map(),
  classesBySourcedId: new Map(),
} as unknown as DbState;

/** Plays the writer: records each part and answers with ids for the records a part creates. */
async function sendAll(plan: Plan) {
  const parts: PlanPart[] = [];
  const ids = new Map<string, number>();
  let next = 100;
  const created = (sids: string[]): CreatedIds =>
    sids.map((sid) => {
      ids.set(sid, next);
      return [sid, next++];
    });
  await sendPlan(plan, emptyDistrict, async (part) => {
    parts.push(part);
    if (part.kind === 'schools') return created(part.schools.map((s) => s.sourcedId));
    if (part.kind === 'users') return created(part.users.map((u) => u.sourcedId));
    if (part.kind === 'classes') return created(part.classes.map((c) => c.sourcedId));
    return undefined;
  });
  return { parts, ids };
}

const rowsOf = (part: PlanPart) => {
  const { kind: _kind, done: _done, ...rest } = part as PlanPart & { done?: number };
  return Object.values(rest)[0] as unknown[];
};

describe('a planned bundle sent in parts', () => {
  it('reaches the writer in parts of at most PART_ROWS records, in the order the writer needs', async () => {
    const { parts } = await sendAll(bigPlan());
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(rowsOf(part).length).toBeLessThanOrEqual(PART_ROWS);
    const kinds = parts.map((p) => p.kind).filter((k, i, all) => k !== all[i - 1]);
    expect(kinds).toEqual([
      'schools',
      'users',
      'classes',
      'addTeachers',
      'primaries',
      'addStudents',
      'removeStudents',
      'caps',
    ]);
  });

  it('sends every user once, the ones the file names before the ones whose username is generated', async () => {
    const { parts } = await sendAll(bigPlan());
    const users = parts.flatMap((p) => (p.kind === 'users' ? p.users : []));
    expect(users.map((u) => u.sourcedId).sort()).toEqual(
      bigPlan()
        .users.map((u) => u.sourcedId)
        .sort(),
    );
    const firstBlank = users.findIndex((u) => !u.username);
    expect(users.slice(firstBlank).every((u) => !u.username)).toBe(true);
    // The school id the writer gave for the school travels with its users.
    expect(new Set(users.map((u) => u.schoolId))).toEqual(new Set([100]));
  });

  it('puts the ids the writer answered into the links, keeping the last line of a repeated pair', async () => {
    const { parts, ids } = await sendAll(bigPlan());
    const added = parts.flatMap((p) => (p.kind === 'addStudents' ? p.pairs : []));
    const removed = parts.flatMap((p) => (p.kind === 'removeStudents' ? p.pairs : []));
    expect(added).toHaveLength(STUDENTS - 1);
    expect(added).toContainEqual([ids.get('cls-1'), ids.get('stu-1')]);
    expect(removed).toEqual([[ids.get('cls-0'), ids.get('stu-0')]]);
    const teachers = parts.flatMap((p) => (p.kind === 'addTeachers' ? p.rows : []));
    expect(teachers).toContainEqual([ids.get('cls-2'), ids.get('tea-1'), true]);
    const capped = parts.flatMap((p) => (p.kind === 'caps' ? p.classIds : []));
    expect(capped.sort()).toEqual(['cls-0', 'cls-1', 'cls-2'].map((c) => ids.get(c)).sort());
  });

  it('counts progress up to the bundle row count by the last link', async () => {
    const plan = bigPlan();
    const { parts } = await sendAll(plan);
    const done = parts.flatMap((p) => ('done' in p ? [p.done] : []));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(plan.totalRows);
  });
});

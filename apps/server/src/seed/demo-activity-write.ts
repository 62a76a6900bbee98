// Writes the planned district in bulk: one multi-row statement per table (unnest arrays, db/bulk-sql.ts), ids
// reserved from the sequences first so rows can point at each other before they exist.
import { PRODUCT_ID_CLEARSHEETS } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { type Cell, type Columns, type ColumnType, insertRows, rowsOf } from '../db/bulk-sql';
import type { Db } from '../db/client';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '../modules/assignments';
import { hashSeed, prng } from './demo-activity-clock';
import { CLASSES, type StudentPlan, TEACHERS } from './demo-activity-people';
import type { PlannedAssignment } from './demo-activity-plan';
import { maxScoreOf } from './demo-activity-timeline';

/** The ids the plan's keys stand for. */
export interface SeedIds {
  districtId: number;
  schools: Record<1 | 2, number>;
  /** By teacher key (`ana`) and by student key (`mia`, `g3-0`). */
  teachers: Map<string, number>;
  students: Map<string, number>;
  classes: Map<string, number>;
}

/** `count` fresh ids from a table's sequence, in order. */
export async function reserveIds(tx: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count}::int)`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

/** Columns as `name:type` words: `cols('id:int title:text')`. */
export const cols = (spec: string): Columns => spec.split(' ').map((word) => word.split(':') as [string, ColumnType]);

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** New teachers, students, classes, their teachers and enrollments (the demo accounts exist already). */
export async function writeRoster(
  tx: Db,
  ids: SeedIds,
  students: readonly StudentPlan[],
  passwordHash: string,
  since: Date,
) {
  const created = since.toISOString();
  const people: Cell[][] = [];
  for (const t of TEACHERS.filter((x) => !x.demoUsername)) {
    const username = `${t.first}.${t.last}`.toLowerCase();
    people.push([
      ids.teachers.get(t.key)!,
      'Teacher',
      username,
      `${username}@loneoak.example.org`,
      t.first,
      t.last,
      passwordHash,
      true,
      ids.districtId,
      ids.schools[t.school],
      null,
      created,
    ]);
  }
  for (const s of students.filter((x) => !x.demoUsername)) {
    const cls = CLASSES.find((c) => c.key === s.classKey)!;
    people.push([
      ids.students.get(s.key)!,
      'Student',
      s.username,
      null,
      s.first,
      s.last,
      passwordHash,
      false,
      ids.districtId,
      ids.schools[cls.school],
      cls.grade,
      created,
    ]);
  }
  const userCols = cols(
    'id:int role:text username:text email:text first_name:text last_name:text ' +
      'password_hash:text email_verified:bool district_id:int school_id:int grade:text ' +
      'created_at:timestamptz',
  );
  await insertRows(tx, 'users', userCols, people);
  await insertRows(
    tx,
    'user_products',
    cols('user_id:int product_id:int'),
    people.map((p) => [p[0] as number, PRODUCT_ID_CLEARSHEETS]),
  );
  const newClasses = CLASSES.filter((c) => !c.demoClass);
  await insertRows(
    tx,
    'classes',
    cols('id:int school_id:int name:text grade:text subject:text created_at:timestamptz'),
    newClasses.map((c) => [ids.classes.get(c.key)!, ids.schools[c.school], c.name, c.grade, c.subject, created]),
  );
  await insertRows(
    tx,
    'class_settings',
    cols('class_id:int'),
    newClasses.map((c) => [ids.classes.get(c.key)!]),
    'on conflict do nothing',
  );
  await insertRows(
    tx,
    'class_teachers',
    cols('class_id:int teacher_id:int is_primary:bool added_at:timestamptz'),
    newClasses.map((c) => [ids.classes.get(c.key)!, ids.teachers.get(c.teacherKey)!, true, created]),
  );
  const enrolled: Cell[][] = [];
  for (const c of CLASSES) {
    const roster = students.filter(
      (s) => s.classKey === (c.sameStudentsAs ?? c.key) && !(c.demoClass && s.demoUsername),
    );
    for (const s of roster) enrolled.push([ids.classes.get(c.key)!, ids.students.get(s.key)!, created]);
  }
  await insertRows(
    tx,
    'enrollments',
    cols('class_id:int student_id:int added_at:timestamptz'),
    enrolled,
    'on conflict do nothing',
  );
}

/** A unique-looking access code from the plan's own dice (the database's unique index has the last word). */
const codeOf = (key: string) => {
  const r = prng(hashSeed(`code|${key}`));
  return Array.from({ length: ACCESS_CODE_LENGTH }, () => r.pick([...ACCESS_CODE_ALPHABET])).join('');
};

/** Assignments with their snapshots, classes and recipients; returns their ids by plan index. */
export async function writeAssignments(
  tx: Db,
  ids: SeedIds,
  assignments: readonly PlannedAssignment[],
  students: readonly StudentPlan[],
) {
  const assignmentIds = await reserveIds(tx, 'assignments', assignments.length);
  const rows = assignments.map((a, i) => {
    const cls = CLASSES.find((c) => c.key === a.classKey)!;
    return [
      assignmentIds[i]!,
      a.worksheet.id,
      ids.teachers.get(cls.teacherKey)!,
      ids.schools[cls.school],
      a.title,
      codeOf(a.key),
      2,
      iso(a.startsAt),
      iso(a.dueAt),
      json(a.worksheet.questions),
      a.worksheet.questions.length,
      maxScoreOf(a),
      iso(a.createdAt),
      iso(a.createdAt),
    ] as Cell[];
  });
  await insertRows(
    tx,
    'assignments',
    cols(
      'id:int worksheet_id:int teacher_id:int school_id:int title:text access_code:text ' +
        'feedback_option:int starts_at:timestamptz due_at:timestamptz questions:jsonb ' +
        'question_count:int max_score:float8 created_at:timestamptz updated_at:timestamptz',
    ),
    rows,
  );
  await insertRows(
    tx,
    'assignment_classes',
    cols('assignment_id:int class_id:int'),
    assignments.map((a, i) => [assignmentIds[i]!, ids.classes.get(a.classKey)!]),
  );
  const recipients: Cell[][] = [];
  assignments.forEach((a, i) => {
    const cls = CLASSES.find((c) => c.key === a.classKey)!;
    for (const s of students.filter((x) => x.classKey === (cls.sameStudentsAs ?? cls.key)))
      recipients.push([assignmentIds[i]!, ids.students.get(s.key)!, ids.classes.get(a.classKey)!, iso(a.createdAt)]);
  });
  await insertRows(
    tx,
    'assignment_students',
    cols('assignment_id:int student_id:int class_id:int added_at:timestamptz'),
    recipients,
  );
  return assignmentIds;
}

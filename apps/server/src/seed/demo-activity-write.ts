// Writes the planned district in bulk: one multi-row statement per table (unnest arrays, db/bulk-sql.ts), ids
// reserved from the sequences first so rows can point at each other before they exist.
import { PRODUCT_ID_CLEARSHEETS, roundScore } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { type Cell, type Columns, insertRows, rowsOf } from '../db/bulk-sql';
import type { Db } from '../db/client';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '../modules/assignments/access-code';
import { hashSeed, prng } from './demo-activity-clock';
import { CLASSES, type StudentPlan, TEACHERS } from './demo-activity-people';
import type { PlannedAssignment } from './demo-activity-plan';
import { maxScoreOf, type Timeline } from './demo-activity-timeline';

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

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

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
  const userCols: Columns = [
    ['id', 'int'],
    ['role', 'text'],
    ['username', 'text'],
    ['email', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['password_hash', 'text'],
    ['email_verified', 'bool'],
    ['district_id', 'int'],
    ['school_id', 'int'],
    ['grade', 'text'],
    ['created_at', 'timestamptz'],
  ];
  await insertRows(tx, 'users', userCols, people);
  await insertRows(
    tx,
    'user_products',
    [
      ['user_id', 'int'],
      ['product_id', 'int'],
    ],
    people.map((p) => [p[0] as number, PRODUCT_ID_CLEARSHEETS]),
  );
  const newClasses = CLASSES.filter((c) => !c.demoClass);
  await insertRows(
    tx,
    'classes',
    [
      ['id', 'int'],
      ['school_id', 'int'],
      ['name', 'text'],
      ['grade', 'text'],
      ['subject', 'text'],
      ['created_at', 'timestamptz'],
    ],
    newClasses.map((c) => [ids.classes.get(c.key)!, ids.schools[c.school], c.name, c.grade, c.subject, created]),
  );
  await insertRows(
    tx,
    'class_settings',
    [['class_id', 'int']],
    newClasses.map((c) => [ids.classes.get(c.key)!]),
    'on conflict do nothing',
  );
  await insertRows(
    tx,
    'class_teachers',
    [
      ['class_id', 'int'],
      ['teacher_id', 'int'],
      ['is_primary', 'bool'],
      ['added_at', 'timestamptz'],
    ],
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
    [
      ['class_id', 'int'],
      ['student_id', 'int'],
      ['added_at', 'timestamptz'],
    ],
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
    [
      ['id', 'int'],
      ['worksheet_id', 'int'],
      ['teacher_id', 'int'],
      ['school_id', 'int'],
      ['title', 'text'],
      ['access_code', 'text'],
      ['feedback_option', 'int'],
      ['starts_at', 'timestamptz'],
      ['due_at', 'timestamptz'],
      ['questions', 'jsonb'],
      ['question_count', 'int'],
      ['max_score', 'float8'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    rows,
  );
  await insertRows(
    tx,
    'assignment_classes',
    [
      ['assignment_id', 'int'],
      ['class_id', 'int'],
    ],
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
    [
      ['assignment_id', 'int'],
      ['student_id', 'int'],
      ['class_id', 'int'],
      ['added_at', 'timestamptz'],
    ],
    recipients,
  );
  return assignmentIds;
}

/** Attempts with totals and per-question results as a recompute would leave them, then the answers. */
export async function writeWork(
  tx: Db,
  ids: SeedIds,
  timeline: Timeline,
  assignments: readonly PlannedAssignment[],
  assignmentIds: readonly number[],
) {
  const attemptIds = await reserveIds(tx, 'attempts', timeline.attempts.length);
  const byAttempt = new Map<number, Timeline['responses']>();
  for (const r of timeline.responses) byAttempt.set(r.attempt, [...(byAttempt.get(r.attempt) ?? []), r]);
  const rows = timeline.attempts.map((a, i) => {
    const answers = byAttempt.get(i) ?? [];
    const results = Object.fromEntries(answers.map((r) => [String(r.questionId), [r.status, r.score, 1, false]]));
    return [
      attemptIds[i]!,
      assignmentIds[a.assignment]!,
      ids.students.get(a.studentKey)!,
      a.status,
      a.currentQuestionId,
      roundScore(answers.reduce((t, r) => t + r.score, 0)),
      maxScoreOf(assignments[a.assignment]!),
      answers.length,
      answers.filter((r) => r.status === 'correct').length,
      answers.filter((r) => r.status === 'pending').length,
      json(results),
      iso(a.startedAt),
      iso(a.lastActivityAt),
      iso(a.submittedAt),
    ] as Cell[];
  });
  await insertRows(
    tx,
    'attempts',
    [
      ['id', 'bigint'],
      ['assignment_id', 'int'],
      ['student_id', 'int'],
      ['status', 'text'],
      ['current_question_id', 'int'],
      ['score', 'float8'],
      ['max_score', 'float8'],
      ['answered_count', 'int'],
      ['correct_count', 'int'],
      ['pending_count', 'int'],
      ['results', 'jsonb'],
      ['started_at', 'timestamptz'],
      ['last_activity_at', 'timestamptz'],
      ['submitted_at', 'timestamptz'],
    ],
    rows,
  );
  await insertRows(
    tx,
    'responses',
    [
      ['attempt_id', 'bigint'],
      ['question_id', 'int'],
      ['standard_id', 'int'],
      ['answer', 'jsonb'],
      ['status', 'text'],
      ['score', 'float8'],
      ['max_score', 'float8'],
      ['per_part', 'jsonb'],
      ['client_id', 'uuid'],
      ['client_seq', 'bigint'],
      ['saved_at', 'timestamptz'],
      ['grading_scale_id', 'int'],
      ['feedback', 'text'],
      ['graded_by', 'int'],
      ['graded_at', 'timestamptz'],
      ['feedback_seen_at', 'timestamptz'],
    ],
    timeline.responses.map((r) => {
      const attempt = timeline.attempts[r.attempt]!;
      const teacherKey = CLASSES.find((c) => c.key === assignments[attempt.assignment]!.classKey)!.teacherKey;
      return [
        attemptIds[r.attempt]!,
        r.questionId,
        r.standardId,
        json(r.answer),
        r.status,
        r.score,
        r.maxScore,
        json(r.perPart),
        r.clientId,
        1,
        iso(r.savedAt),
        r.gradingScaleId,
        r.feedback,
        r.graded ? ids.teachers.get(teacherKey)! : null,
        iso(r.graded?.at ?? null),
        iso(r.graded?.feedbackSeenAt ?? null),
      ] as Cell[];
    }),
  );
  return attemptIds;
}

/** Every event, oldest first (ties keep the plan's order, as the report's time on task reads them). */
export async function writeEvents(
  tx: Db,
  ids: SeedIds,
  timeline: Timeline,
  assignmentIds: readonly number[],
  attemptIds: readonly number[],
) {
  const person = (key: string | null) =>
    key === null ? null : key.startsWith('t:') ? ids.teachers.get(key.slice(2))! : ids.students.get(key.slice(2))!;
  const sorted = timeline.events
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.occurredAt.getTime() - y.e.occurredAt.getTime() || x.i - y.i);
  await insertRows(
    tx,
    'activity_events',
    [
      ['occurred_at', 'timestamptz'],
      ['type', 'text'],
      ['action', 'text'],
      ['actor_id', 'int'],
      ['student_id', 'int'],
      ['class_id', 'int'],
      ['school_id', 'int'],
      ['district_id', 'int'],
      ['assignment_id', 'int'],
      ['attempt_id', 'bigint'],
      ['question_id', 'int'],
      ['standard_id', 'int'],
      ['score', 'float8'],
      ['max_score', 'float8'],
      ['session_id', 'uuid'],
    ],
    sorted.map(({ e }) => [
      iso(e.occurredAt),
      e.type,
      e.action,
      person(e.actor),
      person(e.student),
      e.classKey ? ids.classes.get(e.classKey)! : null,
      ids.schools[e.school],
      ids.districtId,
      e.assignment === null ? null : assignmentIds[e.assignment]!,
      e.attempt === null ? null : attemptIds[e.attempt]!,
      e.questionId,
      e.standardId,
      e.score,
      e.maxScore,
      e.session,
    ]),
  );
}

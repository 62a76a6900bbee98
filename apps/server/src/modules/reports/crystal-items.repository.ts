import { REPORT_TIME_ZONE } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import type { CrystalFilter } from './crystal.repository';

// One standard's items in a class (standard details): the questions that assessed it in the class's assignments
// (from the assignment snapshots), and the class's raw answers to them (class reports may read raw rows).

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);

/** Every question on the standard in the class's assignments (one assignment when narrowed), newest assignment
 * first, then in the assignment's order. */
export async function itemsOfStandard(db: Db, f: CrystalFilter, standardId: number) {
  const only = f.assignmentId ? sql`and g.id = ${f.assignmentId}` : sql``;
  const rows = rowsOf<{ assignment_id: number; title: string; number: number; question: unknown }>(
    await db.execute(sql`select g.id as assignment_id, g.title, q.n::int as number, q.el as question
      from assignment_classes ac
      join assignments g on g.id = ac.assignment_id and g.deleted_at is null
      cross join lateral jsonb_array_elements(g.questions) with ordinality as q(el, n)
      where ac.class_id = ${f.classId} ${only} and jsonb_typeof(q.el -> 'standardId') = 'number'
        and (q.el ->> 'standardId')::int = ${standardId}
      order by g.starts_at desc, g.id desc, q.n`),
  );
  return rows.map((r) => ({
    assignmentId: Number(r.assignment_id),
    assignmentTitle: r.title,
    number: Number(r.number),
    question: r.question,
  }));
}

/** The listed students' answers on the standard, narrowed as the report is (days, grade, subject). */
function answersOn(f: CrystalFilter, standardId: number, assignmentIds: readonly number[], statuses: SQL): SQL {
  const conditions: SQL[] = [
    sql`a.assignment_id = any(${sql.param([...assignmentIds])}::int[])`,
    sql`a.student_id = any(${sql.param([...f.studentIds])}::int[])`,
    sql`r.standard_id = ${standardId}`,
    sql`r.status in ${statuses}`,
  ];
  if (f.from) conditions.push(sql`(r.saved_at at time zone ${TZ})::date >= ${f.from}::date`);
  if (f.to) conditions.push(sql`(r.saved_at at time zone ${TZ})::date <= ${f.to}::date`);
  if (f.grade) conditions.push(sql`st.grade = ${f.grade}`);
  if (f.subjectId) conditions.push(sql`st.subject_id = ${f.subjectId}`);
  return sql`from attempts a
    join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
      and s.class_id = ${f.classId}
    join responses r on r.attempt_id = a.id
    join standards st on st.id = r.standard_id
    where ${sql.join(conditions, sql` and `)}`;
}

/** Scored answers and correct ones per (assignment, question). */
export async function itemAnswerCounts(db: Db, f: CrystalFilter, standardId: number, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0 || f.studentIds.length === 0) return [];
  const rows = rowsOf<{ assignment_id: number; question_id: number; answered: number; correct: number }>(
    await db.execute(sql`select a.assignment_id, r.question_id, count(*)::int as answered,
        (count(*) filter (where r.status = 'correct'))::int as correct
      ${answersOn(f, standardId, assignmentIds, sql.raw(`('correct','incorrect','partial')`))}
      group by 1, 2`),
  );
  return rows.map((r) => ({
    assignmentId: Number(r.assignment_id),
    questionId: Number(r.question_id),
    answered: Number(r.answered),
    correct: Number(r.correct),
  }));
}

/** Identical answers that missed (incorrect or partly right), counted per (assignment, question). */
export async function missedAnswerGroups(
  db: Db,
  f: CrystalFilter,
  standardId: number,
  assignmentIds: readonly number[],
) {
  if (assignmentIds.length === 0 || f.studentIds.length === 0) return [];
  const rows = rowsOf<{ assignment_id: number; question_id: number; answer: unknown; count: number }>(
    await db.execute(sql`select a.assignment_id, r.question_id, r.answer, count(*)::int as count
      ${answersOn(f, standardId, assignmentIds, sql.raw(`('incorrect','partial')`))}
      group by 1, 2, 3`),
  );
  return rows.map((r) => ({
    assignmentId: Number(r.assignment_id),
    questionId: Number(r.question_id),
    answer: typeof r.answer === 'string' ? (JSON.parse(r.answer) as unknown) : r.answer,
    count: Number(r.count),
  }));
}

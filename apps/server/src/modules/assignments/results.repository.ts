import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso, query } from '../../db/sql-helpers';

export interface StudentRow {
  studentId: number;
  name: string;
  classId: number;
  className: string;
  attemptId: number | null;
  status: 'in_progress' | 'submitted' | null;
  score: number | null;
  answeredCount: number | null;
  pendingCount: number | null;
  submittedAt: string | null;
}

/** Every recipient with their attempt (if any), by name: one statement for the whole class list. */
export async function studentsOf(db: Db, assignmentId: number, onlyStudentId?: number) {
  return query<StudentRow>(
    db,
    sql`select s.student_id as "studentId", u.first_name || ' ' || u.last_name as name, s.class_id as "classId",
          c.name as "className", t.id::float8 as "attemptId", t.status, t.score,
          t.answered_count::int as "answeredCount", t.pending_count::int as "pendingCount",
          ${iso('t.submitted_at')} as "submittedAt"
        from assignment_students s
        join users u on u.id = s.student_id
        join classes c on c.id = s.class_id
        left join attempts t on t.assignment_id = s.assignment_id and t.student_id = s.student_id
        where s.assignment_id = ${assignmentId} ${onlyStudentId ? sql`and s.student_id = ${onlyStudentId}` : sql``}
        order by lower(u.last_name), lower(u.first_name), u.id`,
  );
}

/** Identical answers per question and status with how many gave each, across all attempts. */
export async function answerGroupsOf(db: Db, assignmentId: number) {
  return query<{ questionId: number; answer: unknown; status: string; count: number }>(
    db,
    sql`select r.question_id as "questionId", r.answer, r.status, count(*)::int as count
        from responses r join attempts t on t.id = r.attempt_id
        where t.assignment_id = ${assignmentId}
        group by r.question_id, r.answer, r.status`,
  );
}

/** Points earned by each student on each question (for the CSV). */
export async function pointsOf(db: Db, assignmentId: number) {
  return query<{ studentId: number; questionId: number; score: number; status: string }>(
    db,
    sql`select t.student_id as "studentId", r.question_id as "questionId", r.score, r.status
        from responses r join attempts t on t.id = r.attempt_id
        where t.assignment_id = ${assignmentId}`,
  );
}

/** The codes of the standards the questions are aligned to. */
export async function standardCodes(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await query<{ id: number; code: string }>(
    db,
    sql`select id, code from standards where id = any(${sql.param([...ids])}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.code]));
}

export interface ResponseRow {
  id: number;
  questionId: number;
  answer: unknown;
  status: string;
  score: number;
  maxScore: number;
  perPart: unknown;
  feedback: string | null;
  overrideNote: string | null;
  gradedAt: string | null;
}

/** A student's saved answers on one attempt. */
export async function responsesOfAttempt(db: Db, attemptId: number) {
  return query<ResponseRow>(
    db,
    sql`select r.id::float8 as id, r.question_id as "questionId", r.answer, r.status, r.score,
          r.max_score as "maxScore", r.per_part as "perPart", r.feedback, r.override_note as "overrideNote",
          ${iso('r.graded_at')} as "gradedAt"
        from responses r where r.attempt_id = ${attemptId}`,
  );
}

/** A student's name, when they are a recipient of the assignment or have an attempt on it. */
export async function recipientName(db: Db, assignmentId: number, studentId: number) {
  const [row] = await query<{ name: string }>(
    db,
    sql`select u.first_name || ' ' || u.last_name as name from users u
        where u.id = ${studentId} and (
          exists (select 1 from assignment_students s where s.assignment_id = ${assignmentId} and s.student_id = u.id)
          or exists (select 1 from attempts t where t.assignment_id = ${assignmentId} and t.student_id = u.id))`,
  );
  return row?.name;
}

/** A student's attempt on the assignment, if they started. */
export async function attemptOf(db: Db, assignmentId: number, studentId: number) {
  const [row] = await query<{
    id: number;
    status: 'in_progress' | 'submitted';
    score: number;
    submittedAt: string | null;
  }>(
    db,
    sql`select t.id::float8 as id, t.status, t.score, ${iso('t.submitted_at')} as "submittedAt"
        from attempts t where t.assignment_id = ${assignmentId} and t.student_id = ${studentId}`,
  );
  return row;
}

import type { TScoreStatus } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql-helpers';

// The monitor's reads: a handful of set-based statements per assignment, whatever the class size. They run on
// every (re)subscribe, so each one walks an index: assignment_students by its primary key, attempts by
// (assignment_id, student_id), responses by (attempt_id, question_id).

const query = async <T>(db: Db, statement: SQL) => rowsOf<T>(await db.execute(statement));

/** A timestamptz as ISO text in UTC, the same on PGlite and PostgreSQL. */

export interface MonitorHeader {
  id: number;
  title: string;
  maxScore: number;
  feedbackOption: number;
  dueAt: string | null;
  serverTime: string;
}

/** The assignment, if it is live and `scope` (a condition on `assignments a`) lets the caller see it. */
export async function findAssignmentHeader(db: Db, assignmentId: number, scope: SQL = sql`a.deleted_at is null`) {
  const [row] = await query<MonitorHeader>(
    db,
    sql`select a.id, a.title, a.max_score as "maxScore", a.feedback_option::int as "feedbackOption",
          ${iso('a.due_at')} as "dueAt", ${iso('now()')} as "serverTime"
        from assignments a where a.id = ${assignmentId} and ${scope}`,
  );
  return row;
}

export interface MonitorStudentRow {
  id: number;
  name: string;
  attemptId: number | null;
  status: 'in_progress' | 'submitted' | null;
  currentQuestionId: number | null;
  answeredCount: number | null;
  score: number | null;
  lastActivityAt: string | null;
  /** question id -> response status, null without an attempt. */
  responses: Record<string, TScoreStatus> | null;
}

/** Every recipient with their attempt and the status of each saved answer, by name: one statement. */
export async function monitorStudentRows(db: Db, assignmentId: number, onlyStudentId?: number) {
  return query<MonitorStudentRow>(
    db,
    sql`select s.student_id as id, u.first_name || ' ' || u.last_name as name, t.id::float8 as "attemptId",
          t.status, t.current_question_id as "currentQuestionId", t.answered_count::int as "answeredCount",
          t.score, ${iso('t.last_activity_at')} as "lastActivityAt",
          (select json_object_agg(r.question_id, r.status) from responses r where r.attempt_id = t.id) as responses
        from assignment_students s
        join users u on u.id = s.student_id
        left join attempts t on t.assignment_id = s.assignment_id and t.student_id = s.student_id
        where s.assignment_id = ${assignmentId} ${onlyStudentId ? sql`and s.student_id = ${onlyStudentId}` : sql``}
        order by lower(u.last_name), lower(u.first_name), u.id`,
  );
}

export interface AnswerGroupRow {
  questionId: number;
  status: string;
  /** The answer itself for wrong and partly right answers (to find the most common), null otherwise. */
  answer: unknown;
  count: number;
}

/** Saved answers per question and status; wrong ones also per answer. One statement. */
export async function answerGroups(db: Db, assignmentId: number) {
  return query<AnswerGroupRow>(
    db,
    sql`select r.question_id as "questionId", r.status,
          case when r.status in ('incorrect', 'partial') then r.answer end as answer, count(*)::int as count
        from attempts t join responses r on r.attempt_id = t.id
        where t.assignment_id = ${assignmentId}
        group by 1, 2, 3`,
  );
}

export interface ActiveAssignmentRow {
  id: number;
  title: string;
  classes: { id: number; name: string }[];
  teacherId: number;
  teacherName: string;
  questionCount: number;
  startsAt: string;
  dueAt: string | null;
  assigned: number;
  notStarted: number;
  inProgress: number;
  submitted: number;
  lastActivityAt: string | null;
}

/** Open assignments in scope (started, not past due, not deleted), the latest worked on first, with counts. */
export async function activeAssignments(db: Db, scope: SQL, limit: number, offset: number) {
  const where = sql`${scope} and a.starts_at <= now() and (a.due_at is null or a.due_at >= now())`;
  const [items, [count]] = await Promise.all([
    query<ActiveAssignmentRow>(
      db,
      sql`select a.id, a.title, a.question_count::int as "questionCount",
            ${iso('a.starts_at')} as "startsAt", ${iso('a.due_at')} as "dueAt",
            u.id as "teacherId", u.first_name || ' ' || u.last_name as "teacherName",
            coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id)
                        from assignment_classes ac join classes c on c.id = ac.class_id
                       where ac.assignment_id = a.id), '[]'::json) as classes,
            p.assigned, p.not_started as "notStarted", p.in_progress as "inProgress", p.submitted,
            ${iso('p.last_activity')} as "lastActivityAt"
          from assignments a
          join users u on u.id = a.teacher_id
          cross join lateral (
            select count(*)::int as assigned,
              (count(*) filter (where t.id is null))::int as not_started,
              (count(*) filter (where t.status = 'in_progress'))::int as in_progress,
              (count(*) filter (where t.status = 'submitted'))::int as submitted,
              max(t.last_activity_at) as last_activity
            from assignment_students s
            left join attempts t on t.assignment_id = s.assignment_id and t.student_id = s.student_id
            where s.assignment_id = a.id) p
          where ${where}
          order by p.last_activity desc nulls last, a.created_at desc, a.id desc
          limit ${limit} offset ${offset}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total from assignments a where ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

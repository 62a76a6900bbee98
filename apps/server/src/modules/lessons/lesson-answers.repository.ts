import type { LessonKind, LessonSessionStatus } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessonResponses, lessonTurnIns } from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';

// Live answers (decision 0031): saved by (session, student, component, item) with the device's sequence, turned in,
// and written ones graded by the session's teacher. The answer path reads one small row (`liveHead`) before it writes.

export interface ResponseRow {
  studentId: number;
  componentKey: string;
  itemKey: string;
  value: unknown;
  status: 'correct' | 'incorrect' | 'partial' | 'ungraded' | 'pending' | null;
  score: number;
  maxScore: number;
  at: string;
}

const responseSelect = sql`select r.student_id as "studentId", r.component_key as "componentKey", r.item_key as "itemKey",
    r.value, r.status, r.score, r.max_score as "maxScore", ${iso('r.updated_at')} as at from lesson_responses r`;

export async function sessionResponses(db: Db, sessionId: number, studentId?: number) {
  return query<ResponseRow>(
    db,
    sql`${responseSelect} where r.session_id = ${sessionId} ${studentId ? sql`and r.student_id = ${studentId}` : sql``}
        order by r.updated_at, r.id`,
  );
}

// An answer is saved by lesson-answer-save.repository.ts (one statement per batch of answers arriving together).

export type StudentCheckKey = { sessionId: number; studentId: number; componentKey: string };

/** Records a turn-in; false when it was turned in already. */
export async function insertTurnIn(tx: Db, key: StudentCheckKey, recheck: boolean) {
  const rows = await tx
    .insert(lessonTurnIns)
    .values({ ...key, recheck })
    .onConflictDoNothing()
    .returning({ at: lessonTurnIns.turnedInAt });
  return rows.length > 0;
}

/** Whether the check (or re-check) is turned in: a turn-in, or (sessions from before turn-ins were kept) a route. */
export async function isTurnedIn(db: Db, key: StudentCheckKey, recheck: boolean) {
  const [row] = await query<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from lesson_turn_ins where session_id = ${key.sessionId} and student_id = ${key.studentId}
          and component_key = ${key.componentKey} and recheck = ${recheck})
        or exists (select 1 from lesson_routings where session_id = ${key.sessionId} and student_id = ${key.studentId}
          and component_key = ${key.componentKey} and ${recheck ? sql`recheck_score is not null` : sql`true`}) as yes`,
  );
  return !!row?.yes;
}

/** The checks a student turned in (`recheck:<key>` for re-checks). */
export async function turnedInKeys(db: Db, sessionId: number, studentId: number) {
  const rows = await query<{ key: string }>(
    db,
    sql`select case when recheck then 'recheck:' || component_key else component_key end as key
        from lesson_turn_ins where session_id = ${sessionId} and student_id = ${studentId}
        union select component_key from lesson_routings where session_id = ${sessionId} and student_id = ${studentId}`,
  );
  return rows.map((r) => r.key).sort();
}

/** The teacher's sessions with written answers waiting for a grade, newest first. */
export async function sessionsToGrade(db: Db, teacherId: number) {
  return query<{ id: number; title: string; kind: LessonKind; startedAt: string; count: number }>(
    db,
    sql`select s.id, s.title, s.kind, ${iso('s.started_at')} as "startedAt", count(*)::int as count
        from lesson_sessions s join lesson_responses r on r.session_id = s.id and r.status = 'pending'
        where s.teacher_id = ${teacherId}
        group by s.id order by s.started_at desc limit 100`,
  );
}

export interface GradableRow extends ResponseRow {
  name: string;
  feedback: string | null;
}

/** Every saved answer of the session with its student's name (the service keeps the written ones). */
export async function answersWithNames(db: Db, sessionId: number) {
  return query<GradableRow>(
    db,
    sql`select r.student_id as "studentId", r.component_key as "componentKey", r.item_key as "itemKey", r.value, r.status,
          r.score, r.max_score as "maxScore", ${iso('r.updated_at')} as at, r.feedback,
          u.first_name || ' ' || u.last_name as name
        from lesson_responses r join users u on u.id = r.student_id
        where r.session_id = ${sessionId}
        order by lower(u.last_name), lower(u.first_name), u.id, r.component_key, r.item_key`,
  );
}

/** A teacher's grade of one written answer. */
export async function gradeResponse(
  tx: Db,
  key: StudentCheckKey & { itemKey: string },
  grade: { score: number; status: 'correct' | 'incorrect' | 'partial'; feedback: string | null; gradedBy: number },
) {
  const rows = await query<{ n: number }>(
    tx,
    sql`update lesson_responses set score = ${grade.score}, status = ${grade.status}, feedback = ${grade.feedback},
          graded_by = ${grade.gradedBy}, updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}
          and item_key = ${key.itemKey}
        returning 1 as n`,
  );
  return rows.length > 0;
}

export interface LiveHead {
  id: number;
  kind: LessonKind;
  status: LessonSessionStatus;
  slideIndex: number;
  startedAt: string;
  /** The student's class in the session (null: not one of theirs). */
  classId: number | null;
}

/** What an answer needs to know about its session and student, without the content (parsed once and kept). */
export async function liveHead(db: Db, sessionId: number, studentId: number) {
  const [row] = await query<LiveHead>(
    db,
    sql`select s.id, s.kind, s.status, s.slide_index::int as "slideIndex", ${iso('s.started_at')} as "startedAt",
          (select sc.class_id from lesson_session_classes sc
             join enrollments e on e.class_id = sc.class_id and e.student_id = ${studentId} and e.status = 'active'
             join classes c on c.id = sc.class_id and c.deleted_at is null
           where sc.session_id = s.id order by sc.class_id limit 1) as "classId"
        from lesson_sessions s where s.id = ${sessionId}`,
  );
  return row;
}

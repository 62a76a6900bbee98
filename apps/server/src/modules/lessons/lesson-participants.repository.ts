import type { LessonKind, LessonSessionStatus } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso, query } from '../../db/sql-helpers';

// Who may join a session and who joined (decision 0031); participants are keyed by (session, student).

export interface SessionStudentRow {
  id: number;
  name: string;
  joinedAt: string | null;
  classId: number;
}

/** Every active student of the session's classes (each once), with when they joined, by name. */
export async function sessionStudents(db: Db, sessionId: number) {
  return query<SessionStudentRow>(
    db,
    sql`select distinct on (lower(u.last_name), lower(u.first_name), u.id) u.id, u.first_name || ' ' || u.last_name as name,
          ${iso('p.joined_at')} as "joinedAt", e.class_id as "classId"
        from lesson_session_classes sc
        join enrollments e on e.class_id = sc.class_id and e.status = 'active'
        join users u on u.id = e.student_id and u.status = 'active'
        left join lesson_participants p on p.session_id = sc.session_id and p.student_id = u.id
        where sc.session_id = ${sessionId}
        order by lower(u.last_name), lower(u.first_name), u.id, e.class_id`,
  );
}

/** The session's class the student is actively enrolled in, if any (what lets them join). */
export async function studentClassInSession(db: Db, sessionId: number, studentId: number) {
  const [row] = await query<{ classId: number }>(
    db,
    sql`select sc.class_id as "classId" from lesson_session_classes sc
        join enrollments e on e.class_id = sc.class_id and e.student_id = ${studentId} and e.status = 'active'
        join classes c on c.id = sc.class_id and c.deleted_at is null
        where sc.session_id = ${sessionId} order by sc.class_id limit 1`,
  );
  return row?.classId;
}

export async function openSessionsForStudent(db: Db, studentId: number) {
  return query<{
    sessionId: number;
    title: string;
    kind: LessonKind;
    teacher: string;
    className: string;
    status: LessonSessionStatus;
    startedAt: string;
  }>(
    db,
    sql`select distinct on (s.started_at, s.id) s.id as "sessionId", s.title, s.kind, t.first_name || ' ' || t.last_name as teacher,
          c.name as "className", s.status, ${iso('s.started_at')} as "startedAt"
        from lesson_sessions s
        join lesson_session_classes sc on sc.session_id = s.id
        join enrollments e on e.class_id = sc.class_id and e.student_id = ${studentId} and e.status = 'active'
        join classes c on c.id = sc.class_id and c.deleted_at is null
        join users t on t.id = s.teacher_id
        where s.status <> 'ended'
        order by s.started_at desc, s.id desc`,
  );
}

/** Records the student as joined (first time) or seen again; true when this is their first join. */
export async function upsertParticipant(db: Db, sessionId: number, studentId: number, classId: number) {
  const [row] = await query<{ first: boolean }>(
    db,
    sql`insert into lesson_participants (session_id, student_id, class_id) values (${sessionId}, ${studentId}, ${classId})
        on conflict (session_id, student_id) do update set last_seen_at = now()
        returning (xmax = 0) as first`,
  );
  return !!row?.first;
}

/** Students who joined the session (for the lesson's completion events). */
export async function participants(db: Db, sessionId: number) {
  return query<{ studentId: number; classId: number }>(
    db,
    sql`select student_id as "studentId", class_id as "classId" from lesson_participants where session_id = ${sessionId}`,
  );
}

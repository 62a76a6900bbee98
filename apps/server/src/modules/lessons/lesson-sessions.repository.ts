import type { LessonKind, LessonSessionStatus } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessonSessionClasses, lessonSessions } from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';
import { newAccessCode } from '../assignments';

// Live sessions (decision 0031): launching under a fresh access code, finding one, and the teacher's controls.

/** The classes among `classIds` the teacher teaches (live classes only). */
export async function classesTaughtBy(db: Db, teacherId: number, classIds: readonly number[]) {
  if (!classIds.length) return [];
  return query<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from classes c join class_teachers ct on ct.class_id = c.id and ct.teacher_id = ${teacherId}
        where c.id in ${sql`(${sql.join(
          classIds.map((id) => sql`${id}`),
          sql`, `,
        )})`} and c.deleted_at is null order by c.name, c.id`,
  );
}

export interface NewSession {
  lessonId: number;
  teacherId: number;
  kind: LessonKind;
  title: string;
  content: unknown;
}

/** A session under a fresh access code (none of the open sessions has it), with its classes. */
export async function insertSession(tx: Db, values: NewSession, classIds: readonly number[], draw = newAccessCode) {
  for (let tries = 0; tries < 20; tries++) {
    const [row] = await tx
      .insert(lessonSessions)
      .values({ ...values, accessCode: draw() })
      .onConflictDoNothing()
      .returning({ id: lessonSessions.id });
    if (row) {
      await tx.insert(lessonSessionClasses).values(classIds.map((classId) => ({ sessionId: row.id, classId })));
      return row.id;
    }
  }
  throw new Error('no free lesson access code after 20 draws');
}

export interface SessionRow {
  id: number;
  lessonId: number;
  teacherId: number;
  kind: LessonKind;
  title: string;
  content: unknown;
  accessCode: string;
  status: LessonSessionStatus;
  slideIndex: number;
  showNames: boolean;
  routingVersion: number;
  rating: number | null;
  startedAt: string;
  endedAt: string | null;
  completedAt: string | null;
  classes: { id: number; name: string }[];
}

export const sessionSelect = sql`select s.id, s.lesson_id as "lessonId", s.teacher_id as "teacherId", s.kind, s.title, s.content,
    s.access_code as "accessCode", s.status, s.slide_index::int as "slideIndex", s.show_names as "showNames",
    s.routing_version as "routingVersion", s.rating::int as rating, ${iso('s.started_at')} as "startedAt",
    ${iso('s.ended_at')} as "endedAt", ${iso('s.completed_at')} as "completedAt",
    coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
              from lesson_session_classes sc join classes c on c.id = sc.class_id where sc.session_id = s.id), '[]') as classes
  from lesson_sessions s`;

export async function findSession(db: Db, sessionId: number) {
  const [row] = await query<SessionRow>(db, sql`${sessionSelect} where s.id = ${sessionId}`);
  return row;
}

/** The open session with this access code, if any. */
export async function findOpenSessionIdByCode(db: Db, code: string) {
  const [row] = await query<{ id: number }>(
    db,
    sql`select id from lesson_sessions where access_code = ${code} and status <> 'ended'`,
  );
  return row?.id;
}

/** The teacher's session with this code: the open one first, else the latest. */
export async function findTeacherSessionIdByCode(db: Db, teacherId: number, code: string) {
  const [row] = await query<{ id: number }>(
    db,
    sql`select id from lesson_sessions where access_code = ${code} and teacher_id = ${teacherId}
        order by (status <> 'ended') desc, started_at desc limit 1`,
  );
  return row?.id;
}

export async function teacherSessions(db: Db, teacherId: number, openOnly: boolean) {
  return query<SessionRow>(
    db,
    sql`${sessionSelect} where s.teacher_id = ${teacherId} ${openOnly ? sql`and s.status <> 'ended'` : sql``}
        order by s.started_at desc, s.id desc limit 50`,
  );
}

export async function updateSession(
  db: Db,
  sessionId: number,
  patch: Partial<{
    status: LessonSessionStatus;
    slideIndex: number;
    showNames: boolean;
    rating: number;
    ended: boolean;
    completed: boolean;
  }>,
) {
  const sets: SQL[] = [];
  if (patch.status) sets.push(sql`status = ${patch.status}`);
  if (patch.slideIndex !== undefined) sets.push(sql`slide_index = ${patch.slideIndex}`);
  if (patch.showNames !== undefined) sets.push(sql`show_names = ${patch.showNames}`);
  if (patch.rating !== undefined) sets.push(sql`rating = ${patch.rating}`);
  if (patch.ended) sets.push(sql`ended_at = coalesce(ended_at, now())`);
  if (patch.completed) sets.push(sql`completed_at = coalesce(completed_at, now())`);
  if (sets.length) await db.execute(sql`update lesson_sessions set ${sql.join(sets, sql`, `)} where id = ${sessionId}`);
}

export async function bumpRoutingVersion(tx: Db, sessionId: number) {
  const [row] = await query<{ v: number }>(
    tx,
    sql`update lesson_sessions set routing_version = routing_version + 1 where id = ${sessionId} returning routing_version as v`,
  );
  return row?.v ?? 0;
}

export async function currentRoutingVersion(db: Db, sessionId: number) {
  const [row] = await query<{ v: number }>(
    db,
    sql`select routing_version as v from lesson_sessions where id = ${sessionId}`,
  );
  return row?.v ?? 0;
}

export async function teacherName(db: Db, userId: number) {
  const [row] = await query<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
  );
  return row?.name ?? '';
}

export async function sessionContentRow(db: Db, sessionId: number) {
  const [row] = await query<{ content: unknown }>(db, sql`select content from lesson_sessions where id = ${sessionId}`);
  return row?.content;
}

import type { LessonKind, LessonSessionStatus } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import {
  lessonResponses,
  lessonRoutings,
  lessonSessionClasses,
  lessonSessions,
  lessonStandards,
  lessons,
  lessonTurnIns,
} from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';
import { newAccessCode } from '../assignments';

// Live lessons' reads and writes. The live paths (answers, snapshots) walk primary keys: lesson_responses by
// (session, student, component, item), routings by (session, student, component), participants by (session, student).

export interface LessonRow {
  id: number;
  kind: LessonKind;
  ownerId: number | null;
  sharedSchoolId: number | null;
  title: string;
  description: string;
  grade: string | null;
  subject: string | null;
  domain: { code: string; name: string } | null;
  standards: { id: number; code: string; description: string }[];
  content: unknown;
}

const lessonSelect = sql`select l.id, l.kind, l.owner_id as "ownerId", l.shared_school_id as "sharedSchoolId", l.title,
    l.description, l.grade, s.name as subject,
    case when d.id is null then null else json_build_object('code', d.code, 'name', d.name) end as domain,
    coalesce((select json_agg(json_build_object('id', st.id, 'code', st.code, 'description', st.description)
                order by st.code)
              from lesson_standards ls join standards st on st.id = ls.standard_id where ls.lesson_id = l.id), '[]') as standards,
    l.content
  from lessons l left join subjects s on s.id = l.subject_id left join domains d on d.id = l.domain_id`;

export interface LessonFilter {
  /** Any of these grades. */
  grades?: readonly string[];
  domainCode?: string;
  standardCode?: string;
  q?: string;
}

/** The Clear Lessons library, by grade then reporting category. */
export async function listClearLessons(db: Db, f: LessonFilter) {
  const conditions: SQL[] = [sql`l.kind = 'clear'`, sql`l.deleted_at is null`];
  if (f.grades?.length) conditions.push(anyOf(sql`l.grade`, f.grades));
  if (f.domainCode) conditions.push(sql`d.code = ${f.domainCode}`);
  if (f.standardCode)
    conditions.push(
      sql`exists (select 1 from lesson_standards ls join standards st on st.id = ls.standard_id
                  where ls.lesson_id = l.id and upper(st.code) = upper(${f.standardCode}))`,
    );
  if (f.q) conditions.push(sql`(l.title ilike ${`%${f.q}%`} or l.description ilike ${`%${f.q}%`})`);
  return query<LessonRow>(
    db,
    sql`${lessonSelect} where ${sql.join(conditions, sql` and `)}
        order by case when l.grade ~ '^[0-9]+$' then l.grade::int else 0 end, d.code nulls last, l.title, l.id`,
  );
}

export async function findLesson(db: Db, lessonId: number) {
  const [row] = await query<LessonRow>(db, sql`${lessonSelect} where l.id = ${lessonId} and l.deleted_at is null`);
  return row;
}

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

const sessionSelect = sql`select s.id, s.lesson_id as "lessonId", s.teacher_id as "teacherId", s.kind, s.title, s.content,
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

/** Saves an answer unless a newer one (higher client sequence) is already saved; returns the row as stored. */
export async function upsertResponse(
  tx: Db,
  row: {
    sessionId: number;
    studentId: number;
    componentKey: string;
    itemKey: string;
    value: unknown;
    status: ResponseRow['status'];
    score: number;
    maxScore: number;
    standardId: number | null;
    clientSeq: number;
  },
) {
  const [written] = await tx
    .insert(lessonResponses)
    .values(row)
    .onConflictDoUpdate({
      target: [
        lessonResponses.sessionId,
        lessonResponses.studentId,
        lessonResponses.componentKey,
        lessonResponses.itemKey,
      ],
      set: {
        value: sql`excluded.value`,
        status: sql`excluded.status`,
        score: sql`excluded.score`,
        maxScore: sql`excluded.max_score`,
        clientSeq: sql`excluded.client_seq`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${lessonResponses.clientSeq} <= excluded.client_seq`,
    })
    // Only the time comes back: a JSON string value read back through the ORM would be parsed a second time.
    .returning({ updatedAt: lessonResponses.updatedAt });
  if (written) {
    const { sessionId: _s, standardId: _d, clientSeq: _c, ...stored } = row;
    return { ...stored, at: new Date(written.updatedAt).toISOString() };
  }
  // A newer save stands (this one came late): the reply says what is stored.
  const [saved] = await query<ResponseRow>(
    tx,
    sql`${responseSelect} where r.session_id = ${row.sessionId} and r.student_id = ${row.studentId}
        and r.component_key = ${row.componentKey} and r.item_key = ${row.itemKey}`,
  );
  return saved as ResponseRow;
}

export interface RoutingRow {
  studentId: number;
  componentKey: string;
  standardId: number | null;
  score: number;
  route: 'pathway' | 'intervention';
  interventionKind: number;
  overridden: boolean;
  recheckScore: number | null;
}

const routingSelect = sql`select g.student_id as "studentId", g.component_key as "componentKey", g.standard_id as "standardId",
    g.score, g.route, g.intervention_kind::int as "interventionKind", (g.overridden_by is not null) as overridden,
    g.recheck_score as "recheckScore" from lesson_routings g`;

export async function sessionRoutings(db: Db, sessionId: number, studentId?: number) {
  return query<RoutingRow>(
    db,
    sql`${routingSelect} where g.session_id = ${sessionId} ${studentId ? sql`and g.student_id = ${studentId}` : sql``}
        order by g.student_id, g.component_key`,
  );
}

/** Records a check's score and route; a teacher's override keeps its route when the score changes. */
export async function upsertRouting(
  tx: Db,
  row: {
    sessionId: number;
    studentId: number;
    componentKey: string;
    standardId: number | null;
    score: number;
    route: 'pathway' | 'intervention';
    interventionKind: number;
  },
) {
  await tx
    .insert(lessonRoutings)
    .values(row)
    .onConflictDoUpdate({
      target: [lessonRoutings.sessionId, lessonRoutings.studentId, lessonRoutings.componentKey],
      set: {
        score: sql`excluded.score`,
        route: sql`case when ${lessonRoutings.overriddenBy} is null then excluded.route else ${lessonRoutings.route} end`,
        interventionKind: sql`case when ${lessonRoutings.overriddenBy} is null then excluded.intervention_kind else ${lessonRoutings.interventionKind} end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function overrideRouting(
  tx: Db,
  key: { sessionId: number; studentId: number; componentKey: string },
  route: 'pathway' | 'intervention',
  interventionKind: number,
  teacherId: number,
) {
  const rows = await query<{ n: number }>(
    tx,
    sql`update lesson_routings set route = ${route}, intervention_kind = ${interventionKind}, overridden_by = ${teacherId},
          updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}
        returning 1 as n`,
  );
  return rows.length > 0;
}

export async function setRecheckScore(
  tx: Db,
  key: { sessionId: number; studentId: number; componentKey: string },
  score: number,
) {
  await tx.execute(
    sql`update lesson_routings set recheck_score = ${score}, updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}`,
  );
}

/** Students who joined the session (for the lesson's completion events). */
export async function participants(db: Db, sessionId: number) {
  return query<{ studentId: number; classId: number }>(
    db,
    sql`select student_id as "studentId", class_id as "classId" from lesson_participants where session_id = ${sessionId}`,
  );
}

// ---------------------------------------------------------------- reports

export interface ReportListRow extends SessionRow {
  teacher: string;
  enrolled: number;
  joined: number;
  averageScore: number | null;
}

export type ReportScopeFilter = { teacherId?: number; classId?: number; schoolId?: number; districtId?: number };

function reportConditions(scope: ReportScopeFilter, kind: LessonKind | undefined) {
  const conditions: SQL[] = [sql`true`];
  if (kind) conditions.push(sql`s.kind = ${kind}`);
  if (scope.teacherId) conditions.push(sql`s.teacher_id = ${scope.teacherId}`);
  const viaClass = (where: SQL) =>
    sql`exists (select 1 from lesson_session_classes x join classes c on c.id = x.class_id
                join schools sc on sc.id = c.school_id where x.session_id = s.id and ${where})`;
  if (scope.classId) conditions.push(viaClass(sql`c.id = ${scope.classId}`));
  if (scope.schoolId) conditions.push(viaClass(sql`c.school_id = ${scope.schoolId}`));
  if (scope.districtId) conditions.push(viaClass(sql`sc.district_id = ${scope.districtId}`));
  return sql.join(conditions, sql` and `);
}

/** Sessions for the lesson summary: the teacher's own, a class's, a school's or a district's, newest first. */
export async function reportSessions(
  db: Db,
  scope: ReportScopeFilter,
  kind: LessonKind | undefined,
  page: number,
  pageSize: number,
) {
  const [rows, [count]] = await Promise.all([
    query<ReportListRow>(
      db,
      sql`select q.*, t.first_name || ' ' || t.last_name as teacher,
            (select count(distinct e.student_id)::int from lesson_session_classes x
               join enrollments e on e.class_id = x.class_id and e.status = 'active' where x.session_id = q.id) as enrolled,
            (select count(*)::int from lesson_participants p where p.session_id = q.id) as joined,
            (select round(avg(g.score)::numeric, 2)::float8 from lesson_routings g where g.session_id = q.id) as "averageScore"
          from (${sessionSelect} where ${reportConditions(scope, kind)}
                order by s.started_at desc, s.id desc limit ${pageSize} offset ${(page - 1) * pageSize}) q
          join users t on t.id = q."teacherId"
          order by q."startedAt" desc, q.id desc`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from lesson_sessions s where ${reportConditions(scope, kind)}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function standardsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return query<{ id: number; code: string; description: string }>(
    db,
    sql`select id, code, description from standards where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function teacherName(db: Db, userId: number) {
  const [row] = await query<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
  );
  return row?.name ?? '';
}

// ---------------------------------------------------------------- My Clear Lessons

/** Whether an admin confirmed the user's place at their school (decision 0028). */
export async function isPlacementConfirmed(db: Db, userId: number) {
  const [row] = await query<{ yes: boolean }>(
    db,
    sql`select placement_confirmed as yes from users where id = ${userId}`,
  );
  return !!row?.yes;
}

/** The teacher's own lessons and those shared with `schoolId` (the policy's `sharedSchoolOf`), newest first. */
export async function listMyLessons(db: Db, ownerId: number, schoolId: number | null) {
  return query<LessonRow & { owner: string | null }>(
    db,
    sql`select q.*, u.first_name || ' ' || u.last_name as owner from (${lessonSelect}
          where l.kind = 'my' and l.deleted_at is null
            and (l.owner_id = ${ownerId} ${schoolId ? sql`or l.shared_school_id = ${schoolId}` : sql``})
          order by l.updated_at desc, l.id desc limit 200) q
        join users u on u.id = q."ownerId"`,
  );
}

export async function ownerName(db: Db, userId: number | null) {
  if (!userId) return null;
  return teacherName(db, userId);
}

export interface LessonWrite {
  title: string;
  description: string;
  grade: string | null;
  content: unknown;
}

export async function insertMyLesson(tx: Db, ownerId: number, values: LessonWrite, standardIds: readonly number[]) {
  const [row] = await tx
    .insert(lessons)
    .values({ kind: 'my', ownerId, ...values })
    .returning({ id: lessons.id });
  await replaceLessonStandards(tx, row!.id, standardIds);
  return row!.id;
}

export async function updateMyLesson(tx: Db, lessonId: number, values: LessonWrite, standardIds: readonly number[]) {
  await tx
    .update(lessons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(sql`${lessons.id} = ${lessonId}`);
  await replaceLessonStandards(tx, lessonId, standardIds);
}

async function replaceLessonStandards(tx: Db, lessonId: number, standardIds: readonly number[]) {
  await tx.delete(lessonStandards).where(sql`${lessonStandards.lessonId} = ${lessonId}`);
  if (standardIds.length)
    await tx.insert(lessonStandards).values(standardIds.map((standardId) => ({ lessonId, standardId })));
}

export async function deleteMyLesson(db: Db, lessonId: number) {
  await db.update(lessons).set({ deletedAt: sql`now()` }).where(sql`${lessons.id} = ${lessonId}`);
}

export async function shareMyLesson(db: Db, lessonId: number, schoolId: number | null) {
  await db
    .update(lessons)
    .set({ sharedSchoolId: schoolId, updatedAt: sql`now()` })
    .where(sql`${lessons.id} = ${lessonId}`);
}

/** Which of the ids are standards. */
export async function existingStandardIds(db: Db, ids: readonly number[]) {
  return (await standardsByIds(db, ids)).map((s) => s.id);
}

// ---------------------------------------------------------------- turn-ins and grading

type StudentCheckKey = { sessionId: number; studentId: number; componentKey: string };

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

export async function setRoutingScore(tx: Db, key: StudentCheckKey, score: number) {
  await tx.execute(
    sql`update lesson_routings set score = ${score}, updated_at = now()
        where session_id = ${key.sessionId} and student_id = ${key.studentId} and component_key = ${key.componentKey}`,
  );
}

export async function currentRoutingVersion(db: Db, sessionId: number) {
  const [row] = await query<{ v: number }>(
    db,
    sql`select routing_version as v from lesson_sessions where id = ${sessionId}`,
  );
  return row?.v ?? 0;
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

// ---------------------------------------------------------------- the answer path (one read before the write)

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

export async function sessionContentRow(db: Db, sessionId: number) {
  const [row] = await query<{ content: unknown }>(db, sql`select content from lesson_sessions where id = ${sessionId}`);
  return row?.content;
}

import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

// Usage reports' reads (docs/decisions/0030). Class and student views read the per-student usage rollup for the
// class's roster; a student's day reads that student's activity events (class scope, raw rows are fine); the
// school view reads only the per-school rollup. Days come back as text (YYYY-MM-DD) on either driver.

const rows = async <T>(db: Db, statement: SQL) => rowsOf<T>(await db.execute(statement));

export interface RosterStudent {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
}

export interface UsageRow {
  studentId: number;
  day: string;
  sessions: number;
  activeSeconds: number;
  answers: number;
  submissions: number;
  lessons: number;
}

/** The class's name (the scope check has found it). */
export async function findClassName(db: Db, classId: number): Promise<string> {
  const [row] = await rows<{ name: string }>(db, sql`select name from classes where id = ${classId}`);
  return row?.name ?? '';
}

/** Students on the class's roster now, by name. */
export async function listRoster(db: Db, classId: number): Promise<RosterStudent[]> {
  return rows<RosterStudent>(
    db,
    sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.username
        from enrollments e join users u on u.id = e.student_id
        where e.class_id = ${classId} and e.status = 'active'
        order by lower(u.last_name), lower(u.first_name), u.id`,
  );
}

/** One student of the class's roster, or null. */
export async function findRosterStudent(db: Db, classId: number, studentId: number) {
  const [row] = await rows<RosterStudent>(
    db,
    sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.username
        from enrollments e join users u on u.id = e.student_id
        where e.class_id = ${classId} and e.student_id = ${studentId} and e.status = 'active'`,
  );
  return row ?? null;
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The students' usage rows from `from` to `to`, oldest first. */
export async function listUsage(db: Db, studentIds: readonly number[], from: string, to: string) {
  if (studentIds.length === 0) return [];
  return rows<UsageRow>(
    db,
    sql`select student_id as "studentId", day::text as day, sessions, active_seconds as "activeSeconds", answers,
          submissions, lessons
        from report_student_day_usage
        where student_id = any(${idArray(studentIds)}) and day between ${from}::date and ${to}::date
        order by day, student_id`,
  );
}

/** Each student's last day with any use on or before `to`. */
export async function lastActiveDays(db: Db, studentIds: readonly number[], to: string) {
  if (studentIds.length === 0) return new Map<number, string>();
  const found = await rows<{ studentId: number; day: string }>(
    db,
    sql`select u.id as "studentId", last.day::text as day
        from unnest(${idArray(studentIds)}) as u(id)
        cross join lateral (
          select day from report_student_day_usage d where d.student_id = u.id and d.day <= ${to}::date
          order by day desc limit 1
        ) last`,
  );
  return new Map(found.map((r) => [r.studentId, r.day]));
}

export interface EventRow {
  id: number;
  occurredAt: string;
  type: string;
  action: string;
  assignmentId: number | null;
  score: number | null;
  maxScore: number | null;
  sessionId: string | null;
  source: number | null;
}

/** The student's own activity events of one report day (in the time zone), in time order. */
export async function listDayEvents(db: Db, studentId: number, day: string, timeZone: string) {
  return rows<EventRow>(
    db,
    sql`select id::float8 as id, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurredAt",
          type, action, assignment_id as "assignmentId", score, max_score as "maxScore", session_id::text as "sessionId",
          source::int as source
        from activity_events
        where student_id = ${studentId} and actor_id = ${studentId}
          and occurred_at >= (${day}::date)::timestamp at time zone ${timeZone}
          and occurred_at < (${day}::date + 1)::timestamp at time zone ${timeZone}
        order by occurred_at, id`,
  );
}

/** Titles of assignments, and whether each reached the class (only those are named in its reports). */
export async function assignmentsSeenBy(db: Db, classId: number, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return new Map<number, { title: string; inClass: boolean }>();
  const found = await rows<{ id: number; title: string; inClass: boolean }>(
    db,
    sql`select a.id, a.title,
          exists (select 1 from assignment_classes ac where ac.assignment_id = a.id and ac.class_id = ${classId})
            as "inClass"
        from assignments a where a.id = any(${idArray(assignmentIds)})`,
  );
  return new Map(found.map((r) => [r.id, { title: r.title, inClass: r.inClass }]));
}

export interface SchoolRef {
  id: number;
  name: string;
  enrolled: number;
}

/** The scope's schools by name, with their active students. */
export async function listScopeSchools(db: Db, districtId: number, schoolId: number | null) {
  return rows<SchoolRef>(
    db,
    sql`select s.id, s.name,
          (select count(*) from users u
            where u.school_id = s.id and u.role = 'Student' and u.status = 'active')::int as enrolled
        from schools s
        where s.district_id = ${districtId} ${schoolId ? sql`and s.id = ${schoolId}` : sql``}
        order by lower(s.name), s.id`,
  );
}

export interface SchoolWeekRow {
  schoolId: number;
  week: string;
  studentDays: number;
  activeDays: number;
  sessions: number;
  activeSeconds: number;
  answers: number;
  submissions: number;
  lessons: number;
}

/** Per school and week (Monday), or per week over the whole scope, from the per-school rollup: a district's
 * schools, or one school. Days with use count each day once (a day several schools used is one day). */
export async function listSchoolWeeks(
  db: Db,
  scope: { districtId: number; schoolId: number | null },
  from: string,
  to: string,
  bySchool: boolean,
) {
  const where = scope.schoolId ? sql`school_id = ${scope.schoolId}` : sql`district_id = ${scope.districtId}`;
  return rows<SchoolWeekRow>(
    db,
    sql`select ${bySchool ? sql`school_id` : sql`0`} as "schoolId", date_trunc('week', day)::date::text as week,
          sum(active_students)::int as "studentDays", count(distinct day)::int as "activeDays",
          sum(sessions)::int as sessions, sum(active_seconds)::int as "activeSeconds", sum(answers)::int as answers,
          sum(submissions)::int as submissions, sum(lessons)::int as lessons
        from report_school_day_usage
        where ${where} and day between ${from}::date and ${to}::date
        group by ${bySchool ? sql`school_id, ` : sql``}week
        order by ${bySchool ? sql`school_id, ` : sql``}week`,
  );
}

/** The scope's name: the school's, or the district's. */
export async function scopeNameOf(db: Db, districtId: number, schoolId: number | null): Promise<string> {
  const [row] = await rows<{ name: string }>(
    db,
    schoolId
      ? sql`select name from schools where id = ${schoolId}`
      : sql`select name from districts where id = ${districtId}`,
  );
  return row?.name ?? '';
}

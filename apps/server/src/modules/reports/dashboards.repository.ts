import { REPORT_TIME_ZONE } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

// The dashboards' reads (docs/decisions/0030), from the report rollups only. A teacher's: their classes' results
// per standard and their recent hand-ins; a school's or district's: the last seven days' headline figures against
// the seven before (0041), and eight weeks of history. Days and weeks are report days (text, YYYY-MM-DD).

const TZ = REPORT_TIME_ZONE;
const rows = async <T>(db: Db, statement: SQL) => rowsOf<T>(await db.execute(statement));
const first = async <T>(db: Db, statement: SQL) => (await rows<T>(db, statement))[0]!;
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The classes a teacher teaches (co-taught included), live ones only. */
export async function listTeacherClasses(db: Db, teacherId: number) {
  return rows<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from classes c
        where c.deleted_at is null
          and exists (select 1 from class_teachers t where t.class_id = c.id and t.teacher_id = ${teacherId})
        order by lower(c.name), c.id`,
  );
}

export interface ClassStandardRow {
  classId: number;
  standardId: number;
  code: string;
  description: string;
  points: number;
  maxPoints: number;
}

/** Each class's points per standard since `from` (null: every date). */
export async function classStandardTotals(db: Db, classIds: readonly number[], from: string | null) {
  if (classIds.length === 0) return [];
  return rows<ClassStandardRow>(
    db,
    sql`select r.class_id as "classId", r.standard_id as "standardId", s.code, s.description,
          sum(r.points)::float8 as points, sum(r.max_points)::float8 as "maxPoints"
        from report_student_standard_day r join standards s on s.id = r.standard_id
        where r.class_id = any(${idArray(classIds)}) ${from ? sql`and r.day >= ${from}::date` : sql``}
        group by r.class_id, r.standard_id, s.code, s.description
        having sum(r.max_points) > 0`,
  );
}

export interface RecentResultRow {
  assignmentId: number;
  title: string;
  classId: number;
  className: string;
  assigned: number;
  submitted: number;
  pending: number;
  points: number;
  maxPoints: number;
  lastSubmittedAt: string | null;
}

/** The classes' assignments with hand-ins, latest hand-in first. */
export async function recentResults(db: Db, classIds: readonly number[], limit: number) {
  if (classIds.length === 0) return [];
  return rows<RecentResultRow>(
    db,
    sql`select r.assignment_id as "assignmentId", g.title, r.class_id as "classId", c.name as "className",
          r.assigned, r.submitted, r.pending, r.points::float8 as points, r.max_points::float8 as "maxPoints",
          to_char(last.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSubmittedAt"
        from report_class_assignment r
        join assignments g on g.id = r.assignment_id and g.deleted_at is null
        join classes c on c.id = r.class_id
        cross join lateral (
          select max(a.submitted_at) as at from attempts a
          join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
          where a.assignment_id = r.assignment_id and s.class_id = r.class_id and a.status = 'submitted'
        ) last
        where r.class_id = any(${idArray(classIds)}) and r.submitted > 0
        order by last.at desc nulls last, r.assignment_id desc, r.class_id
        limit ${limit}`,
  );
}

/** A scope's rollup rows: a district's or one school's. */
export interface ScopeWhere {
  districtId: number;
  schoolId: number | null;
}
const rollupIn = (alias: string, s: ScopeWhere) =>
  s.schoolId ? sql`${sql.raw(alias)}.school_id = ${s.schoolId}` : sql`${sql.raw(alias)}.district_id = ${s.districtId}`;
/** The scope's name and its students (active accounts). */
export async function scopeFacts(db: Db, s: ScopeWhere) {
  return first<{ name: string; students: number }>(
    db,
    sql`select ${s.schoolId ? sql`(select name from schools where id = ${s.schoolId})` : sql`(select name from districts where id = ${s.districtId})`} as name,
          (select count(*) from users u where u.role = 'Student' and u.status = 'active' and ${
            s.schoolId ? sql`u.school_id = ${s.schoolId}` : sql`u.district_id = ${s.districtId}`
          })::int as students`,
  );
}

/**
 * Use from `from` to `to` (days), from the per-school days only: students active summed over the days, the days
 * with any use, and answers. (Distinct students over a week would read every student's day: a district's week
 * is hundreds of thousands of rows, seconds instead of milliseconds; the average day is as telling.)
 */
export async function activityBetween(db: Db, s: ScopeWhere, from: string, to: string) {
  return first<{ studentDays: number; days: number; answers: number }>(
    db,
    sql`select coalesce(sum(d.active_students), 0)::int as "studentDays", count(distinct d.day)::int as days,
          coalesce(sum(d.answers), 0)::int as answers
        from report_school_day_usage d
        where ${rollupIn('d', s)} and d.day between ${from}::date and ${to}::date`,
  );
}

/**
 * Percent of points from day `from` to day `to`, and its student results (a student's days in one class) with a
 * score and at Meets or above, from the per-student days (day grain: any seven days compare with any seven
 * others, docs/decisions/0041). Per class, not per student (a student in two classes counts in each).
 * `percentOf(points, max) >= meets` (one decimal, rounded half up) is `points * 1000 >= (meets * 10 - 0.5) * max`.
 */
export async function resultsBetween(db: Db, s: ScopeWhere, from: string, to: string, meets: number) {
  // A district's rows through its schools: the per-student days are indexed by school and day.
  const inScope = s.schoolId
    ? sql`d.school_id = ${s.schoolId}`
    : sql`d.school_id in (select id from schools where district_id = ${s.districtId})`;
  return first<{ points: number; maxPoints: number; scored: number; meetsOrAbove: number }>(
    db,
    sql`select coalesce(sum(r.points), 0)::float8 as points, coalesce(sum(r.max_points), 0)::float8 as "maxPoints",
          (count(*) filter (where r.max_points > 0))::int as scored,
          (count(*) filter (where r.max_points > 0 and r.points * 1000 >= (${meets} * 10 - 0.5) * r.max_points))::int
            as "meetsOrAbove"
        from (
          select sum(d.points) as points, sum(d.max_points) as max_points
          from report_student_standard_day d
          where ${inScope} and d.day between ${from}::date and ${to}::date
          group by d.student_id, d.class_id
        ) r`,
  );
}

/** Hand-ins of the assignments due from the start of day `from` until the moment `until`. */
export async function participationBetween(db: Db, s: ScopeWhere, from: string, until: Date) {
  const end = sql`${until.toISOString()}::timestamptz`;
  return first<{ assigned: number; submitted: number }>(
    db,
    sql`select coalesce(sum(r.assigned), 0)::int as assigned, coalesce(sum(r.submitted), 0)::int as submitted
        from report_class_assignment r
        where ${rollupIn('r', s)} and r.starts_at < ${end}
          and r.due_at >= (${from}::date)::timestamp at time zone ${TZ} and r.due_at < ${end}`,
  );
}

/** Weeks from `fromWeek` to `toWeek` (Mondays): use from the per-school days, percents from the standards. */
export async function scopeWeeks(db: Db, s: ScopeWhere, fromWeek: string, toWeek: string) {
  return rows<{
    week: string;
    answers: number;
    activeSeconds: number;
    studentDays: number;
    points: number;
    maxPoints: number;
  }>(
    db,
    sql`select w.week::text as week, coalesce(u.answers, 0)::int as answers,
          coalesce(u.active_seconds, 0)::int as "activeSeconds", coalesce(u.student_days, 0)::int as "studentDays",
          coalesce(p.points, 0)::float8 as points, coalesce(p.max_points, 0)::float8 as "maxPoints"
        from (select generate_series(${fromWeek}::date, ${toWeek}::date, interval '7 days')::date as week) w
        left join (
          select date_trunc('week', d.day)::date as week, sum(d.answers) as answers,
            sum(d.active_seconds) as active_seconds, sum(d.active_students) as student_days
          from report_school_day_usage d
          where ${rollupIn('d', s)} and d.day between ${fromWeek}::date and (${toWeek}::date + 6)
          group by 1
        ) u on u.week = w.week
        left join (
          select x.week, sum(x.points) as points, sum(x.max_points) as max_points
          from report_school_standard_week x
          where ${rollupIn('x', s)} and x.week between ${fromWeek}::date and ${toWeek}::date
          group by 1
        ) p on p.week = w.week
        order by w.week`,
  );
}

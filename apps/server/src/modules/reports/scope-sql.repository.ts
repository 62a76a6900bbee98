import type { LevelThresholds } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

// SQL pieces of the school and district reports (the only place they are written): the filters as conditions,
// and a student's level counted in SQL, so a district of 50,000 students never travels to the app row by row.

/** Whose rows: a district's (rollups carry district_id) or one school's. */
/** An assignment's counts as report_class_assignment keeps them (summed when over several classes). */
export interface AssignmentCounts {
  assigned: number;
  started: number;
  submitted: number;
  graded: number;
  pending: number;
  points: number;
  max_points: number;
}

export interface ScopeRows {
  kind: 'district' | 'school';
  id: number;
}

/** The filters as the queries use them: from/to are Mondays (the first and last week counted), null: open. */
export interface ScopeFilter {
  grade: string | null;
  subjectId: number | null;
  fromWeek: string | null;
  toWeek: string | null;
}

export const allDates = (f: ScopeFilter) => f.fromWeek === null && f.toWeek === null;

/** Runs a set-based query and returns its rows on either driver. */
export async function select<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** A rollup row's scope (`alias.district_id` or `alias.school_id`). */
export const inScope = (alias: string, scope: ScopeRows): SQL =>
  scope.kind === 'district'
    ? sql`${sql.raw(alias)}.district_id = ${scope.id}`
    : sql`${sql.raw(alias)}.school_id = ${scope.id}`;

/** A class (alias c) in scope: classes carry no district, so through its school. */
export const classInScope = (scope: ScopeRows): SQL =>
  scope.kind === 'district'
    ? sql`c.school_id in (select id from schools where district_id = ${scope.id})`
    : sql`c.school_id = ${scope.id}`;

/** The class filters on alias c: live classes of the grade and subject asked for. */
export function classFilter(f: ScopeFilter): SQL {
  const parts: SQL[] = [sql`c.deleted_at is null`];
  if (f.grade) parts.push(sql`c.grade = ${f.grade}`);
  if (f.subjectId) parts.push(sql`c.subject = (select name from subjects where id = ${f.subjectId})`);
  return sql.join(parts, sql` and `);
}

/** The standard filters on alias s (standards views filter the standards' own grade and subject). */
export function standardFilter(f: ScopeFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.grade) parts.push(sql`s.grade = ${f.grade}`);
  if (f.subjectId) parts.push(sql`s.subject_id = ${f.subjectId}`);
  return sql.join(parts, sql` and `);
}

/** A weekly rollup's weeks (alias.week) in the range. */
export function weeksIn(alias: string, f: { fromWeek: string | null; toWeek: string | null }): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.fromWeek) parts.push(sql`${sql.raw(alias)}.week >= ${f.fromWeek}::date`);
  if (f.toWeek) parts.push(sql`${sql.raw(alias)}.week <= ${f.toWeek}::date`);
  return sql.join(parts, sql` and `);
}

/** A daily rollup's days (alias.day) in the range's weeks. */
export function daysIn(alias: string, f: { fromWeek: string | null; toWeek: string | null }): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.fromWeek) parts.push(sql`${sql.raw(alias)}.day >= ${f.fromWeek}::date`);
  if (f.toWeek) parts.push(sql`${sql.raw(alias)}.day < ${f.toWeek}::date + 7`);
  return sql.join(parts, sql` and `);
}

/** An instant (alias.starts_at) in the range's weeks, counted in the report time zone (index-friendly bounds). */
export function startsIn(alias: string, f: ScopeFilter, timeZone: string): SQL {
  const parts: SQL[] = [sql`true`];
  const col = sql.raw(`${alias}.starts_at`);
  if (f.fromWeek) parts.push(sql`${col} >= (${f.fromWeek}::date::timestamp at time zone ${timeZone})`);
  if (f.toWeek) parts.push(sql`${col} < ((${f.toWeek}::date + 7)::timestamp at time zone ${timeZone})`);
  return sql.join(parts, sql` and `);
}

/**
 * Which rollup rows count (alias.class_id): without a grade or subject, every class of the scope but the deleted
 * ones (few: an anti-join on them); with one, the live classes of that grade and subject (at most a few thousand).
 * Either way the rollup rows are read through their scope index, never joined row by row to the classes.
 */
export function classesCounted(alias: string, scope: ScopeRows, f: ScopeFilter): SQL {
  const col = sql.raw(`${alias}.class_id`);
  if (!f.grade && !f.subjectId)
    return sql`${col} not in (select c.id from classes c where c.deleted_at is not null and ${classInScope(scope)})`;
  return sql`${col} in (select c.id from classes c where ${classInScope(scope)} and ${classFilter(f)})`;
}

/** A student's scores through each class in the range: the all-dates totals, or the weeks summed (alias t). */
function scoreRows(scope: ScopeRows, f: ScopeFilter): SQL {
  return allDates(f)
    ? sql`report_student_total t where ${inScope('t', scope)}`
    : sql`report_student_week t where ${inScope('t', scope)} and ${weeksIn('t', f)}`;
}

/**
 * Each student's points per unit (rows of unit, student_id, sums) from the rollups alone: `unit` is an
 * expression over t (t.school_id, t.class_id) or, with `teachers`, ct.teacher_id.
 */
export function scoredStudents(scope: ScopeRows, f: ScopeFilter, unit: SQL, opts: { teachers?: boolean } = {}): SQL {
  return sql`
    select ${unit} as unit, t.student_id, sum(t.items)::int as items, sum(t.correct)::int as correct,
           sum(t.points)::float8 as points, sum(t.max_points)::float8 as max_points
      from ${opts.teachers ? sql`class_teachers ct, ` : sql``}${scoreRows(scope, f)}
       ${opts.teachers ? sql`and ct.class_id = t.class_id` : sql``}
       and ${classesCounted('t', scope, f)}
     group by 1, 2`;
}

/**
 * The active students of a class, each with their points through it in the range (none scored: zeros): the
 * drill's class step, where every student of the roster shows.
 */
export function classRoster(schoolId: number, classId: number, f: ScopeFilter): SQL {
  const scope: ScopeRows = { kind: 'school', id: schoolId };
  return sql`
    select e.student_id,
           coalesce(sum(t.items), 0)::int as items, coalesce(sum(t.correct), 0)::int as correct,
           coalesce(sum(t.points), 0)::float8 as points, coalesce(sum(t.max_points), 0)::float8 as max_points
      from enrollments e
      left join (select * from ${scoreRows(scope, f)} and t.class_id = ${classId}) t on t.student_id = e.student_id
     where e.class_id = ${classId} and e.status = 'active'
     group by e.student_id`;
}

/** A percent of points rounded to one decimal, as percentOf rounds it (null without points to earn). */
export const PERCENT_SQL = sql.raw('case when max_points > 0 then floor(points / max_points * 1000 + 0.5) / 10 end');

/**
 * Per unit over per-student rows (unit, student_id, items, correct, points, max_points): sums, the students with
 * a percent, and how many of them reach each level under the thresholds.
 */
export function levelsPerUnit(perStudent: SQL, th: LevelThresholds): SQL {
  return sql`
    select unit, count(pct)::int as scored,
           sum(items)::int as items, sum(correct)::int as correct,
           sum(points)::float8 as points, sum(max_points)::float8 as max_points,
           count(*) filter (where pct < ${th.approaches}::float8)::int as did_not_meet,
           count(*) filter (where pct >= ${th.approaches}::float8 and pct < ${th.meets}::float8)::int as approaches,
           count(*) filter (where pct >= ${th.meets}::float8 and pct < ${th.masters}::float8)::int as meets,
           count(*) filter (where pct >= ${th.masters}::float8)::int as masters
      from (select p.*, ${PERCENT_SQL} as pct from (${perStudent}) p) s
     group by unit`;
}

export interface UnitLevelsRow {
  unit: number | null;
  scored: number;
  items: number;
  correct: number;
  points: number;
  max_points: number;
  did_not_meet: number;
  approaches: number;
  meets: number;
  masters: number;
}

/** The active students of each unit's live classes in the filter (a student counted once per unit). */
export function enrolledPerUnit(scope: ScopeRows, f: ScopeFilter, unit: SQL, opts: { teachers?: boolean } = {}): SQL {
  return sql`
    select unit, count(*)::int as students
      from (select distinct ${unit} as unit, e.student_id
              from enrollments e
              join classes c on c.id = e.class_id
              ${opts.teachers ? sql`join class_teachers ct on ct.class_id = c.id` : sql``}
             where e.status = 'active' and ${classInScope(scope)} and ${classFilter(f)}) x
     group by unit`;
}

/** A district's active students per school (their accounts' school): the roster without a class filter, read
 * through the users' district index instead of every enrollment. */
export function studentsPerSchool(districtId: number): SQL {
  return sql`
    select u.school_id as unit, count(*)::int as students
      from users u
     where u.district_id = ${districtId} and u.role = 'Student' and u.status = 'active' and u.school_id is not null
     group by u.school_id`;
}

export interface UnitParticipationRow {
  unit: number | null;
  assignments: number;
  assigned: number;
  started: number;
  submitted: number;
  graded: number;
  pending: number;
}

/**
 * Assignments given to the units' classes in the range (report_class_assignment, through its scope index): one
 * per class reached (an assignment sent to three classes counts three), with their students' progress. Summed
 * per unit in one pass; a scope's line is the sum of its units'.
 */
export function participationPerUnit(
  scope: ScopeRows,
  f: ScopeFilter,
  unit: SQL,
  timeZone: string,
  opts: { teachers?: boolean } = {},
): SQL {
  return sql`
    select ${unit} as unit, count(*)::int as assignments, sum(a.assigned)::int as assigned,
           sum(a.started)::int as started, sum(a.submitted)::int as submitted, sum(a.graded)::int as graded,
           sum(a.pending)::int as pending
      from ${opts.teachers ? sql`class_teachers ct join ` : sql``}report_class_assignment a
        ${opts.teachers ? sql`on ct.class_id = a.class_id` : sql``}
     where ${inScope('a', scope)} and ${classesCounted('a', scope, f)} and ${startsIn('a', f, timeZone)}
     group by 1`;
}

export interface UnitWeekRow {
  unit: number | null;
  week: string;
  points: number;
  max_points: number;
}

/** Runs several writes as one: a change and its audit row land together or not at all. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

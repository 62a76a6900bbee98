import type { LevelThresholds } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

// SQL pieces of the school and district reports (the only place they are written): the filters as conditions,
// and a student's level counted in SQL, so a district of 50,000 students never travels to the app row by row.

/** Whose rows: a district's (rollups carry district_id) or one school's. */
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
 * Each enrolled student's points per unit, from the all-dates totals or the weeks in range: `unit` names the
 * unit column (a class, school or teacher id expression over c and ct), rows of (unit, student_id, sums).
 * Students are the classes' active students: a student with no scored answer still counts, with no level.
 * `withTotal` adds each student's row over every unit (unit null): the report's total line.
 */
export function enrolledScores(
  scope: ScopeRows,
  f: ScopeFilter,
  unit: SQL,
  opts: { teachers?: boolean; withTotal?: boolean; classId?: number } = {},
): SQL {
  const source = allDates(f)
    ? sql`report_student_total`
    : sql`(select student_id, class_id, sum(items) as items, sum(correct) as correct, sum(points) as points,
                  sum(max_points) as max_points
             from report_student_week w
            where ${inScope('w', scope)} and ${weeksIn('w', f)}
              ${opts.classId ? sql`and w.class_id = ${opts.classId}` : sql``}
            group by student_id, class_id)`;
  const grouping = opts.withTotal
    ? sql`grouping sets ((${unit}, e.student_id), (e.student_id))`
    : sql`${unit}, e.student_id`;
  return sql`
    select ${unit} as unit, e.student_id,
           coalesce(sum(t.items), 0)::int as items, coalesce(sum(t.correct), 0)::int as correct,
           coalesce(sum(t.points), 0)::float8 as points, coalesce(sum(t.max_points), 0)::float8 as max_points
      from enrollments e
      join classes c on c.id = e.class_id
      ${opts.teachers ? sql`join class_teachers ct on ct.class_id = c.id` : sql``}
      left join ${source} t on t.student_id = e.student_id and t.class_id = e.class_id
     where e.status = 'active' and ${classInScope(scope)} and ${classFilter(f)}
       ${opts.classId ? sql`and c.id = ${opts.classId}` : sql``}
     group by ${grouping}`;
}

/** A percent of points rounded to one decimal, as percentOf rounds it (null without points to earn). */
export const PERCENT_SQL = sql.raw('case when max_points > 0 then floor(points / max_points * 1000 + 0.5) / 10 end');

/**
 * Per unit over per-student rows (unit, student_id, items, correct, points, max_points): students, sums and
 * how many students reach each level under the thresholds (none: no points to earn yet).
 */
export function levelsPerUnit(perStudent: SQL, th: LevelThresholds): SQL {
  return sql`
    select unit, count(*)::int as students,
           sum(items)::int as items, sum(correct)::int as correct,
           sum(points)::float8 as points, sum(max_points)::float8 as max_points,
           count(*) filter (where pct is null)::int as none,
           count(*) filter (where pct < ${th.approaches}::float8)::int as did_not_meet,
           count(*) filter (where pct >= ${th.approaches}::float8 and pct < ${th.meets}::float8)::int as approaches,
           count(*) filter (where pct >= ${th.meets}::float8 and pct < ${th.masters}::float8)::int as meets,
           count(*) filter (where pct >= ${th.masters}::float8)::int as masters
      from (select p.*, ${PERCENT_SQL} as pct from (${perStudent}) p) s
     group by unit`;
}

export interface UnitLevelsRow {
  unit: number | null;
  students: number;
  items: number;
  correct: number;
  points: number;
  max_points: number;
  none: number;
  did_not_meet: number;
  approaches: number;
  meets: number;
  masters: number;
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

/** Assignments that reached the units' classes in the range (report_class_assignment), per unit and in all. */
export function participationPerUnit(
  scope: ScopeRows,
  f: ScopeFilter,
  unit: SQL,
  timeZone: string,
  opts: { teachers?: boolean } = {},
): SQL {
  return sql`
    select ${unit} as unit, count(distinct a.assignment_id)::int as assignments,
           sum(a.assigned)::int as assigned, sum(a.started)::int as started, sum(a.submitted)::int as submitted,
           sum(a.graded)::int as graded, sum(a.pending)::int as pending
      from report_class_assignment a
      join classes c on c.id = a.class_id
      ${opts.teachers ? sql`join class_teachers ct on ct.class_id = c.id` : sql``}
     where ${inScope('a', scope)} and ${classFilter(f)} and ${startsIn('a', f, timeZone)}
     group by ${opts.teachers ? sql`${unit}` : sql`grouping sets ((${unit}), ())`}`;
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

// report_school_levels (see its table in db/schema/reports.ts): each school's headline over everything so far, under
// its district's thresholds and without its deleted classes, so the district report reads one row per school
// instead of every student's totals. Thresholds and class deletions change without an activity event: a row
// records what it was computed with, a row that no longer matches is stale, and every refresh recomputes those.
import { DEFAULT_LEVEL_THRESHOLDS } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/bulk-sql';
import type { Db } from '../../../db/client';
import { PERCENT_SQL, type UnitLevelsRow } from '../scope-sql.repository';

const D = DEFAULT_LEVEL_THRESHOLDS;

/** The schools in `where` (alias s) with what their row must have been computed with: k.a, k.m, k.x, k.stamp. */
const schoolKeys = (where: SQL) => sql`
  select s.id as school_id, s.district_id,
         coalesce(d.approaches, ${D.approaches})::smallint as a, coalesce(d.meets, ${D.meets})::smallint as m,
         coalesce(d.masters, ${D.masters})::smallint as x,
         coalesce((select md5(string_agg(c.id::text, ',' order by c.id)) from classes c
                    where c.school_id = s.id and c.deleted_at is not null), '') as stamp
    from schools s left join district_report_settings d on d.district_id = s.district_id
   where ${where}`;

/** Whether row l was computed with the school's current thresholds and deleted classes (k). */
const MATCHES = sql`l.school_id is not null
  and (l.th_approaches, l.th_meets, l.th_masters, l.deleted_classes) = (k.a, k.m, k.x, k.stamp)`;

/** Recomputes the given schools' rows (null: every school) from report_student_total. */
export async function recomputeSchoolLevels(tx: Db, schools: readonly number[] | null) {
  if (schools?.length === 0) return;
  const only = (col: string) =>
    schools === null ? sql`true` : sql`${sql.raw(col)} = any(${sql.param(schools)}::int[])`;
  await tx.execute(sql`delete from report_school_levels where ${only('school_id')}`);
  await tx.execute(sql`
    insert into report_school_levels
      (school_id, district_id, th_approaches, th_meets, th_masters, deleted_classes, scored, items, correct, points,
       max_points, did_not_meet, approaches, meets, masters)
    with k as (${schoolKeys(only('s.id'))}),
    p as (
      select t.school_id, t.student_id, sum(t.items) as items, sum(t.correct) as correct,
             sum(t.points)::float8 as points, sum(t.max_points)::float8 as max_points
        from report_student_total t
       where ${only('t.school_id')}
         and t.class_id not in (select c.id from classes c where c.deleted_at is not null)
       group by 1, 2),
    q as (select p.*, ${PERCENT_SQL} as pct from p)
    select k.school_id, k.district_id, k.a, k.m, k.x, k.stamp, count(q.pct)::int,
           coalesce(sum(q.items), 0)::int, coalesce(sum(q.correct), 0)::int, coalesce(sum(q.points), 0)::float8,
           coalesce(sum(q.max_points), 0)::float8,
           (count(*) filter (where q.pct < k.a))::int,
           (count(*) filter (where q.pct >= k.a and q.pct < k.m))::int,
           (count(*) filter (where q.pct >= k.m and q.pct < k.x))::int,
           (count(*) filter (where q.pct >= k.x))::int
      from k left join q on q.school_id = k.school_id
     group by k.school_id, k.district_id, k.a, k.m, k.x, k.stamp`);
}

/** Schools whose row is missing or was computed with other thresholds or deleted classes. */
export async function staleSchoolLevels(tx: Db): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`
      select k.school_id as id from (${schoolKeys(sql`true`)}) k
      left join report_school_levels l on l.school_id = k.school_id
      where not (${MATCHES})`),
  ).map((r) => Number(r.id));
}

/**
 * The district's schools' headlines (as schoolLevels computes them over all dates, without filters), or null when
 * any school's row is stale: the caller then computes them from the students' totals.
 */
export async function districtSchoolLevels(db: Db, districtId: number): Promise<UnitLevelsRow[] | null> {
  const rows = rowsOf<UnitLevelsRow & { fresh: boolean }>(
    await db.execute(sql`
      select k.school_id as unit, l.scored, l.items, l.correct, l.points, l.max_points, l.did_not_meet,
             l.approaches, l.meets, l.masters, (${MATCHES}) as fresh
        from (${schoolKeys(sql`s.district_id = ${districtId}`)}) k
        left join report_school_levels l on l.school_id = k.school_id`),
  );
  if (rows.some((r) => !r.fresh)) return null;
  // A school without any result has no row in the computed figures either.
  return rows.filter((r) => r.items > 0).map(({ fresh: _, ...r }) => ({ ...r, unit: Number(r.unit) }));
}

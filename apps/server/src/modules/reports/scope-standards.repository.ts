import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysIn, type ScopeFilter, type ScopeRows, select, standardFilter, weeksIn } from './scope-sql.repository';

// Standards across units: a district's schools from report_school_standard_week, a school's classes from
// report_student_standard_day (its school index). Never the answers themselves.

export interface UnitStandardRow {
  unit: number;
  standard_id: number;
  items: number;
  correct: number;
  points: number;
  max_points: number;
}

/** A further condition on the rows (r) or their standard (s: then the standards are joined). */
export interface Narrowing {
  where: SQL;
  standards: boolean;
}

/** The rows of one unit on one standard: the source rollup for the scope, filtered. The standards table is
 * joined only when a condition reads it (a district's unfiltered rows are read alone, through their index). */
function unitStandardSource(scope: ScopeRows, f: ScopeFilter, extra?: Narrowing): SQL {
  const joinStandards = !!(f.grade || f.subjectId || extra?.standards);
  const standardsJoin = joinStandards ? sql`join standards s on s.id = r.standard_id` : sql``;
  const more = extra?.where ?? sql`true`;
  return scope.kind === 'district'
    ? sql`select r.school_id as unit, r.standard_id, r.week, r.items, r.correct, r.points, r.max_points
            from report_school_standard_week r
            ${standardsJoin}
           where r.district_id = ${scope.id} and ${weeksIn('r', f)} and ${standardFilter(f)} and ${more}`
    : sql`select r.class_id as unit, r.standard_id, (r.day - (extract(isodow from r.day)::int - 1)) as week, r.items,
                 r.correct, r.points, r.max_points
            from report_student_standard_day r
            ${standardsJoin}
            join classes c on c.id = r.class_id and c.deleted_at is null
           where r.school_id = ${scope.id} and ${daysIn('r', f)} and ${standardFilter(f)} and ${more}`;
}

/** Sums per unit and standard, in the scope and filter (optionally one domain's or one standard's). */
export const unitStandardTotals = (db: Db, scope: ScopeRows, f: ScopeFilter, extra?: Narrowing) =>
  select<UnitStandardRow>(
    db,
    sql`select unit, standard_id, sum(items)::int as items, sum(correct)::int as correct,
               sum(points)::float8 as points, sum(max_points)::float8 as max_points
          from (${unitStandardSource(scope, f, extra)}) x
         group by unit, standard_id`,
  );

/** One standard's weekly sums over the scope, oldest first. */
export const standardWeeks = (db: Db, scope: ScopeRows, f: ScopeFilter, standardId: number) =>
  select<{ week: string; items: number; correct: number; points: number; max_points: number }>(
    db,
    sql`select week::text as week, sum(items)::int as items, sum(correct)::int as correct,
               sum(points)::float8 as points, sum(max_points)::float8 as max_points
          from (${unitStandardSource(scope, f, isStandard(standardId))}) x
         group by week order by week`,
  );

/** Standards in a domain only. */
export const inDomain = (domainId: number): Narrowing => ({ where: sql`s.domain_id = ${domainId}`, standards: true });
/** One standard only. */
export const isStandard = (standardId: number): Narrowing => ({
  where: sql`r.standard_id = ${standardId}`,
  standards: false,
});
/** One grade and subject of standards only. */
export const inGradeSubject = (grade: string, subjectId: number): Narrowing => ({
  where: sql`s.grade = ${grade} and s.subject_id = ${subjectId}`,
  standards: true,
});

/** The grade and subject with the most scored answers in the scope (a heat map's default), or none. */
export const busiestGradeSubject = (db: Db, scope: ScopeRows, f: ScopeFilter) =>
  select<{ grade: string; subject_id: number }>(
    db,
    sql`select s.grade, s.subject_id
          from (${unitStandardSource(scope, f)}) x
          join standards s on s.id = x.standard_id
         group by s.grade, s.subject_id
         order by sum(x.items) desc, s.subject_id, s.grade
         limit 1`,
  );

export interface StandardInfo {
  id: number;
  code: string;
  description: string;
  grade: string;
  subject_id: number;
  subject: string;
  domain_id: number;
  domain_code: string;
  domain_name: string;
  position: number;
}

/** Standards with their domain and subject, in the taxonomy's order. */
export const standardsInfo = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as StandardInfo[])
    : select<StandardInfo>(
        db,
        sql`select s.id, s.code, s.description, s.grade, s.subject_id, sub.name as subject,
                   d.id as domain_id, d.code as domain_code, d.name as domain_name, s.position
              from standards s
              join domains d on d.id = s.domain_id
              join subjects sub on sub.id = s.subject_id
             where s.id = any(${sql.raw(`array[${ids.map((id) => Number(id)).join(',')}]::int[]`)})
             order by sub.position, (case when s.grade = 'K' then 0 else s.grade::int end), d.position, d.code,
                      s.position, s.code`,
      );

/** A domain (reporting category) with its grade and subject, and how many standards it holds. */
export const domainInfo = (db: Db, domainId: number) =>
  select<{ id: number; code: string; name: string; grade: string; subject: string; standards: number }>(
    db,
    sql`select d.id, d.code, d.name, d.grade, sub.name as subject,
               (select count(*) from standards s where s.domain_id = d.id and s.retired_at is null)::int as standards
          from domains d join subjects sub on sub.id = d.subject_id where d.id = ${domainId}`,
  );

/** Standards per domain (the domain list's counts). */
export const standardsPerDomain = (db: Db, domainIds: readonly number[]) =>
  domainIds.length === 0
    ? Promise.resolve([] as { domain_id: number; standards: number }[])
    : select<{ domain_id: number; standards: number }>(
        db,
        sql`select s.domain_id, count(*)::int as standards from standards s
             where s.retired_at is null
               and s.domain_id = any(${sql.raw(`array[${domainIds.map((id) => Number(id)).join(',')}]::int[]`)})
             group by s.domain_id`,
      );

/** The name of each unit: schools of a district, or classes of a school with their teachers. */
export function unitNames(db: Db, scope: ScopeRows) {
  return scope.kind === 'district'
    ? select<{ id: number; name: string; teachers: string[] | null }>(
        db,
        sql`select id, name, null as teachers from schools where district_id = ${scope.id} order by name, id`,
      )
    : select<{ id: number; name: string; teachers: string[] | null }>(
        db,
        sql`select c.id, c.name,
                   (select array_agg(trim(u.first_name || ' ' || u.last_name) order by ct.is_primary desc, u.last_name, u.id)
                      from class_teachers ct join users u on u.id = ct.teacher_id where ct.class_id = c.id) as teachers
              from classes c where c.school_id = ${scope.id} and c.deleted_at is null order by c.name, c.id`,
      );
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql-helpers';
import {
  type AssignmentCounts,
  classFilter,
  inScope,
  type ScopeFilter,
  type ScopeRows,
  select,
  startsIn,
} from './scope-sql.repository';

// Assignment results across a district or one school (/districtadmin/result, /districtadmin/schoolresult): one
// row per assignment, summed over the classes it reached, from report_class_assignment.

export interface ScopeAssignmentRow extends AssignmentCounts {
  id: number;
  title: string;
  staff: boolean;
  school_id: number;
  school_name: string;
  teacher_name: string;
  classes: number;
  starts_at: string;
  due_at: string | null;
  total: number;
}

/** A page of assignments in the scope and filter (grade and subject of the classes reached), newest first. */
export function scopeAssignments(
  db: Db,
  scope: ScopeRows,
  f: ScopeFilter,
  opts: { kind: 'all' | 'staff' | 'teacher'; limit: number; offset: number; timeZone: string },
) {
  const kind =
    opts.kind === 'staff'
      ? sql`a.staff_assignment_id is not null`
      : opts.kind === 'teacher'
        ? sql`a.staff_assignment_id is null`
        : sql`true`;
  return select<ScopeAssignmentRow>(
    db,
    sql`with per as (
          select r.assignment_id, count(*)::int as classes, min(r.starts_at) as starts_at, max(r.due_at) as due_at,
                 sum(r.assigned)::int as assigned, sum(r.started)::int as started, sum(r.submitted)::int as submitted,
                 sum(r.graded)::int as graded, sum(r.pending)::int as pending,
                 sum(r.points)::float8 as points, sum(r.max_points)::float8 as max_points
            from report_class_assignment r
            join classes c on c.id = r.class_id
           where ${inScope('r', scope)} and ${classFilter(f)} and ${startsIn('r', f, opts.timeZone)}
           group by r.assignment_id
        )
        select a.id, a.title, (a.staff_assignment_id is not null) as staff, a.school_id, sc.name as school_name,
               trim(u.first_name || ' ' || u.last_name) as teacher_name, per.classes,
               ${iso('per.starts_at')} as starts_at, ${iso('per.due_at')} as due_at,
               per.assigned, per.started, per.submitted, per.graded, per.pending, per.points, per.max_points,
               count(*) over ()::int as total
          from per
          join assignments a on a.id = per.assignment_id and a.deleted_at is null
          join schools sc on sc.id = a.school_id
          join users u on u.id = a.teacher_id
         where ${kind}
         order by per.starts_at desc, a.id desc
         limit ${opts.limit} offset ${opts.offset}`,
  );
}

/** How many assignments match (for a page past the last, where the window count has no row to ride on). */
export async function countScopeAssignments(
  db: Db,
  scope: ScopeRows,
  f: ScopeFilter,
  kind: 'all' | 'staff' | 'teacher',
  timeZone: string,
) {
  const kindSql =
    kind === 'staff'
      ? sql`a.staff_assignment_id is not null`
      : kind === 'teacher'
        ? sql`a.staff_assignment_id is null`
        : sql`true`;
  const [row] = await select<{ total: number }>(
    db,
    sql`select count(distinct r.assignment_id)::int as total
          from report_class_assignment r
          join classes c on c.id = r.class_id
          join assignments a on a.id = r.assignment_id and a.deleted_at is null
         where ${inScope('r', scope)} and ${classFilter(f)} and ${startsIn('r', f, timeZone)} and ${kindSql}`,
  );
  return row?.total ?? 0;
}

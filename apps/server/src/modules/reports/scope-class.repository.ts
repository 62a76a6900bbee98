import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql-helpers';
import {
  type AssignmentCounts,
  classRoster,
  type ScopeFilter,
  select,
  startsIn,
  weeksIn,
} from './scope-sql.repository';

// A class in the drill from a school's report (school -> class -> student): its students' totals and weeks, and
// the assignments that reached it. Rollups only (report_student_total/_week, report_class_assignment).

export interface StudentScoreRow {
  id: number;
  name: string;
  items: number;
  correct: number;
  points: number;
  max_points: number;
}

/** The class's active students with their points in the range (none scored: zeros), by name. */
export const classStudents = (db: Db, schoolId: number, classId: number, f: ScopeFilter) =>
  select<StudentScoreRow>(
    db,
    sql`select p.student_id as id, trim(u.first_name || ' ' || u.last_name) as name,
               p.items, p.correct, p.points, p.max_points
          from (${classRoster(schoolId, classId, f)}) p
          join users u on u.id = p.student_id
         order by u.last_name, u.first_name, u.id`,
  );

/** Each student's weekly points through the class, oldest week first. */
export const classStudentWeeks = (db: Db, classId: number, f: Pick<ScopeFilter, 'fromWeek' | 'toWeek'>) =>
  select<{ student_id: number; week: string; points: number; max_points: number }>(
    db,
    sql`select w.student_id, w.week::text as week, w.points::float8 as points, w.max_points::float8 as max_points
          from report_student_week w
         where w.class_id = ${classId} and ${weeksIn('w', f)}
         order by w.student_id, w.week`,
  );

export interface ClassAssignmentRow extends AssignmentCounts {
  id: number;
  title: string;
  staff: boolean;
  starts_at: string;
  due_at: string | null;
}

/** The assignments that reached the class in the range, newest first. */
export const classAssignments = (db: Db, classId: number, f: ScopeFilter, timeZone: string) =>
  select<ClassAssignmentRow>(
    db,
    sql`select a.id, a.title, (a.staff_assignment_id is not null) as staff,
               ${iso('r.starts_at')} as starts_at, ${iso('r.due_at')} as due_at,
               r.assigned, r.started, r.submitted, r.graded, r.pending,
               r.points::float8 as points, r.max_points::float8 as max_points
          from report_class_assignment r
          join assignments a on a.id = r.assignment_id and a.deleted_at is null
         where r.class_id = ${classId} and ${startsIn('r', f, timeZone)}
         order by r.starts_at desc, a.id desc
         limit 200`,
  );

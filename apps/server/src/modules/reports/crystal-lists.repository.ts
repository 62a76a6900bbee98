import { REPORT_TIME_ZONE } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import type { AssignmentCounts } from './scope-sql.repository';

// The crystal report's lists: the class's recent assignments (from the rollup report_class_assignment) and what
// its filters offer (groups, the grades and subjects of the standards it has results on, its assignments).

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
const RECENT = 10;

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** The class's assignments, newest first (at most ten; one when narrowed to it; those starting in the range). */
export async function recentAssignments(
  db: Db,
  classId: number,
  f: { assignmentId?: number; from?: string; to?: string },
) {
  const conditions: SQL[] = [sql`ca.class_id = ${classId}`];
  if (f.assignmentId) conditions.push(sql`ca.assignment_id = ${f.assignmentId}`);
  if (f.from) conditions.push(sql`(ca.starts_at at time zone ${TZ})::date >= ${f.from}::date`);
  if (f.to) conditions.push(sql`(ca.starts_at at time zone ${TZ})::date <= ${f.to}::date`);
  const rows = rowsOf<
    AssignmentCounts & {
      id: number;
      title: string;
      starts_at: unknown;
      due_at: unknown;
    }
  >(
    await db.execute(sql`select ca.assignment_id as id, g.title, ca.starts_at, ca.due_at, ca.assigned, ca.started,
        ca.submitted, ca.graded, ca.pending, ca.points, ca.max_points
      from report_class_assignment ca join assignments g on g.id = ca.assignment_id and g.deleted_at is null
      where ${sql.join(conditions, sql` and `)}
      order by ca.starts_at desc, ca.assignment_id desc limit ${RECENT}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    startsAt: iso(r.starts_at),
    dueAt: r.due_at === null ? null : iso(r.due_at),
    assigned: Number(r.assigned),
    started: Number(r.started),
    submitted: Number(r.submitted),
    graded: Number(r.graded),
    pending: Number(r.pending),
    points: Number(r.points),
    maxPoints: Number(r.max_points),
  }));
}

/** The class's small groups, by name. */
export async function groupsOfClass(db: Db, classId: number) {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from small_groups where class_id = ${classId} order by lower(name), id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The grades and subjects of the standards the class has results on (what narrowing by them can show). */
export async function gradesAndSubjectsOfClass(db: Db, classId: number) {
  const rows = rowsOf<{ grade: string; subject_id: number; subject: string }>(
    await db.execute(sql`select distinct st.grade, st.subject_id, sj.name as subject
      from (select distinct standard_id from report_student_standard_day where class_id = ${classId}) d
      join standards st on st.id = d.standard_id join subjects sj on sj.id = st.subject_id`),
  );
  return rows.map((r) => ({ grade: r.grade, subjectId: Number(r.subject_id), subject: r.subject }));
}

/** The class's assignments (not deleted), newest first. */
export async function assignmentsOfClass(db: Db, classId: number) {
  const rows = rowsOf<{ id: number; title: string; starts_at: unknown }>(
    await db.execute(sql`select g.id, g.title, g.starts_at from assignment_classes ac
      join assignments g on g.id = ac.assignment_id and g.deleted_at is null
      where ac.class_id = ${classId} order by g.starts_at desc, g.id desc`),
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, startsAt: iso(r.starts_at) }));
}

import { REPORT_TIME_ZONE } from '@clearsheets/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import type { Measures } from './crystal-rows';

// The crystal report's reads over one class (docs/decisions/0030): the students' scored answers per standard and
// day come from the rollup report_student_standard_day; narrowed to one assignment they come from the class's raw
// responses (class reports may read raw rows), counted exactly as the rollup counts them (a scored answer, on a
// standard, on the day it was saved in the report time zone), so both paths give the same numbers.

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
const SCORED = sql.raw(`('correct','incorrect','partial')`);

/** What every crystal read is narrowed by: the class, its listed students, and the page's filters. */
export interface CrystalFilter {
  classId: number;
  studentIds: readonly number[];
  grade?: string;
  subjectId?: number;
  from?: string;
  to?: string;
  assignmentId?: number;
  /** Live lessons' scored answers instead of worksheets' (the lesson crystal report, decision 0031). */
  lessons?: boolean;
}

/** Narrower still: one domain, one standard or one student (the subpages). */
export interface CrystalNarrowing {
  domainId?: number;
  standardId?: number;
  studentId?: number;
}

/** The class's scored answers as (student, standard, day, measures) rows: the rollup, or one assignment's raw rows. */
function sourceOf(f: CrystalFilter): SQL {
  // Live lessons' check questions, each counted as the rollup counts a worksheet answer, for the students who
  // took part through this class.
  if (f.lessons)
    return sql`select r.student_id, r.standard_id, (r.updated_at at time zone ${TZ})::date as day, 1 as items,
        (case when r.status = 'correct' then 1 else 0 end) as correct, r.score as points, r.max_score as max_points
      from lesson_responses r
      join lesson_participants p on p.session_id = r.session_id and p.student_id = r.student_id
        and p.class_id = ${f.classId}
      where r.status in ${SCORED} and r.standard_id is not null`;
  if (f.assignmentId === undefined)
    return sql`select student_id, standard_id, day, items, correct, points, max_points
      from report_student_standard_day where class_id = ${f.classId}`;
  return sql`select a.student_id, r.standard_id, (r.saved_at at time zone ${TZ})::date as day, 1 as items,
      (case when r.status = 'correct' then 1 else 0 end) as correct, r.score as points, r.max_score as max_points
    from attempts a
    join assignments g on g.id = a.assignment_id and g.deleted_at is null
    join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
      and s.class_id = ${f.classId}
    join responses r on r.attempt_id = a.id
    where a.assignment_id = ${f.assignmentId} and r.status in ${SCORED} and r.standard_id is not null`;
}

/** The filtered rows `d` joined to their standard `st`. */
function filtered(f: CrystalFilter, n: CrystalNarrowing = {}): SQL {
  const conditions: SQL[] = [sql`d.student_id = any(${sql.param([...f.studentIds])}::int[])`];
  if (f.from) conditions.push(sql`d.day >= ${f.from}::date`);
  if (f.to) conditions.push(sql`d.day <= ${f.to}::date`);
  if (f.grade) conditions.push(sql`st.grade = ${f.grade}`);
  if (f.subjectId) conditions.push(sql`st.subject_id = ${f.subjectId}`);
  if (n.domainId) conditions.push(sql`st.domain_id = ${n.domainId}`);
  if (n.standardId) conditions.push(sql`st.id = ${n.standardId}`);
  if (n.studentId) conditions.push(sql`d.student_id = ${n.studentId}`);
  return sql`from (${sourceOf(f)}) d join standards st on st.id = d.standard_id where ${sql.join(conditions, sql` and `)}`;
}

const MEASURES = sql`sum(d.items)::int as items, sum(d.correct)::int as correct, sum(d.points)::float8 as points,
  sum(d.max_points)::float8 as max_points`;

type MeasureRow = { items: number; correct: number; points: number; max_points: number };
const measuresOf = (r: MeasureRow): Measures => ({
  items: Number(r.items),
  correct: Number(r.correct),
  points: Number(r.points),
  maxPoints: Number(r.max_points),
});

/** Each listed student's measures per week (its Monday), oldest week first. */
export async function measuresByStudentWeek(db: Db, f: CrystalFilter, n: CrystalNarrowing = {}) {
  if (f.studentIds.length === 0) return [];
  const rows = rowsOf<MeasureRow & { student_id: number; week: string }>(
    await db.execute(sql`select d.student_id, date_trunc('week', d.day)::date::text as week, ${MEASURES}
      ${filtered(f, n)} group by 1, 2 order by 2, 1`),
  );
  return rows.map((r) => ({ studentId: Number(r.student_id), week: r.week, ...measuresOf(r) }));
}

/** Each listed student's measures per standard. */
export async function measuresByStudentStandard(db: Db, f: CrystalFilter, n: CrystalNarrowing = {}) {
  if (f.studentIds.length === 0) return [];
  const rows = rowsOf<MeasureRow & { student_id: number; standard_id: number }>(
    await db.execute(sql`select d.student_id, d.standard_id, ${MEASURES} ${filtered(f, n)} group by 1, 2`),
  );
  return rows.map((r) => ({ studentId: Number(r.student_id), standardId: Number(r.standard_id), ...measuresOf(r) }));
}

/** Live lessons of the class marked complete (within the filter's days). */
export async function lessonsCompletedOfClass(db: Db, f: CrystalFilter) {
  const days: SQL[] = [];
  if (f.from) days.push(sql`(s.completed_at at time zone ${TZ})::date >= ${f.from}::date`);
  if (f.to) days.push(sql`(s.completed_at at time zone ${TZ})::date <= ${f.to}::date`);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from lesson_sessions s
      join lesson_session_classes x on x.session_id = s.id and x.class_id = ${f.classId}
      where s.completed_at is not null ${days.length ? sql`and ${sql.join(days, sql` and `)}` : sql``}`),
  );
  return Number(row?.n ?? 0);
}

/** The class as a report names it. */
export async function findClassRef(db: Db, classId: number) {
  const [row] = rowsOf<{ id: number; name: string; grade: string; subject: string }>(
    await db.execute(sql`select id, name, grade, subject from classes where id = ${classId}`),
  );
  return row ? { id: Number(row.id), name: row.name, grade: row.grade, subject: row.subject } : null;
}

/** The class's active students (only the group's members when a group is given), by last then first name. */
export async function listedStudents(db: Db, classId: number, groupId?: number) {
  const inGroup = groupId
    ? sql`and exists (select 1 from small_group_members m where m.group_id = ${groupId} and m.student_id = u.id)`
    : sql``;
  const rows = rowsOf<{ id: number; first_name: string; last_name: string }>(
    await db.execute(sql`select u.id, u.first_name, u.last_name
      from enrollments e join users u on u.id = e.student_id
      where e.class_id = ${classId} and e.status = 'active' ${inGroup}
      order by lower(u.last_name), lower(u.first_name), u.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: `${r.first_name} ${r.last_name}`.trim() }));
}

/** Whether the group is one of the class's. */
export async function groupBelongsToClass(db: Db, groupId: number, classId: number) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from small_groups where id = ${groupId} and class_id = ${classId}`),
  );
  return rows.length > 0;
}

/** Whether the assignment went to the class (and is not deleted). */
export async function assignmentReachesClass(db: Db, assignmentId: number, classId: number) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from assignment_classes ac join assignments g on g.id = ac.assignment_id
      where ac.assignment_id = ${assignmentId} and ac.class_id = ${classId} and g.deleted_at is null`),
  );
  return rows.length > 0;
}

export interface StandardMeta {
  id: number;
  code: string;
  description: string;
  domainId: number;
}

const standardMetaOf = (r: { id: number; code: string; description: string; domain_id: number }): StandardMeta => ({
  id: Number(r.id),
  code: r.code,
  description: r.description,
  domainId: Number(r.domain_id),
});

/** Standards by id (or every standard of a domain), in the standards' own order. */
export async function standardsMeta(db: Db, by: { ids: readonly number[] } | { domainId: number }) {
  if ('ids' in by && by.ids.length === 0) return [];
  const where =
    'ids' in by
      ? sql`id = any(${sql.param([...by.ids])}::int[])`
      : sql`domain_id = ${by.domainId} and retired_at is null`;
  const rows = rowsOf<{ id: number; code: string; description: string; domain_id: number }>(
    await db.execute(sql`select id, code, description, domain_id from standards where ${where}
      order by position, code, id`),
  );
  return rows.map(standardMetaOf);
}

export interface DomainMeta {
  id: number;
  code: string;
  name: string;
  grade: string;
}

/** Domains by id, by grade then code. */
export async function domainsMeta(db: Db, ids: readonly number[]): Promise<DomainMeta[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<DomainMeta>(
    await db.execute(sql`select id, code, name, grade from domains where id = any(${sql.param([...ids])}::int[])
      order by case when grade ~ '^[0-9]+$' then grade::int + 1 else 0 end, code, id`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

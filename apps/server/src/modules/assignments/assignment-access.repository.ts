import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { query } from './sql-helpers.repository';

/** The assignment row as services need it (the snapshot stays in the database until asked for). */
export interface AssignmentRef {
  id: number;
  teacherId: number;
  schoolId: number;
  worksheetId: number;
  staffAssignmentId: number | null;
  title: string;
  feedbackOption: number;
  readAloud: boolean;
  shuffle: boolean;
  startsAtMs: number;
  dueAtMs: number | null;
  maxScore: number;
}

/**
 * Which assignments a caller may see, as a condition on `assignments a`: teachers those they created or that
 * reach a class they teach (co-teachers included); school leaders their school's; district admins their
 * district's; anyone else none. Deleted assignments are never seen.
 */
export function assignmentScope(caller: Caller): SQL {
  const live = sql`a.deleted_at is null`;
  switch (caller.role) {
    case 'Teacher':
      return sql`${live} and (a.teacher_id = ${caller.userId} or exists (
        select 1 from assignment_classes ac join class_teachers ct on ct.class_id = ac.class_id
        where ac.assignment_id = a.id and ct.teacher_id = ${caller.userId}))`;
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId ? sql`${live} and a.school_id = ${caller.schoolId}` : sql`false`;
    case 'DistrictAdmin':
      return caller.districtId
        ? sql`${live} and a.school_id in (select s.id from schools s where s.district_id = ${caller.districtId})`
        : sql`false`;
    default:
      return sql`false`;
  }
}

/** The assignment as services need it, when the caller's scope reaches it. */
export async function findAssignmentInScope(
  db: Db,
  caller: Caller,
  assignmentId: number,
): Promise<AssignmentRef | undefined> {
  const [row] = await query<AssignmentRef>(
    db,
    sql`select a.id, a.teacher_id as "teacherId", a.school_id as "schoolId", a.worksheet_id as "worksheetId",
          a.staff_assignment_id as "staffAssignmentId", a.title, a.feedback_option as "feedbackOption",
          a.read_aloud as "readAloud", a.shuffle,
          (extract(epoch from a.starts_at) * 1000)::float8 as "startsAtMs",
          (extract(epoch from a.due_at) * 1000)::float8 as "dueAtMs", a.max_score as "maxScore"
        from assignments a where a.id = ${assignmentId} and ${assignmentScope(caller)}`,
  );
  return row;
}

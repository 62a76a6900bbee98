import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { query } from '../../db/sql-helpers';
import type { Caller } from '../../platform/auth/access-tokens';
import { reachOf } from './assignments.policy';

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

/** Which assignments a caller may see, as a condition on `assignments a`: the SQL form of the assignment policy's
 * reach (assignments.policy.ts). Deleted assignments are never seen. */
export function assignmentScope(caller: Caller): SQL {
  const live = sql`a.deleted_at is null`;
  const reach = reachOf(caller);
  switch (reach.kind) {
    case 'teacher':
      return sql`${live} and (a.teacher_id = ${reach.teacherId} or exists (
        select 1 from assignment_classes ac join class_teachers ct on ct.class_id = ac.class_id
        where ac.assignment_id = a.id and ct.teacher_id = ${reach.teacherId}))`;
    case 'school':
      return sql`${live} and a.school_id = ${reach.schoolId}`;
    case 'district':
      return sql`${live} and a.school_id in (select s.id from schools s where s.district_id = ${reach.districtId})`;
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

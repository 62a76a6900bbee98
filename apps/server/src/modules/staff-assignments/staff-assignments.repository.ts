import type { TReceivedStaffAssignment, TStaffAssignment } from '@clearsheets/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAssignments, staffAssignmentTeachers, users } from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';

/** Where an admin sends from: their school, or their whole district. */
export type SenderScope = { level: 'school'; schoolId: number } | { level: 'district'; districtId: number };

const scopeCondition = (scope: SenderScope): SQL =>
  scope.level === 'school' ? sql`sa.school_id = ${scope.schoolId}` : sql`sa.district_id = ${scope.districtId}`;

/** Of the given users, the active teachers of the scope's school or district. */
export async function teachersInScope(db: Db, scope: SenderScope, teacherIds: readonly number[]) {
  if (!teacherIds.length) return [];
  const place =
    scope.level === 'school'
      ? sql`u.school_id = ${scope.schoolId}`
      : sql`u.school_id in (select s.id from schools s where s.district_id = ${scope.districtId})`;
  const rows = await query<{ id: number }>(
    db,
    sql`select u.id from users u where u.id = any(${sql.param([...teacherIds])}::int[])
        and u.role = 'Teacher' and u.status = 'active' and ${place}`,
  );
  return rows.map((r) => r.id);
}

export async function insertStaffAssignment(tx: Db, values: typeof staffAssignments.$inferInsert) {
  const [row] = await tx.insert(staffAssignments).values(values).returning({ id: staffAssignments.id });
  if (!row) throw new Error('staff assignment insert returned nothing');
  return row.id;
}

export async function addTeachers(tx: Db, staffAssignmentId: number, teacherIds: readonly number[]) {
  if (!teacherIds.length) return;
  await tx
    .insert(staffAssignmentTeachers)
    .values(teacherIds.map((teacherId) => ({ staffAssignmentId, teacherId })))
    .onConflictDoNothing();
}

export async function removeTeachers(tx: Db, staffAssignmentId: number, teacherIds: readonly number[]) {
  if (!teacherIds.length) return;
  await tx
    .delete(staffAssignmentTeachers)
    .where(
      and(
        eq(staffAssignmentTeachers.staffAssignmentId, staffAssignmentId),
        inArray(staffAssignmentTeachers.teacherId, [...teacherIds]),
      ),
    );
}

/** Locks a live staff assignment of the scope (serialising edits, deletes and teachers accepting it). */
export async function lockStaffAssignment(tx: Db, id: number, scope?: SenderScope) {
  const [row] = await query<{ id: number }>(
    tx,
    sql`select sa.id from staff_assignments sa
        where sa.id = ${id} and sa.deleted_at is null ${scope ? sql`and ${scopeCondition(scope)}` : sql``}
        for update`,
  );
  return !!row;
}

export async function recipientsOf(db: Db, staffAssignmentId: number) {
  return db
    .select({ teacherId: staffAssignmentTeachers.teacherId, status: staffAssignmentTeachers.status })
    .from(staffAssignmentTeachers)
    .where(eq(staffAssignmentTeachers.staffAssignmentId, staffAssignmentId));
}

export async function softDeleteStaffAssignment(tx: Db, id: number) {
  await tx
    .update(staffAssignments)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(staffAssignments.id, id));
}

/** Marks the teacher as having passed it on (the first acceptance time stays). */
export async function markAccepted(tx: Db, staffAssignmentId: number, teacherId: number) {
  const rows = await tx
    .update(staffAssignmentTeachers)
    .set({ status: 'accepted', acceptedAt: sql`coalesce(${staffAssignmentTeachers.acceptedAt}, now())` })
    .where(
      and(
        eq(staffAssignmentTeachers.staffAssignmentId, staffAssignmentId),
        eq(staffAssignmentTeachers.teacherId, teacherId),
      ),
    )
    .returning({ teacherId: staffAssignmentTeachers.teacherId });
  return rows.length === 1;
}

/** The admin's staff assignments (one, with `id`), newest first, each with its teachers, in one statement. */
export async function listStaffAssignments(db: Db, scope: SenderScope, id?: number): Promise<TStaffAssignment[]> {
  return query<TStaffAssignment>(
    db,
    sql`select sa.id, sa.title, sa.worksheet_id as "worksheetId", w.title as "worksheetTitle", sa.note,
          case when sa.district_id is not null then 'district' else 'school' end as level,
          sa.feedback_option::int as "feedbackOption", sa.read_aloud as "readAloud", sa.shuffle,
          ${iso('sa.starts_at')} as "startsAt", ${iso('sa.due_at')} as "dueAt", ${iso('sa.created_at')} as "createdAt",
          exists (select 1 from staff_assignment_teachers x
                  where x.staff_assignment_id = sa.id and x.status = 'accepted') as started,
          coalesce((select json_agg(json_build_object(
                      'id', u.id, 'name', u.first_name || ' ' || u.last_name, 'schoolId', u.school_id,
                      'status', st.status, 'receivedAt', ${iso('st.received_at')},
                      'acceptedAt', ${iso('st.accepted_at')})
                    order by lower(u.last_name), lower(u.first_name), u.id)
                    from staff_assignment_teachers st join users u on u.id = st.teacher_id
                    where st.staff_assignment_id = sa.id), '[]'::json) as teachers
        from staff_assignments sa join worksheets w on w.id = sa.worksheet_id
        where sa.deleted_at is null and ${scopeCondition(scope)} ${id ? sql`and sa.id = ${id}` : sql``}
        order by sa.created_at desc, sa.id desc`,
  );
}

/** What a teacher received (one, with `id`), newest first, with the assignments they made from each. */
export async function receivedBy(db: Db, teacherId: number, id?: number): Promise<TReceivedStaffAssignment[]> {
  return query<TReceivedStaffAssignment>(
    db,
    sql`select sa.id, sa.title, sa.worksheet_id as "worksheetId", w.title as "worksheetTitle", sa.note,
          case when sa.district_id is not null then 'district' else 'school' end as level,
          coalesce(d.name, s.name, '') as "from",
          sa.feedback_option::int as "feedbackOption", sa.read_aloud as "readAloud", sa.shuffle,
          ${iso('sa.starts_at')} as "startsAt", ${iso('sa.due_at')} as "dueAt",
          st.status, ${iso('st.received_at')} as "receivedAt", ${iso('st.accepted_at')} as "acceptedAt",
          coalesce((select json_agg(a.id order by a.id) from assignments a
                    where a.staff_assignment_id = sa.id and a.teacher_id = st.teacher_id and a.deleted_at is null),
                   '[]'::json) as "assignmentIds"
        from staff_assignment_teachers st
        join staff_assignments sa on sa.id = st.staff_assignment_id
        join worksheets w on w.id = sa.worksheet_id
        left join districts d on d.id = sa.district_id
        left join schools s on s.id = sa.school_id
        where st.teacher_id = ${teacherId} and sa.deleted_at is null ${id ? sql`and sa.id = ${id}` : sql``}
        order by sa.created_at desc, sa.id desc`,
  );
}

/** The sender and settings of a staff assignment a teacher received, or undefined. */
export async function findReceived(db: Db, teacherId: number, id: number) {
  const [row] = await db
    .select({ sa: staffAssignments, senderRole: users.role })
    .from(staffAssignments)
    .innerJoin(
      staffAssignmentTeachers,
      and(
        eq(staffAssignmentTeachers.staffAssignmentId, staffAssignments.id),
        eq(staffAssignmentTeachers.teacherId, teacherId),
      ),
    )
    .innerJoin(users, eq(users.id, staffAssignments.createdBy))
    .where(and(eq(staffAssignments.id, id), sql`${staffAssignments.deletedAt} is null`));
  return row;
}

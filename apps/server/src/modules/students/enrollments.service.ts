import { MESSAGES, type TAddStudentsResponse, type TNewStudent } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { Actor } from '../classes';
import {
  assertRoomFor,
  auditBy,
  findStudentsOfClass,
  loadClassFor,
  lockClass,
  publishRosterChanged,
  toStudentInClass,
} from '../classes';
import {
  assertUsernamesFree,
  createStudentAccounts,
  findEnrollmentStatuses,
  findStudentsEnrollableBy,
  insertEnrollments,
  setEnrollmentStatus,
  withUsernameGuard,
} from '../rosters';

export interface AddStudentsInput {
  students: TNewStudent[];
  existingStudentIds: number[];
}

/** Locks the live class row for the rest of the transaction (404 if it was deleted meanwhile). */
async function lockLiveClass(tx: Db, classId: number) {
  const locked = await lockClass(tx, classId);
  if (!locked) throw notFound();
  return locked;
}

async function studentsInClass(db: Db, classId: number, ids: number[]) {
  const wanted = new Set(ids);
  return (await findStudentsOfClass(db, classId)).filter((s) => wanted.has(s.id)).map(toStudentInClass);
}

/** Adds new students (accounts created) and existing students the caller may reach (removed ones
 * reactivated), all or nothing: the class row is locked and the cap checked before anything is written. */
export async function addStudents(
  ctx: AppContext,
  actor: Actor,
  classId: number,
  input: AddStudentsInput,
): Promise<TAddStudentsResponse> {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  const existingIds = [...new Set(input.existingStudentIds)];
  const { created, touched } = await withUsernameGuard('body.students', () =>
    ctx.db.transaction(async (tx) => {
      const locked = await lockLiveClass(tx, cls.id);
      await assertUsernamesFree(
        tx,
        input.students.map((s, i) => ({ field: `body.students.${i}.username`, username: s.username })),
      );
      // An unknown id and a student out of reach get the same answer, so ids cannot be probed.
      const reachable = await findStudentsEnrollableBy(tx, actor, cls, existingIds);
      const refused = input.existingStudentIds
        .map((id, i) => ({ id, field: `body.existingStudentIds.${i}` }))
        .filter((s) => !reachable.has(s.id));
      if (refused.length)
        throw new AppError(
          400,
          'student_not_addable',
          'studentNotAddable',
          undefined,
          refused.map((s) => ({ field: s.field, message: MESSAGES.studentNotAddable })),
        );
      const statuses = await findEnrollmentStatuses(tx, cls.id, existingIds);
      const enroll = existingIds.filter((id) => !statuses.has(id));
      const reactivate = existingIds.filter((id) => statuses.get(id) === 'removed');
      await assertRoomFor(tx, locked, input.students.length + enroll.length + reactivate.length);
      const created = await createStudentAccounts(tx, ctx.credentialBox, input.students, {
        schoolId: cls.schoolId,
        districtId: cls.districtId,
        grade: cls.grade,
        passwordsSetBy: { userId: actor.userId, rosterClassId: cls.id },
      });
      const createdIds = created.map((s) => s.id);
      await insertEnrollments(tx, cls.id, [...createdIds, ...enroll]);
      await setEnrollmentStatus(tx, cls.id, reactivate, 'active');
      await writeAudit(tx, {
        ...auditBy(actor),
        action: 'class.students_added',
        entityType: 'class',
        entityId: cls.id,
        details: { created: createdIds, enrolled: enroll, reactivated: reactivate },
      });
      return { created, touched: [...createdIds, ...existingIds] };
    }),
  );
  if (created.length) void ctx.passwordHasher.kick();
  await publishRosterChanged(ctx, cls.id);
  return { students: await studentsInClass(ctx.db, cls.id, touched), createdStudents: created };
}

/** Soft removal: the enrollment stays with status 'removed', so the student's history stays too. */
export async function removeStudent(ctx: AppContext, actor: Actor, classId: number, studentId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  const status = (await findEnrollmentStatuses(ctx.db, cls.id, [studentId])).get(studentId);
  if (!status) throw notFound();
  if (status === 'removed') return;
  await ctx.db.transaction(async (tx) => {
    await setEnrollmentStatus(tx, cls.id, [studentId], 'removed');
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'student.removed',
      entityType: 'student',
      entityId: studentId,
      details: { classId: cls.id },
    });
  });
  await publishRosterChanged(ctx, cls.id);
}

/** Brings a removed student back, as long as the class has room for them. */
export async function reactivateStudent(ctx: AppContext, actor: Actor, classId: number, studentId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  await ctx.db.transaction(async (tx) => {
    const locked = await lockLiveClass(tx, cls.id);
    const status = (await findEnrollmentStatuses(tx, cls.id, [studentId])).get(studentId);
    if (!status) throw notFound();
    if (status === 'active') return;
    await assertRoomFor(tx, locked, 1);
    await setEnrollmentStatus(tx, cls.id, [studentId], 'active');
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'student.reactivated',
      entityType: 'student',
      entityId: studentId,
      details: { classId: cls.id },
    });
  });
  await publishRosterChanged(ctx, cls.id);
  const [student] = await studentsInClass(ctx.db, cls.id, [studentId]);
  return student!;
}

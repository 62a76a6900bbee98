import {
  MESSAGES,
  type Role,
  type TAcceptStaffAssignmentRequest,
  type TAssignmentSummary,
  type TStaffAssignment,
  type ZCreateStaffAssignmentRequest,
} from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError, forbidden, notFound } from '../../platform/errors';
import {
  assertDates,
  assertWorksheetAssignable,
  type CreateInput,
  createAssignment,
  loadWorksheetForAssign,
} from '../assignments';
import type { Actor } from '../classes';
import { can, reachOf } from './staff-assignments.policy';
import {
  addTeachers,
  findReceived,
  insertStaffAssignment,
  listStaffAssignments,
  lockStaffAssignment,
  markAccepted,
  receivedBy,
  recipientsOf,
  removeTeachers,
  type SenderScope,
  softDeleteStaffAssignment,
  teachersInScope,
} from './staff-assignments.repository';

type CreateStaffInput = z.infer<typeof ZCreateStaffAssignmentRequest>;

/** Why: school admins send to their school's teachers, district admins to their district's; nobody else sends
 * (staff-assignments.policy.ts). */
export function senderScopeOf(caller: Caller): SenderScope {
  const scope = reachOf(caller);
  if (!scope || !can(caller, 'send', null)) throw forbidden();
  return scope;
}

/** Teachers must be active teachers of the sender's school or district; the refusal names the others. */
async function checkTeachers(db: Db, scope: SenderScope, teacherIds: readonly number[]) {
  const wanted = [...new Set(teacherIds)];
  const found = new Set(await teachersInScope(db, scope, wanted));
  const outsiders = wanted.filter((id) => !found.has(id));
  if (outsiders.length)
    throw new AppError(
      400,
      'teachers_not_in_scope',
      'teachersNotInScope',
      `Not teachers here: ${outsiders.join(', ')}`,
      [{ field: 'body.teacherIds', message: MESSAGES.teachersNotInScope }],
    );
  return wanted;
}

const audit = (db: Db, actor: Actor, action: string, id: number, details: Record<string, unknown>) =>
  writeAudit(db, {
    actorUserId: actor.userId,
    action,
    entityType: 'staff_assignment',
    entityId: id,
    details,
    ip: actor.ip,
  });

async function readOne(db: Db, scope: SenderScope, id: number): Promise<TStaffAssignment> {
  const [row] = await listStaffAssignments(db, scope, id);
  if (!row) throw notFound();
  return row;
}

/** Why: a district or school sends the same worksheet to many teachers, who pass it on to their classes. */
export async function createStaffAssignment(db: Db, actor: Actor, input: CreateStaffInput) {
  const scope = senderScopeOf(actor);
  const { worksheet } = await loadWorksheetForAssign(db, actor, input.worksheetId);
  await assertWorksheetAssignable(db, worksheet.id);
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const dueAt = input.dueAt ? new Date(input.dueAt) : null;
  assertDates(startsAt ?? new Date(0), dueAt);
  const teacherIds = await checkTeachers(db, scope, input.teacherIds);
  const id = await inTransaction(db, async (tx) => {
    const newId = await insertStaffAssignment(tx, {
      worksheetId: worksheet.id,
      createdBy: actor.userId,
      districtId: scope.level === 'district' ? scope.districtId : null,
      schoolId: scope.level === 'school' ? scope.schoolId : null,
      title: input.title ?? worksheet.title,
      note: input.note,
      feedbackOption: input.feedbackOption,
      readAloud: input.readAloud,
      shuffle: input.shuffle,
      startsAt,
      dueAt,
    });
    await addTeachers(tx, newId, teacherIds);
    await audit(tx, actor, 'staff_assignment.created', newId, { worksheetId: worksheet.id, teacherIds });
    return newId;
  });
  return readOne(db, scope, id);
}

/** Why: the admin follows who received and who passed on what they sent. */
export async function listSent(db: Db, caller: Caller) {
  return listStaffAssignments(db, senderScopeOf(caller));
}

/**
 * Why: the admin adds teachers at any time, but once a teacher passed it on the list of recipients only grows.
 * Removing a teacher who accepted names that teacher's state; removing others once anyone accepted names
 * the assignment's (docs/decisions/0010-staff-assignments.md).
 */
export async function updateTeachers(db: Db, actor: Actor, id: number, teacherIds: readonly number[]) {
  const scope = senderScopeOf(actor);
  await inTransaction(db, async (tx) => {
    if (!(await lockStaffAssignment(tx, id, scope))) throw notFound();
    const current = await recipientsOf(tx, id);
    const wanted = new Set(teacherIds);
    const removed = current.filter((r) => !wanted.has(r.teacherId));
    const anyAccepted = current.some((r) => r.status === 'accepted');
    const acceptedRemoved = removed.filter((r) => r.status === 'accepted').map((r) => r.teacherId);
    if (acceptedRemoved.length)
      throw new AppError(409, 'teacher_started', 'teacherStartedAssignment', `Accepted: ${acceptedRemoved.join(', ')}`);
    if (removed.length && anyAccepted) throw new AppError(409, 'assignment_started', 'teachersCannotBeUnassigned');
    const known = new Set(current.map((r) => r.teacherId));
    const added = await checkTeachers(
      tx,
      scope,
      [...wanted].filter((t) => !known.has(t)),
    );
    await removeTeachers(
      tx,
      id,
      removed.map((r) => r.teacherId),
    );
    await addTeachers(tx, id, added);
    await audit(tx, actor, 'staff_assignment.teachers_changed', id, {
      added,
      removed: removed.map((r) => r.teacherId),
    });
  });
  return readOne(db, scope, id);
}

/** Why: a mistaken send can be withdrawn while no teacher has passed it on yet. */
export async function deleteStaffAssignment(db: Db, actor: Actor, id: number) {
  const scope = senderScopeOf(actor);
  await inTransaction(db, async (tx) => {
    if (!(await lockStaffAssignment(tx, id, scope))) throw notFound();
    if ((await recipientsOf(tx, id)).some((r) => r.status === 'accepted'))
      throw new AppError(409, 'teacher_started', 'teacherStartedAssignment');
    await softDeleteStaffAssignment(tx, id);
    await audit(tx, actor, 'staff_assignment.deleted', id, {});
  });
}

/** Why: the teacher's inbox of district and school assignments. */
export async function listReceived(db: Db, caller: Caller) {
  return receivedBy(db, caller.userId);
}

type AcceptInput = Omit<TAcceptStaffAssignmentRequest, 'classIds'> & { classIds: number[] };

/**
 * Why: a teacher passes a received assignment on to their classes: an ordinary assignment with the admin's
 * settings unless the teacher chose others; the teacher is then marked as having accepted it. `worksheetId`,
 * when the teacher named one (POST /assignments), must be the one sent.
 */
export async function acceptStaffAssignment(
  db: Db,
  actor: Actor,
  id: number,
  input: AcceptInput,
  worksheetId?: number,
): Promise<TAssignmentSummary> {
  const found = await findReceived(db, actor.userId, id);
  if (!found) throw notFound();
  const { sa, senderRole } = found;
  if (worksheetId !== undefined && worksheetId !== sa.worksheetId)
    throw new AppError(400, 'invalid_request', 'staffAssignmentWorksheet', undefined, [
      { field: 'body.worksheetId', message: MESSAGES.staffAssignmentWorksheet },
    ]);
  const create: CreateInput = {
    classIds: input.classIds,
    studentIds: input.studentIds,
    worksheetId: sa.worksheetId,
    title: input.title ?? sa.title,
    feedbackOption: (input.feedbackOption ?? sa.feedbackOption) as 1 | 2,
    readAloud: input.readAloud ?? sa.readAloud,
    shuffle: input.shuffle ?? sa.shuffle,
    startsAt: input.startsAt ?? sa.startsAt?.toISOString(),
    dueAt: input.dueAt !== undefined ? input.dueAt : (sa.dueAt?.toISOString() ?? null),
  };
  // The sender's worksheet is visible through what they sent, even when the teacher could not open it alone.
  const sender: Caller = {
    userId: sa.createdBy,
    role: senderRole as Role,
    schoolId: sa.schoolId,
    districtId: sa.districtId,
    licenses: [],
  };
  return createAssignment(db, actor, create, {
    staffAssignmentId: id,
    worksheetSeenAs: sender,
    // Locked before the new assignment references it (two teachers accepting at once queue here instead of
    // deadlocking on the foreign key's share lock); re-checked after: the admin may have removed the teacher
    // or withdrawn it meanwhile.
    beforeInsert: async (tx) => {
      if (!(await lockStaffAssignment(tx, id))) throw notFound();
    },
    onCreated: async (tx, assignmentId) => {
      if (!(await markAccepted(tx, id, actor.userId))) throw notFound();
      await audit(tx, actor, 'staff_assignment.accepted', id, { assignmentId });
    },
  });
}

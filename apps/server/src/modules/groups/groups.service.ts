import type { TSmallGroup, ZCreateGroupRequest, ZUpdateGroupRequest } from '@clearsheets/shared';
import { MESSAGES } from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError, notFound } from '../../platform/errors';
import { loadGroupFor, loadGroupsClassFor } from './groups.policy';
import {
  activeStudentIdsIn,
  addMembers,
  deleteGroupRow,
  groupNameTaken,
  insertGroup,
  inTransaction,
  listGroupsOfClass,
  lockClassForGroups,
  renameGroup,
  replaceMembers,
} from './groups.repository';

type CreateInput = z.infer<typeof ZCreateGroupRequest>;
type UpdateInput = z.infer<typeof ZUpdateGroupRequest>;
/** Who acts, and from where (for the audit log). */
export interface Actor {
  caller: Caller;
  ip: string;
}

const NAME_TAKEN = MESSAGES.groupNameTaken;
const NOT_IN_CLASS = 'Only students active in this class can be in its groups';

/** Students must be active in the class; the refusal names the field and the ids. */
async function checkStudents(db: Db, classId: number, studentIds: number[]): Promise<number[]> {
  const unique = [...new Set(studentIds)];
  const active = new Set(await activeStudentIdsIn(db, classId, unique));
  const outsiders = unique.filter((id) => !active.has(id));
  if (outsiders.length)
    throw new AppError(400, 'invalid_request', 'invalidRequest', `Not in this class: ${outsiders.join(', ')}`, [
      { field: 'studentIds', message: NOT_IN_CLASS },
    ]);
  return unique;
}

async function assertNameFree(db: Db, classId: number, name: string, exceptGroupId?: number) {
  if (await groupNameTaken(db, classId, name, exceptGroupId))
    throw new AppError(409, 'group_name_taken', 'groupNameTaken', NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);
}

const audit = (db: Db, actor: Actor, action: string, groupId: number, details: Record<string, unknown>) =>
  writeAudit(db, {
    actorUserId: actor.caller.userId,
    action,
    entityType: 'small_group',
    entityId: groupId,
    details,
    ip: actor.ip,
  });

async function readGroup(db: Db, classId: number, groupId: number): Promise<TSmallGroup> {
  const [group] = await listGroupsOfClass(db, classId, groupId);
  if (!group) throw notFound();
  return group;
}

/** Why: the small group manager and report filters list a class's groups with their members. */
export async function listGroups(db: Db, caller: Caller, classId: number) {
  await loadGroupsClassFor(db, caller, classId, 'read');
  return listGroupsOfClass(db, classId);
}

/** Why: teachers split a class into named groups for small-group work and reporting. */
export async function createGroup(db: Db, actor: Actor, classId: number, input: CreateInput) {
  await loadGroupsClassFor(db, actor.caller, classId, 'edit');
  const groupId = await inTransaction(db, async (tx) => {
    await lockClassForGroups(tx, classId);
    const studentIds = await checkStudents(tx, classId, input.studentIds);
    await assertNameFree(tx, classId, input.name);
    const id = await insertGroup(tx, classId, input.name);
    await addMembers(tx, id, studentIds);
    await audit(tx, actor, 'group.created', id, { classId, studentIds });
    return id;
  });
  return readGroup(db, classId, groupId);
}

/** Why: a teacher renames a group or re-picks its members as the class changes. */
export async function updateGroup(db: Db, actor: Actor, groupId: number, input: UpdateInput) {
  const group = await loadGroupFor(db, actor.caller, groupId);
  await inTransaction(db, async (tx) => {
    await lockClassForGroups(tx, group.classId);
    const studentIds = input.studentIds && (await checkStudents(tx, group.classId, input.studentIds));
    if (input.name !== undefined) {
      await assertNameFree(tx, group.classId, input.name, groupId);
      await renameGroup(tx, groupId, input.name);
    }
    if (studentIds) await replaceMembers(tx, groupId, group.classId, studentIds);
    await audit(tx, actor, 'group.updated', groupId, {
      classId: group.classId,
      renamed: input.name !== undefined,
      ...(studentIds ? { studentIds } : {}),
    });
  });
  return readGroup(db, group.classId, groupId);
}

/** Why: groups are working sets, deleted when done; the students and their work are untouched. */
export async function deleteGroup(db: Db, actor: Actor, groupId: number) {
  const group = await loadGroupFor(db, actor.caller, groupId);
  await inTransaction(db, async (tx) => {
    await deleteGroupRow(tx, groupId);
    await audit(tx, actor, 'group.deleted', groupId, { classId: group.classId });
  });
}

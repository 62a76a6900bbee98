import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { type ClassAction, type ClassFacts, can as canOnClass, loadClassFor } from '../classes';
import { findGroup } from './groups.repository';

// The groups policy (docs/decisions/0025): a class's small groups are part of the class. Seeing them is seeing
// the class; creating, changing and deleting them is changing it. So the web asks the class's `edit`.

export type GroupAction = 'read' | 'edit';

/** The class action a group action is. */
const CLASS_ACTION: Record<GroupAction, ClassAction> = { read: 'read', edit: 'edit' };

/** Why: the group rule is the class rule, stated once here so the group routes never pick a class action. */
export function can(caller: Caller, action: GroupAction, group: { cls: ClassFacts }): boolean {
  return canOnClass(caller, CLASS_ACTION[action], group.cls);
}

/** The class whose groups the caller uses: 404 when they cannot see it, 403 when they may only look. */
export const loadGroupsClassFor = (db: Db, caller: Caller, classId: number, action: GroupAction) =>
  loadClassFor(db, caller, classId, CLASS_ACTION[action]);

/** A group the caller may change: 404 for a missing group and for one of a class they cannot see. */
export async function loadGroupFor(db: Db, caller: Caller, groupId: number) {
  const group = await findGroup(db, groupId);
  if (!group) throw notFound();
  await loadGroupsClassFor(db, caller, group.classId, 'edit');
  return group;
}

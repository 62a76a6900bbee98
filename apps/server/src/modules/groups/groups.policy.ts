import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { notFound } from '../../platform/errors';
import { type ClassAction, type ClassFacts, can as canOnClass, loadClassFor } from '../classes';
import { findGroup } from './groups.repository';

// The groups policy (docs/decisions/0025): a class's small groups are part of the class. Seeing them is seeing
// the class; creating, changing and deleting them is changing it. So the web asks the class's `edit`.

/** The class action a group action is. */
const CLASS_ACTION = { read: 'read', edit: 'edit' } as const satisfies Record<string, ClassAction>;

/** Why: the group rule is the class rule, stated once here so the group routes never pick a class action. */
export const groupPolicy = definePolicy({
  read: (caller: Caller, group: { cls: ClassFacts }) => canOnClass(caller, CLASS_ACTION.read, group.cls),
  edit: (caller: Caller, group: { cls: ClassFacts }) => canOnClass(caller, CLASS_ACTION.edit, group.cls),
});
export type GroupAction = (typeof groupPolicy.actions)[number];
export const can = (caller: Caller, action: GroupAction, group: { cls: ClassFacts }) =>
  groupPolicy.can(caller, action, group);

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

import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { type AssignmentRef, findAssignmentInScope } from './assignment-access.repository';
import { type AssignmentAction, can } from './assignments.policy';

/** Loads an assignment the caller may use: 404 when it is out of their reach (no hint that it exists), 403
 * when they may see it but not do `action` (assignments.policy.ts: only teachers change and grade). */
export async function loadAssignmentFor(
  db: Db,
  caller: Caller,
  assignmentId: number,
  action: AssignmentAction,
): Promise<AssignmentRef> {
  const row = await findAssignmentInScope(db, caller, assignmentId);
  const facts = { inReach: row !== undefined };
  if (!row || !can(caller, 'read', facts)) throw notFound();
  if (!can(caller, action, facts)) throw forbidden();
  return row;
}

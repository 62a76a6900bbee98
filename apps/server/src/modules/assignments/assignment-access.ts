import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { type AssignmentRef, findAssignmentInScope } from './assignment-access.repository';

export type AssignmentAccess = 'read' | 'write';

/** Loads an assignment the caller may use: 404 when they may not see it (no hint that it exists), 403 when
 * they may see but not change it (only teachers change; leaders and admins read). */
export async function loadAssignmentFor(
  db: Db,
  caller: Caller,
  assignmentId: number,
  access: AssignmentAccess,
): Promise<AssignmentRef> {
  const row = await findAssignmentInScope(db, caller, assignmentId);
  if (!row) throw notFound();
  if (access === 'write' && caller.role !== 'Teacher') throw forbidden();
  return row;
}

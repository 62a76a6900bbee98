import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { findLiveWorksheet, isSharedWith, type WorksheetRow } from './worksheets.repository';

export type WorksheetAccess = 'read' | 'write';

/** School leaders may look at (never change) the worksheets their school's teachers write. */
const SCHOOL_READERS = new Set(['SchoolAdmin', 'Principal', 'InstructionalCoach']);

/** Who may see a worksheet: everyone (library), its owner, colleagues it was shared with, and the
 * leaders of the owner's school. */
async function canSee(db: Db, caller: Caller, ws: WorksheetRow): Promise<boolean> {
  if (ws.isLibrary || ws.ownerId === caller.userId) return true;
  if (SCHOOL_READERS.has(caller.role) && ws.schoolId !== null && ws.schoolId === caller.schoolId) return true;
  return isSharedWith(db, ws.id, caller.userId);
}

/** Loads a worksheet the caller may use: 404 when they may not see it (no hint that it exists), 403 when
 * they may see it but it is not theirs to change (only the owner writes). */
export async function loadWorksheetFor(
  db: Db,
  caller: Caller,
  worksheetId: number,
  access: WorksheetAccess,
): Promise<WorksheetRow> {
  const ws = await findLiveWorksheet(db, worksheetId);
  if (!ws || !(await canSee(db, caller, ws))) throw notFound();
  if (access === 'write' && ws.ownerId !== caller.userId) throw forbidden();
  return ws;
}

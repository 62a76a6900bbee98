import { MESSAGES } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { type Actor, auditBy } from '../classes/actor';
import { insertShares, schoolTeacherIds, sharedWithOf, teachersOfSchool } from './worksheet-shares.repository';
import { loadWorksheetFor } from './worksheets.policy';

/** The owner's colleagues: the other active teachers of the worksheet's school. */
export async function shareCandidates(db: Db, actor: Actor, worksheetId: number) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  if (ws.schoolId === null) return [];
  return teachersOfSchool(db, ws.schoolId, actor.userId);
}

/** Shares a worksheet with teachers of the owner's school; anyone else is refused by id (names of
 * people outside the school are never shown). */
export async function shareWorksheet(db: Db, actor: Actor, worksheetId: number, teacherIds: number[]) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const allowed = ws.schoolId === null ? new Set<number>() : await schoolTeacherIds(db, ws.schoolId, teacherIds);
  const refused = [...new Set(teacherIds)].filter((id) => !allowed.has(id) || id === actor.userId);
  if (refused.length)
    throw new AppError(
      400,
      'invalid_request',
      'shareWithSchoolTeachers',
      `Not a teacher of your school: ${refused.join(', ')}`,
      refused.map((id) => ({
        field: `body.teacherIds.${teacherIds.indexOf(id)}`,
        message: MESSAGES.shareWithSchoolTeachers,
      })),
    );
  await db.transaction(async (tx) => {
    await insertShares(tx, ws.id, [...allowed], actor.userId);
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'worksheet.shared',
      entityType: 'worksheet',
      entityId: ws.id,
      details: { teacherIds: [...allowed] },
    });
  });
  return { message: MESSAGES.worksheetShared, sharedWith: await sharedWithOf(db, ws.id) };
}

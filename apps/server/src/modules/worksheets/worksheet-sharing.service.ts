import { MESSAGES } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { type Actor, auditBy } from '../classes';
import {
  insertShares,
  isConfirmedColleague,
  schoolTeacherIds,
  sharedWithOf,
  teachersOfSchool,
} from './worksheet-shares.repository';
import { loadWorksheetFor } from './worksheets.policy';

/** The worksheet's school, when its owner is one of that school's confirmed colleagues: a sign-up whose place an
 * admin has not confirmed sees no names of the school's teachers and shares with none (decision 0035). */
async function sharingSchool(db: Db, actor: Actor, ws: { schoolId: number | null }) {
  if (ws.schoolId === null || !(await isConfirmedColleague(db, actor.userId))) return null;
  return ws.schoolId;
}

/** The owner's colleagues: the other confirmed, active teachers of the worksheet's school. */
export async function shareCandidates(db: Db, actor: Actor, worksheetId: number) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const schoolId = await sharingSchool(db, actor, ws);
  return schoolId === null ? [] : teachersOfSchool(db, schoolId, actor.userId);
}

/** Shares a worksheet with teachers of the owner's school; anyone else is refused by id (names of
 * people outside the school are never shown). */
export async function shareWorksheet(db: Db, actor: Actor, worksheetId: number, teacherIds: number[]) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const schoolId = await sharingSchool(db, actor, ws);
  const allowed = schoolId === null ? new Set<number>() : await schoolTeacherIds(db, schoolId, teacherIds);
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

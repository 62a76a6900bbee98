import { ACTIVITY_ACTIONS, type TAssignmentSummary, type ZUpdateAssignmentRequest } from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import { recordAssignmentChange } from '../../platform/activity';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Actor } from '../classes';
import { loadClassFor } from '../classes';
import { loadAssignmentFor } from './assignment-access';
import type { AssignmentRef } from './assignment-access.repository';
import { assertDates, pickStudents } from './assignment-create.service';
import { summaryFor } from './assignment-views.service';
import {
  activeStudentsOf,
  addRecipients,
  classIdsTaughtBy,
  hasAttempts,
  lockAssignment,
  type NewAssignment,
  updateAssignmentRow,
} from './assignments.repository';

type UpdateInput = z.infer<typeof ZUpdateAssignmentRequest>;

/** The settings a started assignment keeps: what students see and how they are scored. */
const LOCKED = ['title', 'feedbackOption', 'readAloud', 'shuffle', 'startsAt'] as const;

const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null);

/** The locked settings this request would really change (sending the current value is no change). */
function changedSettings(current: AssignmentRef, input: UpdateInput) {
  return LOCKED.filter((key) => {
    const value = input[key];
    if (value === undefined) return false;
    if (key === 'startsAt') return ms(value as string) !== current.startsAtMs;
    return value !== current[key];
  });
}

/** Whether the due date moves earlier: once students started, it may only be set, removed or extended. */
function dueDateShortened(current: AssignmentRef, input: UpdateInput) {
  if (input.dueAt === undefined || input.dueAt === null || current.dueAtMs === null) return false;
  return (ms(input.dueAt) as number) < current.dueAtMs;
}

const refuseStarted = () => new AppError(409, 'assignment_started', 'assignmentStarted');

/**
 * Why: teachers fix settings until a student starts; after that only the due date may be extended, and more
 * classes or students may always be added (a student who joins the class late still gets the work).
 */
export async function updateAssignment(
  db: Db,
  actor: Actor,
  assignmentId: number,
  input: UpdateInput,
): Promise<TAssignmentSummary> {
  await loadAssignmentFor(db, actor, assignmentId, 'edit');
  const addClassIds = [...new Set(input.addClassIds ?? [])];
  for (const classId of addClassIds) await loadClassFor(db, actor, classId, 'edit');

  await inTransaction(db, async (tx) => {
    await lockAssignment(tx, assignmentId);
    const current = await loadAssignmentFor(tx, actor, assignmentId, 'edit');
    const changed = changedSettings(current, input);
    if ((changed.length || dueDateShortened(current, input)) && (await hasAttempts(tx, assignmentId)))
      throw refuseStarted();
    const startsAt = input.startsAt ? new Date(input.startsAt) : new Date(current.startsAtMs);
    const dueAt =
      input.dueAt === undefined ? (current.dueAtMs === null ? null : new Date(current.dueAtMs)) : ms(input.dueAt);
    if (input.startsAt !== undefined || input.dueAt !== undefined)
      assertDates(
        startsAt,
        dueAt === null ? null : new Date(dueAt),
        input.dueAt !== undefined ? 'body.dueAt' : 'body.startsAt',
      );

    const patch: Partial<NewAssignment> = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.feedbackOption !== undefined) patch.feedbackOption = input.feedbackOption;
    if (input.readAloud !== undefined) patch.readAloud = input.readAloud;
    if (input.shuffle !== undefined) patch.shuffle = input.shuffle;
    if (input.startsAt !== undefined) patch.startsAt = startsAt;
    if (input.dueAt !== undefined) patch.dueAt = input.dueAt === null ? null : new Date(input.dueAt);
    await updateAssignmentRow(tx, assignmentId, patch);

    const fromClasses = await activeStudentsOf(tx, addClassIds);
    let added = fromClasses;
    if (input.addStudentIds?.length) {
      // Students come from the caller's own classes, through a class of this assignment when they are in one.
      const taught = await classIdsTaughtBy(tx, actor.userId);
      const order = [...new Set([...addClassIds, ...taught])];
      const chosen = pickStudents(
        await activeStudentsOf(tx, order),
        input.addStudentIds,
        'body.addStudentIds',
        'studentsNotInYourClasses',
      );
      added = [...fromClasses, ...chosen];
    }
    const classIds = [...new Set([...addClassIds, ...added.map((s) => s.classId)])];
    await addRecipients(tx, assignmentId, classIds, added);
    await recordAssignmentChange(tx, actor.userId, assignmentId, ACTIVITY_ACTIONS.modified);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'assignment.updated',
      entityType: 'assignment',
      entityId: assignmentId,
      details: {
        fields: Object.keys(patch),
        addClassIds,
        addStudentIds: input.addStudentIds ?? [],
      },
      ip: actor.ip,
    });
  });
  return summaryFor(db, actor, assignmentId);
}

/** Why: a mistaken or finished assignment leaves the students' lists; the work stays for the record. */
export async function deleteAssignment(db: Db, actor: Actor, assignmentId: number) {
  await loadAssignmentFor(db, actor, assignmentId, 'edit');
  await inTransaction(db, async (tx) => {
    await updateAssignmentRow(tx, assignmentId, { deletedAt: new Date() });
    await recordAssignmentChange(tx, actor.userId, assignmentId, ACTIVITY_ACTIONS.deleted);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'assignment.deleted',
      entityType: 'assignment',
      entityId: assignmentId,
      ip: actor.ip,
    });
  });
}

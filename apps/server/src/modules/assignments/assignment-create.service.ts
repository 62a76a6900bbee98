import {
  ACTIVITY_ACTIONS,
  ANSWER_TYPES,
  MESSAGES,
  type TAssignmentSummary,
  type TQuestion,
  type ZCreateAssignmentRequest,
} from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import { recordAssignmentChange } from '../../platform/activity';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import type { Actor } from '../classes';
import { type LoadedClass, loadClassFor } from '../classes';
import { summaryFor } from './assignment-views.service';
import { activeStudentsOf, addRecipients, insertAssignment } from './assignments.repository';
import { assertWorksheetAssignable, loadWorksheetForAssign } from './collaborators';
import { assertMayAssign } from './license';

export type CreateInput = z.infer<typeof ZCreateAssignmentRequest>;

/** How a staff assignment being passed on takes part: whose worksheet it is and what to do in the transaction. */
export interface PassOn {
  staffAssignmentId: number;
  /** The sender, who may see the worksheet even when the teacher could not find it themselves. */
  worksheetSeenAs: Caller;
  /** First thing in the transaction (lock what the assignment will reference, before referencing it). */
  beforeInsert: (tx: Db) => Promise<void>;
  onCreated: (tx: Db, assignmentId: number) => Promise<void>;
}

/** Points of graded questions: type 8 is never scored, so it adds nothing. */
export const maxScoreOf = (questions: readonly TQuestion[]) =>
  questions.reduce((sum, q) => sum + (q.answerType === ANSWER_TYPES.notGraded ? 0 : q.points), 0);

/** Students named by the teacher must be active in the chosen classes; the refusal names the outsiders. */
export function pickStudents(
  active: readonly { studentId: number; classId: number }[],
  studentIds: readonly number[] | undefined,
  field: string,
  messageKey: 'studentsNotInClasses' | 'studentsNotInYourClasses',
) {
  if (studentIds === undefined) return [...active];
  const wanted = [...new Set(studentIds)];
  if (!wanted.length)
    throw new AppError(400, 'invalid_request', 'addStudents', undefined, [{ field, message: MESSAGES.addStudents }]);
  const byId = new Map(active.map((s) => [s.studentId, s]));
  const outsiders = wanted.filter((id) => !byId.has(id));
  if (outsiders.length)
    throw new AppError(
      400,
      'students_not_in_classes',
      messageKey,
      `Not active in these classes: ${outsiders.join(', ')}`,
      [{ field, message: MESSAGES[messageKey] }],
    );
  return wanted.map((id) => byId.get(id)!);
}

/** The due date must come after the start. */
export function assertDates(startsAt: Date, dueAt: Date | null, field = 'body.dueAt') {
  if (dueAt && dueAt.getTime() <= startsAt.getTime())
    throw new AppError(400, 'invalid_request', 'dueBeforeStart', undefined, [
      { field, message: MESSAGES.dueBeforeStart },
    ]);
}

/**
 * Why: a teacher gives a worksheet to classes or to chosen students of them. Checks run in the spec's order
 * (classes, worksheet visible, answers complete, license, students); the questions are snapshotted so later
 * edits in the studio never change what students answer.
 */
export async function createAssignment(
  db: Db,
  actor: Actor,
  input: CreateInput,
  passOn?: PassOn,
): Promise<TAssignmentSummary> {
  const classIds = [...new Set(input.classIds)];
  const loaded: LoadedClass[] = [];
  for (const classId of classIds) loaded.push(await loadClassFor(db, actor, classId, 'edit'));
  const { worksheet, questions } = await loadWorksheetForAssign(
    db,
    passOn?.worksheetSeenAs ?? actor,
    input.worksheetId,
  );
  await assertWorksheetAssignable(db, worksheet.id);
  assertMayAssign(actor, worksheet);
  const startsAt = input.startsAt ? new Date(input.startsAt) : new Date();
  const dueAt = input.dueAt ? new Date(input.dueAt) : null;
  assertDates(startsAt, dueAt);

  const assignmentId = await inTransaction(db, async (tx) => {
    await passOn?.beforeInsert(tx);
    const students = pickStudents(
      await activeStudentsOf(tx, classIds),
      input.studentIds,
      'body.studentIds',
      'studentsNotInClasses',
    );
    const id = await insertAssignment(tx, {
      worksheetId: worksheet.id,
      teacherId: actor.userId,
      schoolId: loaded[0]!.schoolId,
      staffAssignmentId: passOn?.staffAssignmentId ?? null,
      title: input.title ?? worksheet.title,
      feedbackOption: input.feedbackOption,
      readAloud: input.readAloud,
      shuffle: input.shuffle,
      startsAt,
      dueAt,
      questions,
      questionCount: questions.length,
      maxScore: maxScoreOf(questions),
    });
    await addRecipients(tx, id, classIds, students);
    await recordAssignmentChange(tx, actor.userId, id, ACTIVITY_ACTIONS.created);
    await passOn?.onCreated(tx, id);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'assignment.created',
      entityType: 'assignment',
      entityId: id,
      details: {
        worksheetId: worksheet.id,
        classIds,
        studentCount: students.length,
        staffAssignmentId: passOn?.staffAssignmentId ?? null,
      },
      ip: actor.ip,
    });
    return id;
  });
  return summaryFor(db, actor, assignmentId);
}

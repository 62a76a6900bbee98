// Starting or resuming an attempt: the worksheet player's first call.
import { presentationOrder, type TAttemptState, ZResponse } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { rememberAttempt, type Snapshot, snapshotOf } from './attempt-caches';
import {
  type AssignmentSettings,
  type AttemptRow,
  findAssignmentForStudent,
  insertAttempt,
  listResponses,
  touchAttempt,
} from './attempts.repository';
import { orderedQuestions, resultOf, resultVisible, studentViewOf } from './results';

/**
 * Starts the student's attempt (404 unless they received the assignment and are still in the class it came
 * through; 409 before it opens) or resumes
 * the one they have, and returns what the player needs: questions in their order without answer keys, their
 * saved answers, results when the feedback option allows, and where to resume.
 */
export async function startAttempt(db: Db, studentId: number, assignmentId: number): Promise<TAttemptState> {
  const found = await findAssignmentForStudent(db, assignmentId, studentId);
  if (!found) throw notFound();
  const snapshot = await snapshotOf(db, assignmentId);
  if (!snapshot) throw notFound();
  let attempt = found.attempt;
  if (attempt?.status === 'in_progress') await touchAttempt(db, attempt.id);
  if (!attempt) {
    if (found.assignment.startsAt.getTime() > Date.now())
      throw new AppError(409, 'assignment_not_open', 'assignmentNotOpen');
    const ids = snapshot.questions.map((q) => q.id);
    attempt = await insertAttempt(db, { assignmentId, studentId, maxScore: found.assignment.maxScore }, (attemptId) =>
      found.assignment.shuffle ? presentationOrder(ids, attemptId) : null,
    );
  }
  rememberAttempt(db, attempt.id, { assignmentId, studentId });
  return attemptState(db, found.assignment, snapshot, attempt);
}

async function attemptState(
  db: Db,
  assignment: AssignmentSettings,
  snapshot: Snapshot,
  attempt: AttemptRow,
): Promise<TAttemptState> {
  const questions = orderedQuestions(snapshot, attempt.questionOrder);
  const responses: TAttemptState['responses'] = {};
  for (const r of await listResponses(db, attempt.id)) {
    const question = snapshot.byId.get(r.questionId);
    const answer = ZResponse.safeParse(r.answer);
    if (!question || !answer.success) continue;
    const checked = r.checkedAt !== null;
    responses[String(r.questionId)] = {
      answer: answer.data,
      clientSeq: r.clientSeq,
      result: resultVisible(assignment.feedbackOption, attempt.status, checked) ? resultOf(question, r) : null,
      checked,
    };
  }
  const current = questions.find((q) => q.id === attempt.currentQuestionId) ?? questions[0];
  return {
    attemptId: attempt.id,
    assignmentId: assignment.id,
    title: assignment.title,
    status: attempt.status === 'submitted' ? 'submitted' : 'in_progress',
    feedbackOption: assignment.feedbackOption,
    readAloud: assignment.readAloud,
    grade: assignment.grade,
    questions: questions.map((q) => studentViewOf(q, attempt.id)),
    currentQuestionId: current?.id ?? null,
    responses,
  };
}

import type { TWorksheetQuestion } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../classes';
import { isEntityId, questionValuesOf, toWorksheetQuestion } from './question-drafts';
import { assertStorableText } from './storable-text';
import {
  countQuestions,
  deleteQuestionRow,
  findPassage,
  findQuestion,
  insertQuestionAt,
  type QuestionValues,
  questionsOf,
  reorderQuestions,
  updateQuestionRow,
} from './worksheet-content.repository';
import { loadWorksheetFor } from './worksheets.policy';
import { changeWorksheetContent, findStandards } from './worksheets.repository';

/** At most this many questions on one worksheet (the reorder request's own limit). */
export const WORKSHEET_QUESTIONS_MAX = 500;

type Draft = Record<string, unknown>;

/** A question may only point at a passage of its own worksheet and at a standard that exists. */
async function checkReferences(db: Db, worksheetId: number, values: QuestionValues) {
  const { passageId, standardId } = values.data;
  if (passageId !== undefined && (!isEntityId(passageId) || !(await findPassage(db, worksheetId, passageId))))
    throw badRequest('body.question.passageId', 'passageNotInWorksheet');
  if (standardId !== undefined && (!isEntityId(standardId) || !(await findStandards(db, [standardId])).length))
    throw badRequest('body.question.standardId', 'unknownStandard');
}

function valuesOf(draft: Draft) {
  assertStorableText(draft, 'body.question');
  return questionValuesOf(draft);
}

async function insertAt(tx: Db, worksheetId: number, position: number | undefined, values: QuestionValues) {
  const total = await countQuestions(tx, worksheetId);
  if (total >= WORKSHEET_QUESTIONS_MAX) throw new AppError(400, 'worksheet_full', 'worksheetFull');
  return insertQuestionAt(tx, worksheetId, Math.min(position ?? total, total), values);
}

/** Adds a question (a draft is fine: autosave) at `position`, or at the end. */
export async function addQuestion(
  db: Db,
  actor: Actor,
  worksheetId: number,
  body: { question: Draft; position?: number },
): Promise<TWorksheetQuestion> {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const values = valuesOf(body.question);
  const row = await changeWorksheetContent(db, ws.id, async (tx) => {
    await checkReferences(tx, ws.id, values);
    return insertAt(tx, ws.id, body.position, values);
  });
  return toWorksheetQuestion(row);
}

/** Replaces a question with what the studio saved. */
export async function saveQuestion(
  db: Db,
  actor: Actor,
  worksheetId: number,
  questionId: number,
  body: { question: Draft },
): Promise<TWorksheetQuestion> {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const values = valuesOf(body.question);
  const row = await changeWorksheetContent(db, ws.id, async (tx) => {
    if (!(await findQuestion(tx, ws.id, questionId))) throw notFound();
    await checkReferences(tx, ws.id, values);
    return updateQuestionRow(tx, questionId, values);
  });
  return toWorksheetQuestion(row);
}

export async function deleteQuestion(db: Db, actor: Actor, worksheetId: number, questionId: number) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  await changeWorksheetContent(db, ws.id, async (tx) => {
    const question = await findQuestion(tx, ws.id, questionId);
    if (!question) throw notFound();
    await deleteQuestionRow(tx, ws.id, question);
  });
}

/** A copy of a question right after it. */
export async function duplicateQuestion(db: Db, actor: Actor, worksheetId: number, questionId: number) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const row = await changeWorksheetContent(db, ws.id, async (tx) => {
    const source = await findQuestion(tx, ws.id, questionId);
    if (!source) throw notFound();
    const { answerType, standardId, points, data, isComplete } = source;
    const values = { answerType, standardId, points, data: data as Draft, isComplete };
    return insertAt(tx, ws.id, source.position + 1, values);
  });
  return toWorksheetQuestion(row);
}

/** Puts the questions in the given order, which must list each of the worksheet's questions once. */
export async function reorder(db: Db, actor: Actor, worksheetId: number, questionIds: number[]) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  const rows = await changeWorksheetContent(db, ws.id, async (tx) => {
    const current = await questionsOf(tx, ws.id);
    const wanted = new Set(questionIds);
    const same =
      wanted.size === questionIds.length &&
      current.length === questionIds.length &&
      current.every((q) => wanted.has(q.id));
    if (!same) throw badRequest('body.questionIds', 'questionOrderMismatch');
    await reorderQuestions(tx, ws.id, questionIds);
    return questionsOf(tx, ws.id);
  });
  return rows.map(toWorksheetQuestion);
}

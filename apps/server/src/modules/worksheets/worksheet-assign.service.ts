import { MESSAGES, type TQuestion, type TWorksheetReadiness, ZQuestion } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError, notFound } from '../../platform/errors';
import { completenessOf, passagesOf, questionsOf } from './worksheet-content.repository';
import { loadWorksheetFor } from './worksheets.policy';
import { findLiveWorksheet } from './worksheets.repository';

/** A question as an assignment snapshots it: the complete question, its passage inlined. */
export type TAssignQuestion = TQuestion & { passage?: { title: string; body: string } };

/** What assigning needs to know about a worksheet. */
export interface AssignableWorksheet {
  worksheet: { id: number; title: string; isFullTopic: boolean; isLibrary: boolean; grade: string; subjectId: number };
  questions: TAssignQuestion[];
}

async function readinessOf(db: Db, worksheetId: number): Promise<TWorksheetReadiness> {
  const rows = await completenessOf(db, worksheetId);
  const missing = rows.filter((q) => !q.isComplete).map((q) => q.id);
  const ready = rows.length > 0 && missing.length === 0;
  return { ready, missingAnswerQuestionIds: missing, message: ready ? null : MESSAGES.worksheetMissingAnswers };
}

/** Whether the caller could assign this worksheet now: it has questions and every one has its answers. */
export async function worksheetReadiness(db: Db, caller: Caller, worksheetId: number) {
  const ws = await loadWorksheetFor(db, caller, worksheetId, 'read');
  return readinessOf(db, ws.id);
}

/** Refuses to assign a worksheet without questions or with questions lacking answers (400, the spec's
 * message). The assignments service calls it before taking the snapshot. */
export async function assertWorksheetAssignable(db: Db, worksheetId: number) {
  if (!(await findLiveWorksheet(db, worksheetId))) throw notFound();
  const readiness = await readinessOf(db, worksheetId);
  if (readiness.ready) return;
  const detail = readiness.missingAnswerQuestionIds.length
    ? `Questions without answers: ${readiness.missingAnswerQuestionIds.join(', ')}`
    : 'The worksheet has no questions';
  throw new AppError(400, 'worksheet_not_ready', 'worksheetMissingAnswers', detail);
}

/**
 * A worksheet the caller may see, with its complete questions in order as `TQuestion`s (ids included,
 * each question's passage inlined as `passage`): the snapshot an assignment stores. Incomplete questions
 * are left out; call assertWorksheetAssignable first to refuse those worksheets.
 */
export async function loadWorksheetForAssign(
  db: Db,
  caller: Caller,
  worksheetId: number,
): Promise<AssignableWorksheet> {
  const ws = await loadWorksheetFor(db, caller, worksheetId, 'read');
  const [rows, passageRows] = await Promise.all([questionsOf(db, ws.id), passagesOf(db, ws.id)]);
  const { id, title, isFullTopic, isLibrary, grade, subjectId } = ws;
  return {
    worksheet: { id, title, isFullTopic, isLibrary, grade, subjectId },
    questions: snapshotOf(rows, passageRows),
  };
}

/** The snapshot of a worksheet's stored questions (in order) and passages; the demo seed assigns through it too. */
export function snapshotOf(
  rows: readonly { id: number; data: unknown; isComplete: boolean }[],
  passageRows: readonly { id: number; title: string; body: string }[],
): TAssignQuestion[] {
  const passages = new Map(passageRows.map((p) => [p.id, { title: p.title, body: p.body }]));
  return rows.flatMap((row): TAssignQuestion[] => {
    if (!row.isComplete) return [];
    const parsed = ZQuestion.safeParse({ ...(row.data as object), id: row.id });
    if (!parsed.success) return [];
    const passage = parsed.data.passageId ? passages.get(parsed.data.passageId) : undefined;
    return [passage ? { ...parsed.data, passage } : parsed.data];
  });
}

import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { passages, questions } from '../../db/schema';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;
export type PassageRow = typeof passages.$inferSelect;

/** What a question write stores, derived from the saved draft. */
export interface QuestionValues {
  answerType: number;
  standardId: number | null;
  points: number;
  data: Record<string, unknown>;
  isComplete: boolean;
}

export async function questionsOf(db: Db, worksheetId: number) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.worksheetId, worksheetId))
    .orderBy(asc(questions.position), asc(questions.id));
}

export async function findQuestion(db: Db, worksheetId: number, questionId: number) {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.worksheetId, worksheetId), eq(questions.id, questionId)));
  return row;
}

export async function countQuestions(db: Db, worksheetId: number) {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.worksheetId, worksheetId));
  return Number(row?.n ?? 0);
}

/** Inserts a question at `position` (0-based), moving the ones from there on down by one. */
export async function insertQuestionAt(tx: Db, worksheetId: number, position: number, values: QuestionValues) {
  await tx
    .update(questions)
    .set({ position: sql`${questions.position} + 1` })
    .where(and(eq(questions.worksheetId, worksheetId), gte(questions.position, position)));
  const [row] = await tx
    .insert(questions)
    .values({ worksheetId, position, ...values })
    .returning();
  return row!;
}

export async function updateQuestionRow(tx: Db, questionId: number, values: QuestionValues) {
  // An import's notes say what to check: once the teacher has saved the question complete, they are done.
  const [row] = await tx
    .update(questions)
    .set({ ...values, ...(values.isComplete ? { importNotes: [] } : {}), updatedAt: new Date() })
    .where(eq(questions.id, questionId))
    .returning();
  return row!;
}

/** Deletes a question and closes the gap it leaves. */
export async function deleteQuestionRow(tx: Db, worksheetId: number, question: QuestionRow) {
  await tx.delete(questions).where(eq(questions.id, question.id));
  await tx
    .update(questions)
    .set({ position: sql`${questions.position} - 1` })
    .where(and(eq(questions.worksheetId, worksheetId), gt(questions.position, question.position)));
}

/** Sets every question's position to its index in `ids` (which lists exactly the worksheet's questions). */
export async function reorderQuestions(tx: Db, worksheetId: number, ids: readonly number[]) {
  await tx
    .update(questions)
    .set({ position: sql`array_position(${sql.param(ids)}::int[], ${questions.id}) - 1` })
    .where(eq(questions.worksheetId, worksheetId));
}

export async function insertQuestions(tx: Db, rows: NewQuestionRow[]) {
  if (rows.length) await tx.insert(questions).values(rows);
}

export async function passagesOf(db: Db, worksheetId: number) {
  return db.select().from(passages).where(eq(passages.worksheetId, worksheetId)).orderBy(asc(passages.id));
}

export async function findPassage(db: Db, worksheetId: number, passageId: number) {
  const [row] = await db
    .select()
    .from(passages)
    .where(and(eq(passages.worksheetId, worksheetId), eq(passages.id, passageId)));
  return row;
}

/** The passages of these ids (any worksheet): for inlining into an assignment's snapshot. */
export async function passagesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(passages)
    .where(anyOf(passages.id, ids, 'int'));
}

export async function countPassages(db: Db, worksheetId: number) {
  const [row] = await db.select({ n: count() }).from(passages).where(eq(passages.worksheetId, worksheetId));
  return Number(row?.n ?? 0);
}

export async function insertPassage(tx: Db, worksheetId: number, fields: { title: string; body: string }) {
  const [row] = await tx
    .insert(passages)
    .values({ worksheetId, ...fields })
    .returning();
  return row!;
}

export async function updatePassageRow(tx: Db, passageId: number, fields: { title: string; body: string }) {
  const [row] = await tx.update(passages).set(fields).where(eq(passages.id, passageId)).returning();
  return row!;
}

/** Deletes a passage; the questions that used it keep their text and lose the `passageId`. */
export async function deletePassageRow(tx: Db, worksheetId: number, passageId: number) {
  await tx
    .update(questions)
    .set({ data: sql`${questions.data} - 'passageId'`, updatedAt: new Date() })
    .where(and(eq(questions.worksheetId, worksheetId), sql`(${questions.data}->>'passageId') = ${String(passageId)}`));
  await tx.delete(passages).where(eq(passages.id, passageId));
}

/** Each question's id and whether it has its answers, in order (readiness without reading the content). */
export async function completenessOf(db: Db, worksheetId: number) {
  return db
    .select({ id: questions.id, isComplete: questions.isComplete })
    .from(questions)
    .where(eq(questions.worksheetId, worksheetId))
    .orderBy(asc(questions.position), asc(questions.id));
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { domains, standards, subjects, worksheetShares, worksheetStandards, worksheets } from '../../db/schema';

export type WorksheetRow = typeof worksheets.$inferSelect;
export type NewWorksheetRow = typeof worksheets.$inferInsert;

/** A worksheet that has not been deleted. */
export async function findLiveWorksheet(db: Db, id: number): Promise<WorksheetRow | undefined> {
  const [row] = await db
    .select()
    .from(worksheets)
    .where(and(eq(worksheets.id, id), isNull(worksheets.deletedAt)));
  return row;
}

/** A live worksheet with whether its owner shared it with the viewer: the facts the worksheet policy needs, in
 * one query.(The outer table is named in plain SQL: see teachesColumn.) */
export async function findLiveWorksheetForViewer(db: Db, id: number, viewerId: number) {
  const [row] = await db
    .select({
      ws: worksheets,
      sharedWithCaller: sql<boolean>`exists (select 1 from ${worksheetShares} s
        where s.worksheet_id = worksheets.id and s.teacher_id = ${viewerId})`,
      placementConfirmed: sql<boolean>`exists (select 1 from users u where u.id = ${viewerId} and u.placement_confirmed)`,
    })
    .from(worksheets)
    .where(and(eq(worksheets.id, id), isNull(worksheets.deletedAt)));
  return row;
}

/** Serialises writes to one worksheet's questions and passages (positions stay contiguous). */
export async function lockWorksheet(tx: Db, id: number) {
  await tx.select({ id: worksheets.id }).from(worksheets).where(eq(worksheets.id, id)).for('update');
}

export async function subjectExists(db: Db, id: number) {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
  return !!row;
}

export async function findDomain(db: Db, id: number) {
  const [row] = await db
    .select({ id: domains.id, subjectId: domains.subjectId, grade: domains.grade })
    .from(domains)
    .where(eq(domains.id, id));
  return row;
}

/** The ids among `ids` that name a standard, with its subject. */
export async function findStandards(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: standards.id, subjectId: standards.subjectId })
    .from(standards)
    .where(anyOf(standards.id, ids, 'int'));
}

export async function insertWorksheet(tx: Db, values: NewWorksheetRow) {
  const [row] = await tx.insert(worksheets).values(values).returning();
  return row!;
}

export async function updateWorksheetRow(tx: Db, id: number, patch: Partial<NewWorksheetRow>) {
  if (Object.keys(patch).length) await tx.update(worksheets).set(patch).where(eq(worksheets.id, id));
}

/** Replaces the standards a worksheet is aligned to. */
export async function replaceStandards(tx: Db, worksheetId: number, standardIds: readonly number[]) {
  await tx.delete(worksheetStandards).where(eq(worksheetStandards.worksheetId, worksheetId));
  const unique = [...new Set(standardIds)];
  if (unique.length)
    await tx.insert(worksheetStandards).values(unique.map((standardId) => ({ worksheetId, standardId })));
}

export async function standardIdsOf(db: Db, worksheetId: number) {
  const rows = await db
    .select({ id: worksheetStandards.standardId })
    .from(worksheetStandards)
    .where(eq(worksheetStandards.worksheetId, worksheetId));
  return rows.map((r) => r.id);
}

const SEARCH_TEXT_MAX = 100_000;

/**
 * Recomputes what is derived from a worksheet's content in one statement: the question count, the
 * full-text `search_text` (title, description, topic, standard codes, passage titles, prompts) and
 * `updated_at`. Every write to a worksheet or its questions ends with this (so does the library seed).
 */
export async function refreshWorksheetDerived(db: Db, ids: readonly number[]) {
  if (!ids.length) return;
  await db.execute(sql`
    update worksheets w set
      question_count = (select count(*) from questions q where q.worksheet_id = w.id),
      search_text = left(concat_ws(' ',
        w.title,
        w.description,
        (select d.code || ' ' || d.name from domains d where d.id = w.domain_id),
        (select string_agg(s.code, ' ' order by s.code) from worksheet_standards x
           join standards s on s.id = x.standard_id where x.worksheet_id = w.id),
        (select string_agg(distinct s.code, ' ') from questions q
           join standards s on s.id = q.standard_id where q.worksheet_id = w.id),
        (select string_agg(p.title, ' ' order by p.id) from passages p where p.worksheet_id = w.id),
        (select string_agg(q.data->>'prompt', ' ' order by q.position) from questions q where q.worksheet_id = w.id)
      ), ${SEARCH_TEXT_MAX}),
      updated_at = now()
    where ${anyOf(sql`w.id`, ids, 'int')}`);
}

/** Runs a change to a worksheet's content under its row lock, then refreshes what is derived from it. */
export async function changeWorksheetContent<T>(db: Db, worksheetId: number, change: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await lockWorksheet(tx, worksheetId);
    const result = await change(tx);
    await refreshWorksheetDerived(tx, [worksheetId]);
    return result;
  });
}

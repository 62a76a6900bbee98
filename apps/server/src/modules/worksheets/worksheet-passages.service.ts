import type { TPassage } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import type { Actor } from '../classes';
import { assertStorableText } from './storable-text';
import {
  countPassages,
  deletePassageRow,
  findPassage,
  insertPassage,
  type PassageRow,
  updatePassageRow,
} from './worksheet-content.repository';
import { loadWorksheetFor } from './worksheets.policy';
import { changeWorksheetContent } from './worksheets.repository';

/** At most this many passages on one worksheet. */
export const WORKSHEET_PASSAGES_MAX = 100;

type PassageFields = { title: string; body: string };

export const toPassage = (row: PassageRow): TPassage => ({ id: row.id, title: row.title, body: row.body });

/** Adds a reading passage that questions of this worksheet may point at. */
export async function addPassage(db: Db, actor: Actor, worksheetId: number, fields: PassageFields) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  assertStorableText(fields, 'body');
  const row = await changeWorksheetContent(db, ws.id, async (tx) => {
    if ((await countPassages(tx, ws.id)) >= WORKSHEET_PASSAGES_MAX)
      throw new AppError(400, 'worksheet_full', 'worksheetFull');
    return insertPassage(tx, ws.id, fields);
  });
  return toPassage(row);
}

export async function savePassage(db: Db, actor: Actor, worksheetId: number, passageId: number, fields: PassageFields) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  assertStorableText(fields, 'body');
  const row = await changeWorksheetContent(db, ws.id, async (tx) => {
    if (!(await findPassage(tx, ws.id, passageId))) throw notFound();
    return updatePassageRow(tx, passageId, fields);
  });
  return toPassage(row);
}

/** Deletes a passage; its questions stay, without it. */
export async function deletePassage(db: Db, actor: Actor, worksheetId: number, passageId: number) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  await changeWorksheetContent(db, ws.id, async (tx) => {
    if (!(await findPassage(tx, ws.id, passageId))) throw notFound();
    await deletePassageRow(tx, ws.id, passageId);
  });
}

import { MESSAGES, type ZCreateWorksheetRequest, type ZUpdateWorksheetRequest } from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { type Actor, auditBy } from '../classes';
import { listGradingScales } from './grading-scales.repository';
import { assertStorableText } from './storable-text';
import { insertPassage, insertQuestions, passagesOf, questionsOf } from './worksheet-content.repository';
import { type Viewer, worksheetDetail } from './worksheet-views.service';
import { loadWorksheetFor } from './worksheets.policy';
import {
  findDomain,
  findLiveWorksheet,
  findStandards,
  insertWorksheet,
  type NewWorksheetRow,
  refreshWorksheetDerived,
  replaceStandards,
  standardIdsOf,
  subjectExists,
  updateWorksheetRow,
} from './worksheets.repository';

/** The caller as a worksheet author: who they are, and whether their license lets them author. */
export type Author = Actor & Viewer;

type CreateBody = z.output<typeof ZCreateWorksheetRequest>;
type UpdateBody = z.output<typeof ZUpdateWorksheetRequest>;

/** The subject must exist, the topic must be of that grade and subject, the standards of that subject. */
async function checkTaxonomy(
  db: Db,
  v: { grade: string; subjectId: number; domainId: number | null },
  standardIds: readonly number[] | undefined,
) {
  if (!(await subjectExists(db, v.subjectId))) throw badRequest('body.subjectId', 'subjectRequired');
  if (v.domainId !== null) {
    const domain = await findDomain(db, v.domainId);
    if (!domain || domain.subjectId !== v.subjectId || domain.grade !== v.grade)
      throw badRequest('body.domainId', 'topicMismatch');
  }
  if (standardIds?.length) {
    const found = await findStandards(db, standardIds);
    const ok = new Set(found.filter((s) => s.subjectId === v.subjectId).map((s) => s.id));
    if (standardIds.some((id) => !ok.has(id))) throw badRequest('body.standardIds', 'unknownStandard');
  }
}

/** A new, empty worksheet owned by the caller and shared-able within their school. */
export async function createWorksheet(db: Db, author: Author, body: CreateBody) {
  assertStorableText(body, 'body');
  const domainId = body.domainId ?? null;
  await checkTaxonomy(db, { grade: body.grade, subjectId: body.subjectId, domainId }, body.standardIds);
  const id = await db.transaction(async (tx) => {
    const row = await insertWorksheet(tx, {
      title: body.title,
      description: body.description,
      grade: body.grade,
      subjectId: body.subjectId,
      domainId,
      ownerId: author.userId,
      schoolId: author.schoolId,
    });
    await replaceStandards(tx, row.id, body.standardIds);
    await refreshWorksheetDerived(tx, [row.id]);
    await writeAudit(tx, {
      ...auditBy(author),
      action: 'worksheet.created',
      entityType: 'worksheet',
      entityId: row.id,
    });
    return row.id;
  });
  return worksheetDetail(db, author, (await findLiveWorksheet(db, id))!);
}

/** Changes a worksheet's title, description, grade, subject, topic or standards (owner only). */
export async function updateWorksheet(db: Db, author: Author, worksheetId: number, patch: UpdateBody) {
  const ws = await loadWorksheetFor(db, author, worksheetId, 'edit');
  assertStorableText(patch, 'body');
  const next = {
    grade: patch.grade ?? ws.grade,
    subjectId: patch.subjectId ?? ws.subjectId,
    domainId: patch.domainId === undefined ? ws.domainId : patch.domainId,
  };
  await checkTaxonomy(db, next, patch.standardIds);
  const { standardIds, ...fields } = patch;
  const set: Partial<NewWorksheetRow> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    await updateWorksheetRow(tx, ws.id, set);
    if (standardIds) await replaceStandards(tx, ws.id, standardIds);
    await refreshWorksheetDerived(tx, [ws.id]);
  });
  return worksheetDetail(db, author, (await findLiveWorksheet(db, ws.id))!);
}

/** Soft delete: the worksheet leaves every list; assignments keep their snapshot of its questions. */
export async function deleteWorksheet(db: Db, actor: Actor, worksheetId: number) {
  const ws = await loadWorksheetFor(db, actor, worksheetId, 'edit');
  await db.transaction(async (tx) => {
    await updateWorksheetRow(tx, ws.id, { deletedAt: new Date() });
    await writeAudit(tx, { ...auditBy(actor), action: 'worksheet.deleted', entityType: 'worksheet', entityId: ws.id });
  });
  return { message: MESSAGES.worksheetDeleted };
}

const COPY_SUFFIX = ' (copy)';
const TITLE_MAX = 200;

/**
 * Copies any worksheet the caller can see (library included) into a new one they own: its standards,
 * passages and questions, with each question's passage pointing at the copy's passage.
 */
export async function duplicateWorksheet(db: Db, author: Author, worksheetId: number) {
  const source = await loadWorksheetFor(db, author, worksheetId, 'read');
  const id = await db.transaction(async (tx) => {
    const copy = await insertWorksheet(tx, {
      title: `${source.title.slice(0, TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      description: source.description,
      grade: source.grade,
      subjectId: source.subjectId,
      domainId: source.domainId,
      isFullTopic: source.isFullTopic,
      ownerId: author.userId,
      schoolId: author.schoolId,
      sourceWorksheetId: source.id,
    });
    await replaceStandards(tx, copy.id, await standardIdsOf(tx, source.id));
    const passageIds = new Map<number, number>();
    // One at a time: each copy's id is paired with its original's (passages are few).
    for (const p of await passagesOf(tx, source.id))
      passageIds.set(p.id, (await insertPassage(tx, copy.id, { title: p.title, body: p.body })).id);
    const sourceQuestions = await questionsOf(tx, source.id);
    await insertQuestions(
      tx,
      sourceQuestions.map((q, position) => {
        const data = { ...(q.data as Record<string, unknown>) };
        if (typeof data.passageId === 'number') {
          const mapped = passageIds.get(data.passageId);
          if (mapped) data.passageId = mapped;
          else delete data.passageId;
        }
        const { answerType, standardId, points, isComplete } = q;
        return { worksheetId: copy.id, position, answerType, standardId, points, isComplete, data };
      }),
    );
    await refreshWorksheetDerived(tx, [copy.id]);
    await writeAudit(tx, {
      ...auditBy(author),
      action: 'worksheet.duplicated',
      entityType: 'worksheet',
      entityId: copy.id,
      details: { sourceWorksheetId: source.id },
    });
    return copy.id;
  });
  return worksheetDetail(db, author, (await findLiveWorksheet(db, id))!);
}

/** The grading scales a teacher may pick: the product's seeded ones and their own. */
export const gradingScalesOf = (db: Db, ownerId: number) => listGradingScales(db, ownerId);

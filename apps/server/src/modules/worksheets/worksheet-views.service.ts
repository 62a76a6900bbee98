import {
  type Grade,
  isOwnImageUrl,
  type TWorksheetDetail,
  type TWorksheetPage,
  type TWorksheetPreview,
  type TWorksheetSummary,
  type ZLibraryQuery,
  type ZMyWorksheetsQuery,
} from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toWorksheetQuestion } from './question-drafts';
import { assertStorableText } from './storable-text';
import { passagesOf, questionsOf } from './worksheet-content.repository';
import { findSummary, listLibraryPage, listTeacherPage, type SummaryRow } from './worksheet-list.repository';
import { toPassage } from './worksheet-passages.service';
import { sharedWithOf } from './worksheet-shares.repository';
import { abilitiesOf, type Viewer } from './worksheets.policy';
import type { WorksheetRow } from './worksheets.repository';

export type { Viewer } from './worksheets.policy';

/**
 * The card's thumbnail from the first question's stored draft: a studio draft is not validated yet, so only
 * a text prompt and an image of this install with its alt text get through (never someone else's address).
 */
export function previewOf(prompt: unknown, image: unknown): TWorksheetPreview | null {
  const text = typeof prompt === 'string' ? prompt.trim() : '';
  const candidate = (image ?? {}) as { url?: unknown; alt?: unknown };
  const shown =
    typeof candidate.url === 'string' &&
    isOwnImageUrl(candidate.url) &&
    typeof candidate.alt === 'string' &&
    candidate.alt.trim()
      ? { url: candidate.url, alt: candidate.alt.trim() }
      : null;
  return text || shown ? { prompt: text, image: shown } : null;
}

export function toSummary(row: SummaryRow, viewer: Viewer): TWorksheetSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    grade: row.grade as Grade,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    domain: row.domainId === null ? null : { id: row.domainId, code: row.domainCode ?? '', name: row.domainName ?? '' },
    standards: row.standards,
    isLibrary: row.isLibrary,
    isFullTopic: row.isFullTopic,
    questionCount: row.questionCount,
    isReady: row.questionCount > 0 && !row.hasIncomplete,
    owner: row.ownerId === null ? null : { id: row.ownerId, name: `${row.ownerFirstName} ${row.ownerLastName}`.trim() },
    canEdit: abilitiesOf(viewer, row).edit,
    updatedAt: row.updatedAt.toISOString(),
    preview: previewOf(row.firstPrompt, row.firstImage),
  };
}

/** Refuses a search text the database could not store (so it could never match). */
function checkedSearch(q: string | undefined) {
  if (q) assertStorableText(q, 'querystring.q');
  return q || undefined;
}

function toPage(
  { rows, total }: { rows: SummaryRow[]; total: number },
  viewer: Viewer,
  query: { page: number; pageSize: number },
): TWorksheetPage {
  return { items: rows.map((r) => toSummary(r, viewer)), total, page: query.page, pageSize: query.pageSize };
}

/** The approved library: filtered by grade, subject, topic, standard and full-topic, searched by `q`. */
export async function listLibrary(db: Db, viewer: Viewer, query: z.output<typeof ZLibraryQuery>) {
  const q = checkedSearch(query.q);
  const paging = { page: query.page, pageSize: query.pageSize };
  return toPage(await listLibraryPage(db, { ...query, q }, paging), viewer, query);
}

/** The caller's own worksheets, or the ones colleagues shared with them; newest change first. */
export async function listMine(db: Db, viewer: Viewer, query: z.output<typeof ZMyWorksheetsQuery>) {
  const q = checkedSearch(query.q);
  const paging = { page: query.page, pageSize: query.pageSize };
  return toPage(await listTeacherPage(db, viewer.userId, query.scope, q, paging), viewer, query);
}

/** A worksheet with its passages and questions (answers included: only staff get here). */
export async function worksheetDetail(db: Db, viewer: Viewer, ws: WorksheetRow): Promise<TWorksheetDetail> {
  const [summary, passageRows, questionRows, sharedWith] = await Promise.all([
    findSummary(db, ws.id),
    passagesOf(db, ws.id),
    questionsOf(db, ws.id),
    sharedWithOf(db, ws.id),
  ]);
  if (!summary) throw notFound();
  return {
    ...toSummary(summary, viewer),
    passages: passageRows.map(toPassage),
    questions: questionRows.map(toWorksheetQuestion),
    sharedWith,
  };
}

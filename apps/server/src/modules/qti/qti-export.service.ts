// GET /api/v1/worksheets/:id/qti: any worksheet the caller can see, as a QTI 3.0 content package.
import { ANSWER_TYPES, foldAccents } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { loadWorksheetFor, passagesOf, questionsOf } from '../worksheets';
import { findTaxonomyNames, gradingScalesByIds, standardsByIds, worksheetStandardRows } from './qti.repository';
import { exportedMediaPath, imageUrlsOf } from './qti-media';
import { buildQtiPackage } from './qti-package';
import { questionShape } from './qti-question-shape';

/** A file name from a title: ASCII letters and digits in dashes ("Fractions: ½ & more" -> "fractions-1-2-more"). */
export function slugOf(title: string, fallback: string): string {
  const slug = foldAccents(title)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

const refOf = (s: { code: string; stableKey: string }) => ({ code: s.code, stableKey: s.stableKey });

/** The bytes of the worksheet's uploaded pictures, by URL, so the package carries them. */
async function uploadedImages(ctx: AppContext, urls: string[]) {
  const media = new Map<string, Uint8Array>();
  for (const url of new Set(urls)) {
    if (!exportedMediaPath(url)) continue;
    const file = await ctx.storage.get(url.slice('/uploads/'.length));
    if (file) media.set(url, file.bytes);
  }
  return media;
}

export async function exportWorksheetQti(ctx: AppContext, caller: Caller, worksheetId: number) {
  const db = ctx.db;
  const ws = await loadWorksheetFor(db, caller, worksheetId, 'read');
  const [names, wsStandards, passageRows, questionRows] = await Promise.all([
    findTaxonomyNames(db, ws.subjectId, ws.domainId),
    worksheetStandardRows(db, ws.id),
    passagesOf(db, ws.id),
    questionsOf(db, ws.id),
  ]);
  const questions = questionRows.map((row) => questionShape(row.data, row.answerType));
  const standardIds = [...new Set(questions.flatMap((q) => (q.standardId === undefined ? [] : [q.standardId])))];
  const scaleIds = [
    ...new Set(
      questions.flatMap((q) =>
        q.answerType === ANSWER_TYPES.constructedResponse && q.content.gradingScaleId ? [q.content.gradingScaleId] : [],
      ),
    ),
  ];
  const [questionStandards, gradingScales] = await Promise.all([
    standardsByIds(db, standardIds),
    gradingScalesByIds(db, scaleIds),
  ]);
  const byId = new Map(questionStandards.map((s) => [s.id, refOf(s)]));
  const media = await uploadedImages(ctx, questions.flatMap(imageUrlsOf));
  const zip = buildQtiPackage({
    title: ws.title,
    description: ws.description,
    grade: ws.grade,
    subjectName: names.subjectName,
    domain: names.domain,
    standards: wsStandards.map(refOf),
    passages: passageRows.map(({ id, title, body }) => ({ id, title, body })),
    questions: questions.map((question) => ({
      question,
      standard: question.standardId === undefined ? undefined : byId.get(question.standardId),
    })),
    gradingScales,
    media,
  });
  return { fileName: `${slugOf(ws.title, `worksheet-${ws.id}`)}-qti3.zip`, zip };
}

// The approved ClearSheet library: Texas worksheets seeded on every start, in every configuration.
import { type TQuestionInput, ZQuestionInput } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { anyOf, unnestRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { passages, worksheetStandards, worksheets } from '../../db/schema';
import { refreshWorksheetDerived } from '../../modules/worksheets';
import { lookupStandards } from '../standards/lookup';
import { LIBRARY } from './content';
import type { SeedQuestion, SeedWorksheet } from './types';

/** The question as stored in `questions.data`: the seed question with its standard and passage as ids. */
export function questionData(q: SeedQuestion, ids: { standardId?: number; passageId?: number } = {}): TQuestionInput {
  const { standardCode: _code, passageKey: _key, ...question } = q;
  return {
    ...question,
    ...(ids.standardId !== undefined ? { standardId: ids.standardId } : {}),
    ...(ids.passageId !== undefined ? { passageId: ids.passageId } : {}),
  } as TQuestionInput;
}

export interface LibrarySeedResult {
  worksheets: number;
  questions: number;
}

/**
 * Inserts the library worksheets whose `library_key` is not in the database yet, with their standards,
 * passages and questions: one read when everything is there (every start after the first), otherwise a
 * handful of multi-row statements in one transaction, so a worksheet never exists without its questions.
 * A worksheet already present is never changed (teachers' assignments point at its questions). Two
 * processes seeding at once are safe: the unique library key lets one of them insert each worksheet.
 */
export async function seedLibrary(db: Db, library: readonly SeedWorksheet[] = LIBRARY): Promise<LibrarySeedResult> {
  const present = await db
    .select({ key: worksheets.libraryKey })
    .from(worksheets)
    .where(
      anyOf(
        worksheets.libraryKey,
        library.map((w) => w.key),
      ),
    );
  const have = new Set(present.map((r) => r.key));
  const todo = library.filter((w) => !have.has(w.key));
  if (todo.length === 0) return { worksheets: 0, questions: 0 };

  // Resolve every code before writing anything: an unknown code throws, naming it.
  const lookup = await lookupStandards(db);
  const planned = todo.map((w) => ({
    w,
    subjectId: lookup.subjectId(w.subject),
    domainId: w.domainCode ? lookup.domainId(w.subject, w.grade, w.domainCode) : null,
    standardIds: w.standardCodes.map((code) => lookup.standardId(w.subject, code)),
    questionStandardIds: w.questions.map((q) => (q.standardCode ? lookup.standardId(w.subject, q.standardCode) : null)),
  }));

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(worksheets)
      .values(
        planned.map(({ w, subjectId, domainId }) => ({
          title: w.title,
          description: w.description,
          grade: w.grade,
          subjectId,
          domainId,
          ownerId: null,
          schoolId: null,
          isLibrary: true,
          libraryKey: w.key,
          isFullTopic: w.isFullTopic,
          questionCount: w.questions.length,
        })),
      )
      .onConflictDoNothing({ target: worksheets.libraryKey })
      .returning({ id: worksheets.id, key: worksheets.libraryKey });
    // Another process may have inserted some of them meanwhile: fill in only the rows this one created.
    const idByKey = new Map(inserted.map((r) => [r.key as string, r.id]));
    const mine = planned.filter((p) => idByKey.has(p.w.key)).map((p) => ({ ...p, id: idByKey.get(p.w.key) as number }));
    if (mine.length === 0) return { worksheets: 0, questions: 0 };

    const standardRows = mine.flatMap((p) =>
      [...new Set(p.standardIds)].map((standardId) => ({ worksheetId: p.id, standardId })),
    );
    if (standardRows.length) await tx.insert(worksheetStandards).values(standardRows).onConflictDoNothing();

    const passageRows = mine.flatMap((p) =>
      (p.w.passages ?? []).map((s) => ({ worksheetId: p.id, title: s.title, body: s.body })),
    );
    const passageIds = new Map<string, number>();
    if (passageRows.length) {
      const rows = await tx
        .insert(passages)
        .values(passageRows)
        .returning({ id: passages.id, worksheetId: passages.worksheetId, title: passages.title });
      // Titles are unique within a worksheet (the unit test checks), so they identify the returned rows.
      const idByTitle = new Map(rows.map((r) => [`${r.worksheetId}|${r.title}`, r.id]));
      for (const p of mine)
        for (const s of p.w.passages ?? [])
          passageIds.set(`${p.id}|${s.key}`, idByTitle.get(`${p.id}|${s.title}`) as number);
    }

    const questionRows = mine.flatMap((p) =>
      p.w.questions.map((q, position) => {
        const standardId = p.questionStandardIds[position] ?? undefined;
        const passageId = q.passageKey ? passageIds.get(`${p.id}|${q.passageKey}`) : undefined;
        if (q.passageKey && passageId === undefined)
          throw new Error(`Library worksheet ${p.w.key}: unknown passage '${q.passageKey}'`);
        const data = questionData(q, { standardId, passageId });
        return [
          p.id,
          position,
          q.answerType,
          standardId ?? null,
          q.points,
          JSON.stringify(data),
          ZQuestionInput.safeParse(data).success,
        ] as const;
      }),
    );
    await tx.execute(sql`
      insert into questions (worksheet_id, position, answer_type, standard_id, points, data, is_complete)
      select worksheet_id, position, answer_type, standard_id, points, data::jsonb, is_complete
      from ${unnestRows(
        [
          ['worksheet_id', 'int'],
          ['position', 'int'],
          ['answer_type', 'int'],
          ['standard_id', 'int'],
          ['points', 'int'],
          ['data', 'text'],
          ['is_complete', 'bool'],
        ],
        questionRows,
      )}`);

    // Question count and the full-text search column, computed the way every worksheet write does.
    await refreshWorksheetDerived(
      tx,
      mine.map((p) => p.id),
    );
    return { worksheets: mine.length, questions: questionRows.length };
  });
}

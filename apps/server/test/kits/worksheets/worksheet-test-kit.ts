// Test support: a private subject with topics and standards, library worksheets written straight to the
// database (so tests never depend on the seeded library), and questions as the studio sends them.
import { randomBytes } from 'node:crypto';
import { STATE_TEXAS_ID } from '@clearsheets/shared';
import type { Db } from '../../../src/db/client';
import {
  domains,
  passages,
  questions,
  standards,
  subjects,
  worksheetStandards,
  worksheets,
} from '../../../src/db/schema';
import { questionValuesOf } from '../../../src/modules/worksheets/question-drafts';
import { refreshWorksheetDerived } from '../../../src/modules/worksheets/worksheets.repository';

const tag = () => randomBytes(4).toString('hex');

/** A subject of its own with two grade 3 topics, one grade 5 topic and a standard in each. */
export async function buildTaxonomy(db: Db) {
  const t = tag();
  const [subject] = await db
    .insert(subjects)
    .values({ name: `Math ${t}` })
    .returning();
  const subjectId = subject!.id;
  const domain = async (grade: string, code: string, name: string, position: number) =>
    (
      await db.insert(domains).values({ stateId: STATE_TEXAS_ID, subjectId, grade, code, name, position }).returning()
    )[0]!;
  const placeValue = await domain('3', 'RC1', 'Numerical Representations and Relationships', 1);
  const computation = await domain('3', 'RC2', 'Computations and Algebraic Relationships', 2);
  const fractions = await domain('5', 'RC2', 'Computations with Fractions', 2);
  const standard = async (domainId: number, grade: string, code: string, description: string) =>
    (
      await db
        .insert(standards)
        .values({
          domainId,
          stateId: STATE_TEXAS_ID,
          subjectId,
          grade,
          code,
          description,
          stableKey: `TEST.${t}.${code}`,
        })
        .returning()
    )[0]!;
  return {
    subject: subject!,
    domains: { placeValue, computation, fractions },
    standards: {
      s32A: await standard(placeValue.id, '3', '3.2A', 'compose and decompose numbers up to 100,000'),
      s34A: await standard(computation.id, '3', '3.4A', 'solve with fluency one-step and two-step problems'),
      s53K: await standard(fractions.id, '5', '5.3K', 'add and subtract positive rational numbers fluently'),
    },
  };
}
export type Taxonomy = Awaited<ReturnType<typeof buildTaxonomy>>;

/** A multi-choice question with its answer marked: complete. */
export const completeQuestion = (prompt = 'What is 3 x 4?', extra: Record<string, unknown> = {}) => ({
  answerType: 1,
  prompt,
  content: {
    choices: [
      { id: 'a', text: '7' },
      { id: 'b', text: '12', correct: true },
    ],
  },
  ...extra,
});

/** A multi-choice question saved before its choices were written: a draft. */
export const draftQuestion = (prompt = '') => ({ answerType: 1, prompt });

/** A worksheet written straight to the database: library (approved) unless an owner is given. */
export async function buildWorksheet(
  db: Db,
  opts: {
    title: string;
    subjectId: number;
    grade: string;
    domainId?: number | null;
    standardIds?: number[];
    isFullTopic?: boolean;
    owner?: { id: number; schoolId: number | null };
    prompts?: string[];
    passage?: { title: string; body: string };
    deleted?: boolean;
  },
) {
  const [ws] = await db
    .insert(worksheets)
    .values({
      title: opts.title,
      grade: opts.grade,
      subjectId: opts.subjectId,
      domainId: opts.domainId ?? null,
      isFullTopic: opts.isFullTopic ?? false,
      isLibrary: !opts.owner,
      libraryKey: opts.owner ? null : `test-${tag()}`,
      ownerId: opts.owner?.id ?? null,
      schoolId: opts.owner?.schoolId ?? null,
      deletedAt: opts.deleted ? new Date() : null,
    })
    .returning();
  const id = ws!.id;
  if (opts.standardIds?.length)
    await db.insert(worksheetStandards).values(opts.standardIds.map((standardId) => ({ worksheetId: id, standardId })));
  const passageId = opts.passage
    ? (
        await db
          .insert(passages)
          .values({ worksheetId: id, ...opts.passage })
          .returning()
      )[0]!.id
    : undefined;
  const prompts = opts.prompts ?? ['What is 3 x 4?'];
  if (prompts.length)
    await db.insert(questions).values(
      prompts.map((prompt, position) => ({
        worksheetId: id,
        position,
        ...questionValuesOf(completeQuestion(prompt, passageId ? { passageId } : {})),
      })),
    );
  await refreshWorksheetDerived(db, [id]);
  return { id, passageId };
}

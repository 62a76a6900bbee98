import { QUESTION_LIMITS, type TWorksheetQuestion, ZQtiNote, ZQuestionInput } from '@clearsheets/shared';
import type { QuestionRow, QuestionValues } from './worksheet-content.repository';

export type QuestionIssue = TWorksheetQuestion['issues'][number];

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

// zod's generic sentences ("Too big: expected array to have <=12 items") are for programmers; the
// schemas' own are written for teachers. Generic ones are said as the studio says them.
const GENERIC = /^(Too small|Too big|Invalid|Expected)/;

function inOurWords(issue: { code: string; message: string } & Record<string, unknown>): string {
  if (!GENERIC.test(issue.message)) return issue.message;
  const array = issue.origin === 'array';
  if (issue.code === 'too_big')
    return array ? `Use at most ${issue.maximum}` : `Use at most ${issue.maximum} characters`;
  if (issue.code === 'too_small' && array) return `Add at least ${issue.minimum}`;
  return 'Fill this in';
}

/** What a draft is missing before it can be assigned: the full question schema's issues, in the studio's words. */
export function issuesOf(data: unknown): QuestionIssue[] {
  const parsed = ZQuestionInput.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: inOurWords(i as unknown as Parameters<typeof inOurWords>[0]),
  }));
}

/**
 * What a question write stores: the draft as the studio sent it (a null passage or standard means none),
 * its answer type, points and standard as columns, and whether it is complete (passes ZQuestionInput).
 */
export function questionValuesOf(draft: Record<string, unknown>): QuestionValues {
  const data = { ...draft };
  if (data.passageId === null) delete data.passageId;
  if (data.standardId === null) delete data.standardId;
  const parsed = ZQuestionInput.safeParse(data);
  const points = parsed.success ? parsed.data.points : data.points;
  return {
    answerType: Number(data.answerType),
    standardId: isPositiveInt(data.standardId) ? data.standardId : null,
    points: isPositiveInt(points) && points <= QUESTION_LIMITS.pointsMax ? points : 1,
    data,
    isComplete: parsed.success,
  };
}

export const isEntityId = isPositiveInt;

/** The stored import notes (any that no longer read as a note are left out). */
const importNotesOf = (stored: unknown) =>
  (Array.isArray(stored) ? stored : []).flatMap((n) => {
    const parsed = ZQtiNote.safeParse(n);
    return parsed.success ? [parsed.data] : [];
  });

/** A stored question as the studio reads it: with what it still lacks. */
export function toWorksheetQuestion(row: QuestionRow): TWorksheetQuestion {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    position: row.position,
    answerType: row.answerType,
    data,
    isComplete: row.isComplete,
    issues: row.isComplete ? [] : issuesOf(data),
    importNotes: importNotesOf(row.importNotes),
  };
}

import { QUESTION_LIMITS, type TWorksheetQuestion, ZQuestionInput } from '@clearsheets/shared';
import type { QuestionRow, QuestionValues } from './worksheet-content.repository';

export type QuestionIssue = TWorksheetQuestion['issues'][number];

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** What a draft is missing before it can be assigned: the full question schema's issues. */
export function issuesOf(data: unknown): QuestionIssue[] {
  const parsed = ZQuestionInput.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
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
  };
}

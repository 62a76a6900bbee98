import { ANSWER_TYPES } from '../enums';
// Scoring one response to one question: the same pure function in the player and on the server.
import type { TQuestionInput } from './answer-types';
import { type TResponse, ZResponse } from './responses';
import {
  inlineTextParts,
  scoreInlineChoice,
  scoreOrdering,
  scoreSelection,
  scoreSingleChoice,
  scoreTextParts,
  type TPartResult,
  type TRuleResult,
  tableParts,
} from './scoring-rules';
import { matchesTextKey } from './text-match';

export const SCORE_STATUSES = ['correct', 'incorrect', 'partial', 'ungraded', 'pending'] as const;
export type TScoreStatus = (typeof SCORE_STATUSES)[number];

/**
 * The result of scoring: `score` is within [0, maxScore] with 2 decimals; `correct` means full marks,
 * `partial` strictly between; `perPart` says which ordering items, blanks, cells or drop-downs were right.
 */
export type TScoreResult = { status: TScoreStatus; score: number; maxScore: number; perPart?: TPartResult[] };

/** Rounds to cents of a point, the precision the results pages show. */
export const roundScore = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

// The maximum score; a question that did not come through the schema still gets the default of 1.
const pointsOf = (question: unknown): number => {
  const points = (question as { points?: unknown } | null)?.points;
  return typeof points === 'number' && Number.isInteger(points) && points > 0 ? points : 1;
};

/** The score for a share (0..1) of the points; partial scores never round up to full marks or down to 0. */
export const scoreFromFraction = (fraction: number, points: number, perPart?: TPartResult[]): TScoreResult => {
  const share = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const extra = perPart ? { perPart } : {};
  if (share >= 1) return { status: 'correct', score: points, maxScore: points, ...extra };
  if (share <= 0) return { status: 'incorrect', score: 0, maxScore: points, ...extra };
  const score = Math.min(points - 0.01, Math.max(0.01, roundScore(share * points)));
  return { status: 'partial', score: roundScore(score), maxScore: points, ...extra };
};

/**
 * Scores a student's response. Pure and deterministic; never throws: a missing, malformed or
 * wrong-type response scores 0 as incorrect. Type 8 is never scored; type 9 waits for the teacher.
 * The client's own score is never trusted: the server calls this again on what was saved.
 */
export const scoreResponse = (question: TQuestionInput, response: unknown): TScoreResult => {
  const points = pointsOf(question);
  try {
    if (question.answerType === ANSWER_TYPES.notGraded) return { status: 'ungraded', score: 0, maxScore: 0 };
    const parsed = ZResponse.safeParse(response);
    if (!parsed.success || parsed.data.answerType !== question.answerType) return scoreFromFraction(0, points);
    if (question.answerType === ANSWER_TYPES.constructedResponse) {
      // Nothing written means nothing to grade; anything written waits for the teacher.
      const text = parsed.data.answerType === ANSWER_TYPES.constructedResponse ? parsed.data.text.trim() : '';
      return text === '' ? scoreFromFraction(0, points) : { status: 'pending', score: 0, maxScore: points };
    }
    const rule = applyRule(question, parsed.data);
    return rule ? scoreFromFraction(rule.fraction, points, rule.perPart) : scoreFromFraction(0, points);
  } catch {
    return scoreFromFraction(0, points);
  }
};

// Dispatches to the rule of the question's type; the response has already been checked to share it.
const applyRule = (question: TQuestionInput, r: TResponse): TRuleResult => {
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
      return r.answerType === ANSWER_TYPES.multiChoice ? scoreSingleChoice(question.content.choices, r.choiceId) : null;
    case ANSWER_TYPES.selection:
      return r.answerType === ANSWER_TYPES.selection ? scoreSelection(question.content.choices, r.choiceIds) : null;
    case ANSWER_TYPES.textResponse:
      return r.answerType === ANSWER_TYPES.textResponse
        ? { fraction: matchesTextKey(question.content, r.text) ? 1 : 0 }
        : null;
    case ANSWER_TYPES.ordering:
      return r.answerType === ANSWER_TYPES.ordering ? scoreOrdering(question.content.items, r.order) : null;
    case ANSWER_TYPES.imageSelection: {
      if (r.answerType !== ANSWER_TYPES.imageSelection) return null;
      const { choices, multiple } = question.content;
      if (multiple) return scoreSelection(choices, r.choiceIds);
      // Single-answer images: no pick scores 0; several picks are not a valid answer.
      if (r.choiceIds.length === 0) return { fraction: 0 };
      return r.choiceIds.length === 1 ? scoreSingleChoice(choices, r.choiceIds[0] as string) : null;
    }
    case ANSWER_TYPES.inlineTextResponse:
      return r.answerType === ANSWER_TYPES.inlineTextResponse
        ? scoreTextParts(inlineTextParts(question.content), r.blanks)
        : null;
    case ANSWER_TYPES.tableFillIn:
      return r.answerType === ANSWER_TYPES.tableFillIn ? scoreTextParts(tableParts(question.content), r.cells) : null;
    case ANSWER_TYPES.inlineChoice:
      return r.answerType === ANSWER_TYPES.inlineChoice
        ? scoreInlineChoice(question.content.dropdowns, r.selections)
        : null;
    default:
      return null;
  }
};

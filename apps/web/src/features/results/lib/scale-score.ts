import type { TGradingScale } from '@clearsheets/shared';

// A rubric's levels give points on the scale's own range (0-2, 0-3, 0-4); the question may be worth a
// different maximum, so a level's score is its share of the scale applied to the question's points.

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The scale a response starts with: the question's own, else one whose top matches the points, else the first. */
export function defaultScale(
  scales: readonly TGradingScale[],
  preferredId: number | null | undefined,
  maxScore: number,
): TGradingScale | null {
  return scales.find((s) => s.id === preferredId) ?? scales.find((s) => s.maxPoints === maxScore) ?? scales[0] ?? null;
}

/** A level's score on a question worth `maxScore` (2 decimals, like the server). */
export function levelScore(levelPoints: number, scaleMax: number, maxScore: number): number {
  if (scaleMax <= 0) return Math.min(Math.max(levelPoints, 0), maxScore);
  return round2((Math.min(Math.max(levelPoints, 0), scaleMax) / scaleMax) * maxScore);
}

/** The level whose score is exactly `score`, so typing a score lights the matching level (null when none). */
export function levelForScore(scale: TGradingScale | null, score: number | null, maxScore: number): number | null {
  if (!scale || score === null) return null;
  const level = scale.levels.find((l) => levelScore(l.points, scale.maxPoints, maxScore) === round2(score));
  return level ? level.points : null;
}

/** A typed score kept within 0..max with 2 decimals; null for anything that is not a number. */
export function clampScore(value: unknown, maxScore: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return null;
  return round2(Math.min(Math.max(n, 0), maxScore));
}

/** Whether the scale's points map one to one onto the question's (no conversion to explain). */
export const sameRange = (scale: TGradingScale | null, maxScore: number) => !scale || scale.maxPoints === maxScore;

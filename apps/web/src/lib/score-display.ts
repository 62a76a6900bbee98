// How a score is shown to a student depends on their grade band: "6.59 / 24" means little to a
// first-grader, so young students see stars, grades 3-5 whole points, older students one decimal at most.

/** K-2: 0-3 stars; 3-5: whole points; 6-12 (and an unknown grade): points to one decimal. */
export type ScoreBand = 'stars' | 'whole' | 'decimal';

export type ShownScore =
  | { band: 'stars'; stars: 0 | 1 | 2 | 3; percent: number }
  | { band: 'whole' | 'decimal'; score: number; max: number; percent: number };

export const MAX_STARS = 3;

const EARLY_GRADES = new Set(['PK', 'TK', 'K', '0', '1', '2']);

/** The band of a class grade ('K', '1'..'12'); no grade shows the exact-most form. */
export function scoreBandOf(grade: string | null | undefined): ScoreBand {
  const g = grade?.trim().toUpperCase();
  if (!g) return 'decimal';
  if (EARLY_GRADES.has(g)) return 'stars';
  const n = Number(g);
  if (Number.isInteger(n) && n >= 3 && n <= 5) return 'whole';
  return 'decimal';
}

/**
 * Rounds to `step`, but never up to full marks that were not earned (23.6 of 24 is not "24 / 24") and never
 * down to nothing when something was earned: a student who got a part right sees more than zero.
 */
function honestRound(value: number, max: number, step: number): number {
  const tidy = (n: number) => Number(n.toFixed(6));
  const rounded = tidy(Math.round(value / step) * step);
  if (value < max && rounded >= max) return Math.max(0, tidy(max - step));
  if (value > 0 && rounded <= 0) return Math.min(step, max);
  return rounded;
}

/** Whole percent of the maximum, with the same honesty: 100% only for full marks, 0% only for none. */
export function honestPercent(score: number, maxScore: number): number {
  if (!(maxScore > 0)) return 0;
  return honestRound((Math.max(0, Math.min(score, maxScore)) / maxScore) * 100, 100, 1);
}

/** Stars from the percent: 3 from 90%, 2 from 60%, 1 from 30%, otherwise none. */
export function starsOf(percent: number): 0 | 1 | 2 | 3 {
  if (percent >= 90) return 3;
  if (percent >= 60) return 2;
  if (percent >= 30) return 1;
  return 0;
}

/** The one rule for every student screen that shows a score (summary, question results, home cards). */
export function shownScore(score: number, maxScore: number, grade: string | null | undefined): ShownScore {
  const percent = honestPercent(score, maxScore);
  const band = scoreBandOf(grade);
  if (band === 'stars') return { band, stars: starsOf(percent), percent };
  const step = band === 'whole' ? 1 : 0.1;
  const clamped = Math.max(0, Math.min(score, maxScore));
  return { band, score: honestRound(clamped, maxScore, step), max: maxScore, percent };
}

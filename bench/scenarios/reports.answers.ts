import { ANSWER_TYPES, scoreResponse, type TQuestion, type TResponse } from '@clearsheets/shared';
import { answerFor } from '../../apps/server/src/seed/demo-activity-answers';
import { prng } from '../../apps/server/src/seed/demo-activity-clock';

// The answers the reports benchmark's students give: for each library question, its correct response and three
// plausible wrong ones from the demo seed's answer maker (another choice, a number off by one or a place value,
// two items swapped, some parts of a multi-part answer wrong), each scored once here by the shared rules the
// server applies to every save. The bulk generator then picks one of the four per answer in SQL, so 5,000,000
// answers are real, scorable responses.

/** How many answers each question offers: variant 0 is right, 1..3 are wrong (or partly right). */
export const VARIANTS = 4;

export interface PaletteRow {
  questionId: number;
  variant: number;
  answer: TResponse;
  /** As a save stores it; constructed responses are stored 'pending' until graded (the generator decides). */
  status: string;
  score: number;
  maxScore: number;
  perPart: unknown;
}

/** A variant's chance of a right answer: right, wrong, wrong, then partly right (multi-part answers). */
const CHANCE = [1, 0, 0, 0.5];
/** The teacher's share of the points for a constructed response, per variant: full, half, none, half. */
const GRADED = [1, 0.5, 0, 0.5];

/** The four answers of one question, each from the demo seed's answer maker with its own seed, scored.
 * Constructed responses carry the score a teacher would give. */
export function paletteOf(q: TQuestion): PaletteRow[] {
  return Array.from({ length: VARIANTS }, (_, k): PaletteRow => {
    const answer = answerFor(q, CHANCE[k]!, prng(q.id! * VARIANTS + k));
    if (q.answerType === ANSWER_TYPES.notGraded) return row(q, k, answer, 'ungraded', 0, 0);
    if (q.answerType === ANSWER_TYPES.constructedResponse) {
      const share = GRADED[k]!;
      const status = share === 1 ? 'correct' : share === 0 ? 'incorrect' : 'partial';
      return row(q, k, answer, status, q.points * share, q.points);
    }
    const scored = scoreResponse(q, answer);
    return row(q, k, answer, scored.status, scored.score, scored.maxScore, scored.perPart ?? null);
  });
}

function row(
  q: TQuestion,
  variant: number,
  answer: TResponse,
  status: string,
  score: number,
  maxScore: number,
  perPart: unknown = null,
): PaletteRow {
  return { questionId: q.id!, variant, answer, status, score, maxScore, perPart };
}

import {
  ANSWER_TYPES,
  correctResponse,
  parseAnswerNumber,
  scoreResponse,
  type TQuestion,
  type TResponse,
} from '@clearsheets/shared';

// The answers the reports benchmark's students give: for each library question, its correct response and three
// plausible wrong ones (another choice, a number off by one or a place value, two items swapped, some parts of a
// multi-part answer wrong), each scored once here by the shared rules the server applies to every save. The bulk
// generator then picks one of the four per answer in SQL, so 5,000,000 answers are real, scorable responses.

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

const REFLECTIONS = [
  'I understood most of it but the last part was tricky.',
  'I used a number line to check my work.',
  'I drew a model first.',
  'I need more practice with this.',
];
const EXPLANATIONS = [
  'First I wrote an equation, then I solved it step by step and checked my answer by working backwards.',
  'I drew a model to show the parts and multiplied.',
  'I added them.',
  'I was not sure how to start.',
];

/** A wrong answer a child might type for this correct one (variant k picks a different slip). */
function wrongText(correct: string, k: number): string {
  const n = parseAnswerNumber(correct);
  if (n === null) return ['not sure', 'I do not know', correct.split('').reverse().join('')][k % 3]!;
  return String([n + 1, n * 10, n - 1][k % 3]);
}

const other = (items: readonly { id: string }[], not: readonly string[], k: number) => {
  const rest = items.filter((i) => !not.includes(i.id));
  return rest.length ? rest[k % rest.length]!.id : (items[0]?.id ?? '');
};

/** Which parts of a multi-part answer variant k gets wrong: the first, all, or the last. */
const wrongPart = (index: number, count: number, k: number) =>
  k === 1 ? index === 0 : k === 2 ? true : index === count - 1;

function wrongAnswer(q: TQuestion, right: TResponse, k: number): TResponse {
  switch (right.answerType) {
    case ANSWER_TYPES.multiChoice:
      return q.answerType === ANSWER_TYPES.multiChoice
        ? { ...right, choiceId: other(q.content.choices, [right.choiceId], k) }
        : right;
    case ANSWER_TYPES.selection:
    case ANSWER_TYPES.imageSelection: {
      if (q.answerType !== ANSWER_TYPES.selection && q.answerType !== ANSWER_TYPES.imageSelection) return right;
      const wrong = other(q.content.choices, right.choiceIds, k);
      const single = q.answerType === ANSWER_TYPES.imageSelection && !q.content.multiple;
      if (single || k === 3) return { ...right, choiceIds: [wrong] };
      if (k === 1 && right.choiceIds.length > 1) return { ...right, choiceIds: right.choiceIds.slice(1) };
      return { ...right, choiceIds: [...right.choiceIds, wrong] };
    }
    case ANSWER_TYPES.textResponse:
      return { ...right, text: wrongText(right.text, k) };
    case ANSWER_TYPES.ordering: {
      const order = [...right.order];
      if (order.length < 2) return right;
      const i = (k - 1) % (order.length - 1);
      [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
      return { ...right, order };
    }
    case ANSWER_TYPES.inlineTextResponse: {
      const ids = Object.keys(right.blanks);
      const blanks = Object.fromEntries(
        ids.map((id, i) => [id, wrongPart(i, ids.length, k) ? wrongText(right.blanks[id]!, k) : right.blanks[id]!]),
      );
      return { ...right, blanks };
    }
    case ANSWER_TYPES.tableFillIn: {
      const ids = Object.keys(right.cells);
      const cells = Object.fromEntries(
        ids.map((id, i) => [id, wrongPart(i, ids.length, k) ? wrongText(right.cells[id]!, k) : right.cells[id]!]),
      );
      return { ...right, cells };
    }
    case ANSWER_TYPES.inlineChoice: {
      if (q.answerType !== ANSWER_TYPES.inlineChoice) return right;
      const dropdowns = q.content.dropdowns;
      const selections = Object.fromEntries(
        dropdowns.map((d, i) => {
          const chosen = right.selections[d.id] ?? '';
          return [d.id, wrongPart(i, dropdowns.length, k) ? other(d.options, [chosen], k) : chosen];
        }),
      );
      return { ...right, selections };
    }
    default:
      return right;
  }
}

/** The four answers of one question, scored. Constructed responses carry the score a teacher would give. */
export function paletteOf(q: TQuestion): PaletteRow[] {
  return Array.from({ length: VARIANTS }, (_, k): PaletteRow => {
    if (q.answerType === ANSWER_TYPES.notGraded)
      return row(q, k, { answerType: 8, text: REFLECTIONS[k]! }, 'ungraded', 0, 0);
    if (q.answerType === ANSWER_TYPES.constructedResponse) {
      // Graded by the teacher: full marks, half, none, half (pending ones are stored with score 0).
      const share = [1, 0.5, 0, 0.5][k]!;
      const status = share === 1 ? 'correct' : share === 0 ? 'incorrect' : 'partial';
      return row(q, k, { answerType: 9, text: EXPLANATIONS[k]! }, status, q.points * share, q.points);
    }
    const right = correctResponse(q);
    if (!right) throw new Error(`question ${q.id} has no correct response`);
    const answer = k === 0 ? right : wrongAnswer(q, right, k);
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

// Answers a child would give: each answer type's correct response (from the shared key) or a plausible wrong one
// (another choice, a number off by one or by a place value, two items swapped), scored by the shared rules.
import {
  ANSWER_TYPES,
  correctResponse,
  parseAnswerNumber,
  scoreResponse,
  type TQuestion,
  type TResponse,
  type TScoreResult,
} from '@clearsheets/shared';
import type { Prng } from './demo-activity-clock';

const REFLECTIONS = [
  'I understood most of it but the last part was tricky.',
  'I used a number line to check my work.',
  'I feel good about this. I drew a model first.',
  'I need more practice with this.',
  'I checked my answers twice.',
];
const STRONG_EXPLANATIONS = [
  'First I found what the question asked. Then I wrote an equation, solved it step by step and checked my answer by working backwards.',
  'I drew a model to show the parts. Each part is the same size, so I multiplied and then checked that my answer made sense.',
  'I compared the two amounts using place value. The digit in the tenths place is bigger, so that number is greater.',
];
const WEAK_EXPLANATIONS = [
  'I added them.',
  'Because it is bigger.',
  'I think the answer is right because I did the math.',
  'I was not sure how to start so I guessed.',
];
const TEACHER_FEEDBACK = [
  'Great job explaining each step!',
  'Nice model. Next time, label the parts.',
  'Check your units and show how you checked your answer.',
  'Good start. Tell me why your answer makes sense.',
  'Remember to answer the whole question.',
];

const ANTONYMS: Record<string, string> = {
  prime: 'composite',
  composite: 'prime',
  greater: 'less',
  less: 'greater',
  yes: 'no',
  no: 'yes',
  true: 'false',
  false: 'true',
  acute: 'obtuse',
  obtuse: 'acute',
  even: 'odd',
  odd: 'even',
};

/** A wrong answer a child might type for this correct one. */
export function wrongText(correct: string, r: Prng): string {
  const n = parseAnswerNumber(correct);
  if (n !== null) {
    const digits = String(Math.abs(n));
    const swapped = digits.length > 1 ? Number(`${digits.slice(1, 2)}${digits.slice(0, 1)}${digits.slice(2)}`) : n + 2;
    const options = [n + 1, n - 1, n * 10, Number((n / 10).toFixed(4)), swapped].filter((x) => x !== n);
    return String(r.pick(options));
  }
  return ANTONYMS[correct.trim().toLowerCase()] ?? 'not sure';
}

/** Another id than the right one, when the list has one. */
function otherThan<T extends { id: string }>(items: readonly T[], right: string, r: Prng): string {
  const others = items.filter((i) => i.id !== right);
  return others.length ? r.pick(others).id : right;
}

/** Each part right with the chance that makes the whole answer right about as often as `p`. */
const partChance = (p: number, parts: number) => p ** (1 / Math.max(1, parts));

/**
 * What a student with chance `p` of getting this question right answers. Types 8 and 9 get a sentence (9's
 * quality follows `p`, the teacher scores it later); the others follow the key part by part.
 */
export function answerFor(question: TQuestion, p: number, r: Prng): TResponse {
  if (question.answerType === ANSWER_TYPES.notGraded) return { answerType: 8, text: r.pick(REFLECTIONS) };
  if (question.answerType === ANSWER_TYPES.constructedResponse)
    return { answerType: 9, text: r.pick(r.chance(p) ? STRONG_EXPLANATIONS : WEAK_EXPLANATIONS) };
  const right = correctResponse(question);
  if (!right) throw new Error(`question ${question.id} has no correct response`);
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
      return r.chance(p)
        ? right
        : { answerType: 1, choiceId: otherThan(question.content.choices, (right as { choiceId: string }).choiceId, r) };
    case ANSWER_TYPES.selection:
    case ANSWER_TYPES.imageSelection: {
      const ids = (right as { choiceIds: string[] }).choiceIds;
      if (r.chance(p)) return right;
      const wrong = question.content.choices.filter((c) => !c.correct).map((c) => c.id);
      const multiple = question.answerType === ANSWER_TYPES.selection || question.content.multiple;
      // One slip: the wrong image of a single-answer question, or a right choice left out, or a wrong one added.
      let choiceIds: string[];
      if (!multiple) choiceIds = [wrong.length ? r.pick(wrong) : (ids[0] ?? '')];
      else if (ids.length > 1 && (r.chance(0.5) || !wrong.length)) {
        const drop = r.int(0, ids.length - 1);
        choiceIds = ids.filter((_, i) => i !== drop);
      } else choiceIds = wrong.length ? [...ids, r.pick(wrong)] : [];
      return { answerType: question.answerType, choiceIds };
    }
    case ANSWER_TYPES.textResponse: {
      const text = (right as { text: string }).text;
      return r.chance(p) ? right : { answerType: 3, text: wrongText(text, r) };
    }
    case ANSWER_TYPES.ordering: {
      const order = [...(right as { order: string[] }).order];
      if (r.chance(p) || order.length < 2) return right;
      const i = r.int(0, order.length - 2);
      [order[i], order[i + 1]] = [order[i + 1] as string, order[i] as string];
      return { answerType: 4, order };
    }
    case ANSWER_TYPES.inlineTextResponse:
    case ANSWER_TYPES.tableFillIn: {
      const key = question.answerType === ANSWER_TYPES.inlineTextResponse ? 'blanks' : 'cells';
      const parts = (right as unknown as Record<string, Record<string, string>>)[key] ?? {};
      const q = partChance(p, Object.keys(parts).length);
      const given = Object.fromEntries(Object.entries(parts).map(([id, v]) => [id, r.chance(q) ? v : wrongText(v, r)]));
      return { answerType: question.answerType, [key]: given } as TResponse;
    }
    case ANSWER_TYPES.inlineChoice: {
      const q = partChance(p, question.content.dropdowns.length);
      const selections = Object.fromEntries(
        question.content.dropdowns.map((d) => {
          const correct = d.options.find((o) => o.correct)?.id ?? '';
          return [d.id, r.chance(q) ? correct : otherThan(d.options, correct, r)];
        }),
      );
      return { answerType: 10, selections };
    }
    default:
      return right;
  }
}

// Most children give one of a few answers to a question (the right one, a common slip): each distinct answer is
// scored once. Pure rules, so the same answer always scores the same.
const scores = new WeakMap<TQuestion, Map<string, TScoreResult>>();

/** The answer and its score by the same shared rules the server applies to every save. */
export function answerAndScore(question: TQuestion, p: number, r: Prng): { answer: TResponse; scored: TScoreResult } {
  const answer = answerFor(question, p, r);
  let known = scores.get(question);
  if (!known) {
    known = new Map();
    scores.set(question, known);
  }
  const key = JSON.stringify(answer);
  let scored = known.get(key);
  if (!scored) {
    scored = scoreResponse(question, answer);
    known.set(key, scored);
  }
  return { answer, scored };
}

/** The teacher's score for a constructed response (whole points, following the student's chance) and, now and
 * then, a comment. */
export function teacherGrade(maxScore: number, p: number, r: Prng): { score: number; feedback: string | null } {
  const share = Math.min(1, Math.max(0, r.normal(p, 0.15)));
  return { score: Math.round(share * maxScore), feedback: r.chance(0.5) ? r.pick(TEACHER_FEEDBACK) : null };
}

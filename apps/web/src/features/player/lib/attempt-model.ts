import {
  isStudentAnswered,
  type TAttemptState,
  type TCheckReply,
  type TResponse,
  type TResponseResult,
  type TSaveResponseReply,
  type TStudentQuestion,
} from '@clearsheets/shared';
import type { QueuedAnswer } from '../answer-queue';

// The player's view of an attempt: the questions, the answers to show (this device's unsent ones win over
// the server's copy), which questions count as answered, and where to resume.

const ANSWER_TYPES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

/**
 * The attempt's questions as the student view. The server builds them with `toStudentQuestion`; a record
 * the player could not render (no id or an unknown answer type) is left out rather than breaking the page.
 */
export function studentQuestionsOf(raw: readonly Record<string, unknown>[]): TStudentQuestion[] {
  return raw.filter(
    (q) => typeof q.id === 'number' && typeof q.answerType === 'number' && ANSWER_TYPES.has(q.answerType),
  ) as unknown as TStudentQuestion[];
}

export type Answers = Record<number, TResponse>;
/** A result with the sequence number of the write it scores, so an older reply never replaces a newer one. */
export interface ResultAt {
  result: TResponseResult | null;
  seq: number;
}
export type Results = Record<number, ResultAt>;
export type RecentSaves = ReadonlyMap<number, { entry: QueuedAnswer; reply: TSaveResponseReply }>;

/**
 * What the player shows on opening: the server's saved answers and results (results only for checked answers
 * or once submitted), answers replaced by newer writes this page already had confirmed (the reply may beat the
 * attempt's own reply), then by the answers still waiting on this device, which are always the newest.
 */
export function resumeState(
  saved: TAttemptState['responses'],
  recent: RecentSaves,
  pending: ReadonlyMap<number, QueuedAnswer>,
): { answers: Answers; results: Results } {
  const answers: Answers = {};
  const results: Results = {};
  for (const [id, response] of Object.entries(saved)) {
    answers[Number(id)] = response.answer;
    results[Number(id)] = { result: response.result, seq: response.clientSeq };
  }
  for (const [id, { entry, reply }] of recent) {
    const savedSeq = saved[String(id)]?.clientSeq ?? -1;
    if (reply.applied && entry.clientSeq > savedSeq) answers[id] = entry.answer;
  }
  for (const [id, entry] of pending) answers[id] = entry.answer;
  return { answers, results };
}

/** The results with a Check's result (feedback option 1), unless a newer write's result is already there. */
export function withCheck(results: Results, reply: TCheckReply): Results {
  const before = results[reply.questionId];
  if (before?.result && before.seq > reply.clientSeq) return results;
  return { ...results, [reply.questionId]: { result: reply.result, seq: reply.clientSeq } };
}

/** The questions the server says were checked (locked, with their result). */
export const checkedOnServer = (saved: TAttemptState['responses']): number[] =>
  Object.entries(saved)
    .filter(([, r]) => r.checked)
    .map(([id]) => Number(id));

/**
 * Whether the question counts as answered on this screen. Ordering counts once its order was saved (the
 * player saves the shown order when the question opens), so an ordering question not yet seen is not.
 */
export const answeredHere = (question: TStudentQuestion, answer: TResponse | undefined): boolean =>
  answer !== undefined && isStudentAnswered(question, answer);

export const countAnswered = (questions: readonly TStudentQuestion[], answers: Answers): number =>
  questions.filter((q) => answeredHere(q, answers[q.id])).length;

/** Where the student left off (the server's position), else the first question. */
export function resumeIndex(questions: readonly TStudentQuestion[], currentQuestionId: number | null): number {
  const at = questions.findIndex((q) => q.id === currentQuestionId);
  return Math.max(at, 0);
}

/** Typed answers are saved after a short pause (and on leaving the field); picks are saved at once. */
export const TYPED_ANSWER_TYPES: ReadonlySet<number> = new Set([3, 6, 7, 8, 9]);
export const TYPING_DEBOUNCE_MS = 400;

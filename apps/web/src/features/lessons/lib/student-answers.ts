import {
  isStudentAnswered,
  type TResponse,
  type TStudentQuestion,
  type TStudentRoute,
  type TStudentSlide,
} from '@clearsheets/shared';
import type { QueuedLessonAnswer } from './lesson-answer-queue';
import { slideItems } from './slide-items';

// The student's answers as the page shows them: the server's saved ones, with the answers still on this device
// (not yet confirmed) over them, so a reload or a lost connection shows exactly what the student chose.

/** Answers by `componentKey|itemKey`: the server's, then those it confirmed since the page read them, then the
 * device's unconfirmed ones over them. */
export function mergedAnswers(
  saved: readonly { componentKey: string; itemKey: string; value: unknown }[],
  confirmed: ReadonlyMap<string, unknown>,
  pending: ReadonlyMap<string, Pick<QueuedLessonAnswer, 'value'>>,
): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const r of saved) answers.set(`${r.componentKey}|${r.itemKey}`, r.value);
  for (const [key, value] of confirmed) answers.set(key, value);
  for (const [key, entry] of pending) answers.set(key, entry.value);
  return answers;
}

/** Whether every item of the slide has an answer. */
export function slideAnswered(slide: TStudentSlide, answers: ReadonlyMap<string, unknown>): boolean {
  const items = slideItems(slide);
  return items.length > 0 && items.every((i) => answers.has(`${i.componentKey}|${i.itemKey}`));
}

/** The routes to show: those of the checks on this slide, and any intervention whose re-check is not done. */
export function visibleRoutes(routes: readonly TStudentRoute[], slide: TStudentSlide): TStudentRoute[] {
  const here = new Set(slide.components.map((c) => c.key));
  return routes.filter(
    (r) => here.has(r.componentKey) || (r.route === 'intervention' && r.recheck.length > 0 && r.recheckScore === null),
  );
}

/** Whether every question has a complete answer (a turn-in needs them all). */
export function questionsAnswered(
  questions: readonly TStudentQuestion[],
  componentKey: string,
  itemKeyOf: (questionId: number) => string,
  answers: ReadonlyMap<string, unknown>,
): boolean {
  return questions.every((q) =>
    isStudentAnswered(q, answers.get(`${componentKey}|${itemKeyOf(q.id)}`) as TResponse | undefined),
  );
}

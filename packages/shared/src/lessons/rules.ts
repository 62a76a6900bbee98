// The live lesson's pure rules, shared by the server (which decides) and the web (which shows the same figures):
// scoring a check, routing at the pathway's open score, tallies of quick checks, the student's view of a slide.
import { PATHWAY_OPEN_SCORE } from '../constants';
import {
  CFU_OPTIONS,
  type CfuFormat,
  type TLessonContent,
  type TLessonResponse,
  type TRoutedCheck,
  type TScoredCheck,
  type TSlide,
  type TSlideComponent,
  type TStudentSlide,
  type TStudentSlideComponent,
} from '../contracts/lessons';
import { CFU_FORMATS, SLIDE_COMPONENT_KINDS as K } from '../enums';
import { MESSAGES } from '../messages';
import type { TQuestion } from '../questions/answer-types';
import { roundScore, scoreResponse } from '../questions/scoring';
import { presentationSeed } from '../questions/shuffle';
import { toStudentQuestion } from '../questions/student-view';
import { isUploadedCaptions, lessonVideoSource } from './video-sources';

export const isScoredCheck = (c: TSlideComponent): c is TScoredCheck =>
  c.kind === K.checkpoint || c.kind === K.exitTicket || c.kind === K.warmUp;
export const isRoutedCheck = (c: TSlideComponent): c is TRoutedCheck =>
  c.kind === K.checkpoint || c.kind === K.exitTicket;

/** Every component of the lesson by key, with the slide it sits on. */
export function componentsByKey(content: TLessonContent): Map<string, { slide: TSlide; component: TSlideComponent }> {
  const map = new Map<string, { slide: TSlide; component: TSlideComponent }>();
  for (const slide of content.slides)
    for (const component of slide.components) map.set(component.key, { slide, component });
  return map;
}

/** The slides everyone follows (target 1), in order: what the teacher steps through. */
export const classSlides = (content: TLessonContent): TSlide[] => content.slides.filter((s) => s.target === 1);

/** The format of a component's quick check, or null when it has none. */
export function cfuFormatOf(c: TSlideComponent): CfuFormat | null {
  if (c.kind === K.yesNo) return CFU_FORMATS.yesNo;
  if (c.kind === K.trueFalse) return CFU_FORMATS.trueFalse;
  if (c.kind === K.presentationActivity && c.cfu && c.cfu.format !== 0) return c.cfu.format as CfuFormat;
  return null;
}

/** The correct value of a quick check, if it has one. */
export function cfuCorrect(c: TSlideComponent): string | undefined {
  if (c.kind === K.yesNo || c.kind === K.trueFalse) return c.correct;
  if (c.kind === K.presentationActivity) return c.cfu?.correct;
  return undefined;
}

/** Whether `value` is one of the format's options. */
export const isCfuValue = (format: CfuFormat, value: unknown): value is string =>
  typeof value === 'string' && CFU_OPTIONS[format].some((o) => o.value === value);

/** Counts per option of one quick check (or mood), every option present, in the options' order (values that are
 * not options are not counted). */
export function tally<O extends { value: string; label: string }>(
  options: readonly O[],
  values: readonly unknown[],
): { value: string; label: string; count: number }[] {
  const counts = new Map(options.map((o) => [o.value, 0]));
  for (const v of values) if (typeof v === 'string' && counts.has(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return options.map((o) => ({ value: o.value, label: o.label, count: counts.get(o.value) ?? 0 }));
}

/** The latest response of each student to one item of one component. */
export const responsesTo = (responses: readonly TLessonResponse[], componentKey: string, itemKey: string) =>
  responses.filter((r) => r.componentKey === componentKey && r.itemKey === itemKey);

export interface CheckScore {
  /** Percent 0-100, rounded to two places. */
  score: number;
  answered: number;
  total: number;
}

/** A student's score on a set of questions, from their saved answers by question id; null until all are answered. */
export function scoreQuestions(
  questions: readonly TQuestion[],
  saved: ReadonlyMap<number, { score: number; maxScore: number }>,
): CheckScore | null {
  let points = 0;
  let max = 0;
  for (const q of questions) {
    const r = saved.get(q.id);
    if (!r) return null;
    points += r.score;
    max += r.maxScore;
  }
  return {
    score: max > 0 ? roundScore((points / max) * 100) : 100,
    answered: questions.length,
    total: questions.length,
  };
}

/** Scores one answer to a check's question by the shared rules. */
export const scoreLessonAnswer = (question: TQuestion, value: unknown) => scoreResponse(question, value);

/** The route a score leads to: exactly the pathway's open score (100) opens the pathway; anything lower goes to
 * the check's intervention (its kind may be 0, none: the student is still told to wait for the teacher). */
export function routeFor(
  check: TRoutedCheck,
  score: number,
): { route: 'pathway' | 'intervention'; interventionKind: number } {
  if (score >= PATHWAY_OPEN_SCORE) return { route: 'pathway', interventionKind: 0 };
  return { route: 'intervention', interventionKind: check.intervention.kind };
}

/** The seed that fixes the order of a lesson question's parts for one session and student. */
export const lessonSeed = (sessionId: number, studentId: number, questionId: number) =>
  presentationSeed(sessionId * 100_000 + studentId, questionId);

function toStudentComponent(c: TSlideComponent, seed: (questionId: number) => string): TStudentSlideComponent {
  switch (c.kind) {
    case K.checkpoint:
    case K.exitTicket:
    case K.warmUp: {
      const { questions, ...rest } = c;
      const {
        pathway: _p,
        intervention: _i,
        ...plain
      } = rest as typeof rest & { pathway?: unknown; intervention?: unknown };
      return { ...plain, questions: questions.map((q) => toStudentQuestion(q, seed(q.id))) } as TStudentSlideComponent;
    }
    case K.yesNo:
    case K.trueFalse: {
      const { correct: _c, ...plain } = c;
      return plain as TStudentSlideComponent;
    }
    case K.presentationActivity: {
      if (!c.cfu) return c as TStudentSlideComponent;
      const { correct: _c, ...cfu } = c.cfu;
      return { ...c, cfu } as TStudentSlideComponent;
    }
    default:
      return c as TStudentSlideComponent;
  }
}

/** A slide as students see it: no answer keys, no follow-up plans, no teacher notes. */
export function toStudentSlide(slide: TSlide, seed: (questionId: number) => string = () => 'lesson'): TStudentSlide {
  return {
    key: slide.key,
    title: slide.title,
    ...(slide.background ? { background: slide.background } : {}),
    components: slide.components.map((c) => toStudentComponent(c, seed)),
  };
}

/** Minutes a lesson takes in class, roughly: a minute a slide plus two a scored question. */
export function lessonMinutes(content: TLessonContent): number {
  let minutes = 0;
  for (const slide of classSlides(content)) {
    minutes += 1;
    for (const c of slide.components) if (isScoredCheck(c)) minutes += 2 * c.questions.length;
  }
  return Math.max(5, Math.round(minutes / 5) * 5);
}

/** What is wrong with a lesson's content beyond its shape (a teacher's own lesson is checked before it is saved):
 * keys used twice, question ids used twice, follow-ups that name no follow-up slide. Empty when it is right. */
/** A video plays from an upload or a YouTube or Vimeo embed only; an uploaded one needs uploaded captions, an
 * embedded one shows its player's (decision 0035). */
function videoProblems(c: { src: string; captionsSrc: string }, at: string) {
  const source = lessonVideoSource(c.src);
  if (!source) return [{ field: `${at}.src`, message: MESSAGES.lessonMediaHost }];
  const uploaded = source.kind === 'upload';
  if (uploaded ? !isUploadedCaptions(c.captionsSrc) : c.captionsSrc !== '' && !isUploadedCaptions(c.captionsSrc))
    return [{ field: `${at}.captionsSrc`, message: MESSAGES.lessonCaptionsUploaded }];
  return [];
}

export function lessonContentProblems(content: TLessonContent): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const slideKeys = new Set<string>();
  const componentKeys = new Set<string>();
  const followUps = new Set(content.slides.filter((s) => s.target === 2).map((s) => s.key));
  content.slides.forEach((slide, i) => {
    if (slideKeys.has(slide.key))
      problems.push({ field: `content.slides.${i}.key`, message: 'Each slide needs its own key' });
    slideKeys.add(slide.key);
    const questionIds = new Set<number>();
    slide.components.forEach((c, j) => {
      const at = `content.slides.${i}.components.${j}`;
      if (componentKeys.has(c.key))
        problems.push({ field: `${at}.key`, message: 'Each part of the lesson needs its own key' });
      componentKeys.add(c.key);
      if (c.kind === K.video) {
        problems.push(...videoProblems(c, at));
        return;
      }
      if (!isScoredCheck(c)) return;
      const questions = isRoutedCheck(c) ? [...c.questions, ...c.intervention.recheck] : c.questions;
      for (const q of questions) {
        if (questionIds.has(q.id))
          problems.push({ field: `${at}.questions`, message: 'Each question of a slide needs its own id' });
        questionIds.add(q.id);
      }
      if (!isRoutedCheck(c)) return;
      for (const key of [...c.pathway.slideKeys, ...c.intervention.slideKeys])
        if (!followUps.has(key)) problems.push({ field: at, message: `No follow-up slide has the key ${key}` });
    });
  });
  if (!content.slides.some((s) => s.target === 1))
    problems.push({ field: 'content.slides', message: 'A lesson needs at least one slide for the class' });
  return problems;
}

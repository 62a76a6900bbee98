// What each class was given over the eight weeks and what each student did with it: pure, from `today`, the
// library's questions and the ids of the people, so the same day always plans the same district.
import { ANSWER_TYPES } from '@clearsheets/shared';
import type { TAssignQuestion } from '../modules/worksheets';
import {
  addDays,
  atLocal,
  hashSeed,
  hm,
  isSchoolDay,
  localOf,
  type Prng,
  prng,
  type SchoolCalendar,
} from './demo-activity-clock';
import { CLASSES, type ClassPlan, type Learner, type StudentPlan } from './demo-activity-people';

/** A library worksheet as an assignment snapshots it. */
export interface WorksheetInfo {
  id: number;
  key: string;
  title: string;
  questions: TAssignQuestion[];
}

/** A standard's TEKS code and reporting category. */
export interface StandardInfo {
  code: string;
  category: string | null;
}

export interface PlannedAssignment {
  key: string;
  classKey: string;
  worksheet: WorksheetInfo;
  title: string;
  createdAt: Date;
  startsAt: Date;
  dueAt: Date;
  /** The school days students may work on it (the first one is its start). */
  window: string[];
  kind: 'weekly' | 'current' | 'new';
  /** Reviews come after teaching: a little easier. */
  review: boolean;
}

export type Outcome = 'not_started' | 'in_progress' | 'submitted';

/** One sitting of one student on one assignment: which questions, on which day, and whether it ends submitted. */
export interface WorkBlock {
  student: StudentPlan;
  assignment: number;
  day: string;
  /** Live work happens right before "now" (the live day's last minutes). */
  live: boolean;
  questions: TAssignQuestion[];
  submit: boolean;
}

const rc = (grade: string, n: number) => `g${grade}-rc${n}`;

/** The library keys of a grade's four reporting-category worksheets, by their start. */
function mathKeys(grade: string, keys: readonly string[]) {
  return [1, 2, 3, 4].map((n) => keys.find((k) => k.startsWith(`${rc(grade, n)}-`)) as string);
}

interface Spec {
  key: string;
  title?: (title: string) => string;
  review?: boolean;
}

/** A past assignment: opened on the Monday of week `week` (0 = the first of the eight), open for `weeks` weeks. */
type Past = Spec & { week: number; weeks: 1 | 2 };

/** A class's term: each category in turn, a review, this week's review, and for the demo class a new one today. */
function specsOf(c: ClassPlan, keys: readonly string[]): { past: Past[]; current: Spec; fresh?: Spec } {
  const review = (key: string): Spec => ({ key, title: (t) => `Review: ${t}`, review: true });
  if (c.subject === 'Science') {
    const pond = keys.find((k) => k.startsWith('g5-science')) as string;
    return { past: [{ key: pond, week: 2, weeks: 2 }], current: review(pond) };
  }
  const [r1, r2, r3, r4] = mathKeys(c.grade, keys) as [string, string, string, string];
  if (c.key === 'ben5') {
    // A free license assigns only full-topic worksheets: RC1, RC2 and the every-type review of grade 5.
    const every = { key: 'g5-every-answer-type', title: () => 'Review: every question type', review: true };
    return {
      past: [
        { key: r1, week: 1, weeks: 1 },
        { key: r2, week: 3, weeks: 2 },
        { ...every, week: 5, weeks: 2 },
      ],
      current: review(r1),
    };
  }
  const past: Past[] = [
    { key: r1, week: 0, weeks: 1 },
    { key: r2, week: 1, weeks: 1 },
    { key: r3, week: 2, weeks: 2 },
    { key: r4, week: 4, weeks: 1 },
    { ...review(r1), week: 5, weeks: 2 },
  ];
  const fresh: Spec | undefined = c.demoClass
    ? { key: 'g5-every-answer-type', title: () => 'Spiral review: every question type', review: true }
    : undefined;
  return { past, current: review(r2), ...(fresh ? { fresh } : {}) };
}

/** Every assignment of every class, oldest first within a class. */
export function planAssignments(cal: SchoolCalendar, worksheets: ReadonlyMap<string, WorksheetInfo>) {
  const keys = [...worksheets.keys()];
  const out: PlannedAssignment[] = [];
  const n = cal.days.length;
  const make = (c: ClassPlan, s: Spec, kind: PlannedAssignment['kind'], start: string, due: Date, window: string[]) => {
    const worksheet = worksheets.get(s.key);
    if (!worksheet) throw new Error(`the library has no worksheet ${s.key}`);
    out.push({
      key: `${c.key}:${kind}:${start}`,
      classKey: c.key,
      worksheet,
      title: s.title ? s.title(worksheet.title) : worksheet.title,
      createdAt: atLocal(start, hm(7, kind === 'new' ? 25 : 30)),
      startsAt: atLocal(start, hm(7, kind === 'new' ? 35 : 45)),
      dueAt: due,
      window,
      kind,
      review: s.review ?? false,
    });
  };
  let due = cal.liveDay;
  for (let k = 0; k < 2; ) {
    due = addDays(due, 1);
    if (isSchoolDay(due)) k++;
  }
  for (const c of CLASSES) {
    const specs = specsOf(c, keys);
    for (const s of specs.past) {
      const monday = cal.weeks[s.week] as string;
      const friday = addDays(monday, 7 * s.weeks - 3);
      const window = cal.days.filter((d) => d >= monday && d <= friday);
      make(c, s, 'weekly', monday, atLocal(friday, hm(16)), window);
    }
    // This week's: opened two school days ago, due two school days from the live day (open whatever today is).
    const start = cal.days[n - 3] as string;
    make(c, specs.current, 'current', start, atLocal(due, hm(16)), cal.days.slice(n - 3));
    if (specs.fresh) make(c, specs.fresh, 'new', cal.liveDay, atLocal(addDays(cal.liveDay, 7), hm(16)), [cal.liveDay]);
  }
  return out;
}

/** What a student did with an assignment (the demo student's are chosen so her home has a bit of everything). */
export function outcomeOf(a: PlannedAssignment, s: StudentPlan, r: Prng): { outcome: Outcome; late: boolean } {
  if (s.demoUsername) {
    if (a.kind === 'weekly') return { outcome: 'submitted', late: false };
    return {
      outcome: a.kind === 'current' && a.classKey === 'g5' ? 'in_progress' : 'not_started',
      late: false,
    };
  }
  const e = s.learner.engagement;
  const x = r.next();
  if (a.kind === 'new') return { outcome: x < 0.15 ? 'in_progress' : 'not_started', late: false };
  if (a.kind === 'current') {
    const outcome = x < 0.5 * e ? 'submitted' : x < 0.5 * e + 0.27 ? 'in_progress' : 'not_started';
    return { outcome, late: false };
  }
  const missing = (1 - e) * 0.6 + 0.01;
  const unfinished = (1 - e) * 0.4 + 0.02;
  if (x < missing) return { outcome: 'not_started', late: false };
  if (x < missing + unfinished) return { outcome: 'in_progress', late: false };
  return { outcome: 'submitted', late: r.chance(0.06) };
}

/** The day a student works on it: mostly early in its window; late work lands in the next school days. The live
 * day counts only when its class has met before "now" (with time to spare for work going on now); null: no day. */
export function workDayOf(a: PlannedAssignment, late: boolean, cal: SchoolCalendar, r: Prng): string | null {
  const period = (CLASSES.find((c) => c.key === a.classKey) as ClassPlan).period;
  const open = (d: string) => d !== cal.liveDay || localOf(cal.liveEnd).seconds - 3000 - period >= 2700;
  if (late) {
    const last = a.window[a.window.length - 1] as string;
    const after = cal.days.filter((d) => d > last && open(d)).slice(0, 3);
    if (after.length) return r.pick(after);
  }
  const days = a.window.filter(open);
  return days.length ? (days[Math.min(days.length - 1, Math.floor(r.next() ** 1.25 * days.length))] as string) : null;
}

/** Every sitting of every student (before they are given times). */
export function planWork(
  cal: SchoolCalendar,
  assignments: readonly PlannedAssignment[],
  students: readonly StudentPlan[],
): WorkBlock[] {
  const blocks: WorkBlock[] = [];
  assignments.forEach((a, index) => {
    const cls = CLASSES.find((c) => c.key === a.classKey) as ClassPlan;
    const roster = students.filter((s) => s.classKey === (cls.sameStudentsAs ?? cls.key));
    for (const s of roster) {
      const r = prng(hashSeed(`${s.key}|${a.key}`));
      const { outcome, late } = outcomeOf(a, s, r);
      if (outcome === 'not_started') continue;
      const qs = a.worksheet.questions;
      if (outcome === 'submitted') {
        // Now and then a question is left blank.
        const answered = qs.filter(() => !r.chance(0.02));
        const day = workDayOf(a, late, cal, r);
        if (!day) continue;
        blocks.push({
          student: s,
          assignment: index,
          day,
          live: false,
          questions: answered,
          submit: true,
        });
        continue;
      }
      const count = s.demoUsername ? Math.min(5, qs.length - 1) : r.int(2, Math.max(2, qs.length - 2));
      // Unfinished work of past weeks was left on some day of its window; this week's is going on now.
      const live = a.kind !== 'weekly';
      const day = live ? cal.liveDay : workDayOf(a, false, cal, r);
      if (!day) continue;
      blocks.push({ student: s, assignment: index, day, live, questions: qs.slice(0, count), submit: false });
    }
  });
  return blocks;
}

const difficulties = new WeakMap<TAssignQuestion, number>();
/** Some questions are harder than others, the same for everyone (from the prompt, so stable across databases). */
function difficultyOf(question: TAssignQuestion) {
  let d = difficulties.get(question);
  if (d === undefined) {
    d = (hashSeed(question.prompt) / 4_294_967_296) * 0.2 - 0.12;
    difficulties.set(question, d);
  }
  return d;
}

/** The chance that this student gets this question right on this day. */
export function chanceOf(
  learner: Learner,
  cls: ClassPlan,
  question: TAssignQuestion,
  standard: StandardInfo | undefined,
  termShare: number,
  review: boolean,
  r: Prng,
) {
  let p = learner.base + learner.trend * (termShare - 0.5) + (review ? 0.04 : 0);
  if (standard?.category && learner.weakCategory?.code === standard.category) p -= learner.weakCategory.by;
  if (standard?.category && cls.hardCategory?.code === standard.category) p -= cls.hardCategory.by;
  if (standard && cls.hardStandard?.code === standard.code) p -= cls.hardStandard.by;
  p += difficultyOf(question);
  p += r.normal(0, 0.04);
  return Math.min(0.97, Math.max(0.05, p));
}

/** Seconds a child spends on a question of this type. */
export function secondsFor(question: TAssignQuestion, r: Prng) {
  switch (question.answerType) {
    case ANSWER_TYPES.constructedResponse:
      return r.int(150, 420);
    case ANSWER_TYPES.notGraded:
      return r.int(60, 180);
    case ANSWER_TYPES.tableFillIn:
    case ANSWER_TYPES.inlineTextResponse:
      return r.int(60, 180);
    case ANSWER_TYPES.textResponse:
      return r.int(45, 150);
    default:
      return r.int(25, 100);
  }
}

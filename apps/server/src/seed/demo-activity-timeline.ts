// The sittings given times on school days, then everything they leave behind: attempts, answers scored by the
// shared rules, the teacher's grades of written answers, and the activity events of it all (sign-ins included).
import {
  ACTIVITY_ACTIONS as A,
  ANSWER_TYPES,
  roundScore,
  ACTIVITY_TYPES as T,
  type TResponse,
} from '@clearsheets/shared';
import { answerAndScore } from './demo-activity-answers';
import { atLocal, hashSeed, hm, localOf, prng, SCHOOL_STARTS, type SchoolCalendar } from './demo-activity-clock';
import { CLASSES, type ClassPlan } from './demo-activity-people';
import { chanceOf, type PlannedAssignment, type StandardInfo, secondsFor, type WorkBlock } from './demo-activity-plan';

export interface PlannedAttempt {
  assignment: number;
  studentKey: string;
  status: 'in_progress' | 'submitted';
  startedAt: Date;
  lastActivityAt: Date;
  submittedAt: Date | null;
  currentQuestionId: number | null;
}

export interface PlannedResponse {
  attempt: number;
  questionId: number;
  standardId: number | null;
  answer: TResponse;
  status: string;
  score: number;
  maxScore: number;
  perPart: unknown;
  clientId: string;
  savedAt: Date;
  gradingScaleId: number | null;
  feedback: string | null;
  graded: { at: Date; feedbackSeenAt: Date | null } | null;
}

/** An event before ids: people by key (`s:` students, `t:` teachers), the assignment and attempt by index. */
export interface PlannedEvent {
  occurredAt: Date;
  type: string;
  action: string;
  actor: string;
  student: string | null;
  classKey: string | null;
  school: 1 | 2;
  assignment: number | null;
  attempt: number | null;
  questionId: number | null;
  standardId: number | null;
  score: number | null;
  maxScore: number | null;
  session: string | null;
}

export interface Timeline {
  attempts: PlannedAttempt[];
  responses: PlannedResponse[];
  events: PlannedEvent[];
}

const classOf = (key: string) => CLASSES.find((c) => c.key === key) as ClassPlan;
/** When the assignment's class meets. */
const periodOf = (a: PlannedAssignment) => classOf(a.classKey).period;

interface Placed {
  block: WorkBlock;
  /** Seconds after the day's midnight of each answer, and of the start and the submit. */
  start: number;
  answers: number[];
  end: number;
}

/** Gives each sitting its times: in its class period, one after another; live ones end right before "now". */
function place(cal: SchoolCalendar, assignments: readonly PlannedAssignment[], blocks: readonly WorkBlock[]) {
  const liveEnd = localOf(cal.liveEnd).seconds;
  const byStudentDay = new Map<string, WorkBlock[]>();
  for (const b of blocks) {
    const k = `${b.student.key}|${b.day}`;
    const list = byStudentDay.get(k);
    if (list) list.push(b);
    else byStudentDay.set(k, [b]);
  }
  const placed: Placed[] = [];
  for (const [k, list] of byStudentDay) {
    const r = prng(hashSeed(`place|${k}`));
    const ordered = [...list].sort(
      (x, y) => periodOf(assignments[x.assignment]!) - periodOf(assignments[y.assignment]!),
    );
    const live = ordered.filter((b) => b.live).slice(0, 1);
    let cursor = 0;
    // The day's sittings, in class order; on the live day they leave room for the live one before "now".
    const limit = (list[0]?.day === cal.liveDay ? liveEnd : hm(16, 30)) - (live.length ? 3000 : 0);
    for (const b of ordered.filter((x) => !x.live)) {
      const durations = b.questions.map((q) => secondsFor(q, r));
      const total = durations.reduce((s, d) => s + d, 0) + 90;
      let start = Math.max(periodOf(assignments[b.assignment]!) + r.int(60, 900), cursor + r.int(120, 600));
      if (start + total > limit) start = Math.max(cursor + 60, limit - total);
      if (start < SCHOOL_STARTS - 1800 || start + total > limit) continue;
      const answers: number[] = [];
      let t = start + r.int(20, 60);
      for (const d of durations) {
        t += d;
        answers.push(t);
      }
      placed.push({ block: b, start, answers, end: t + r.int(10, 40) });
      cursor = t + 60;
    }
    for (const b of live) {
      // Backwards from a few minutes before "now".
      const durations = b.questions.map((q) => secondsFor(q, r));
      const answers: number[] = [];
      let t = liveEnd - r.int(20, 420);
      for (let i = durations.length - 1; i >= 0; i--) {
        if (t - 60 <= cursor) break;
        answers.unshift(t);
        t -= durations[i] as number;
      }
      if (!answers.length) continue;
      placed.push({
        block: { ...b, questions: b.questions.slice(0, answers.length) },
        start: t,
        answers,
        end: answers[answers.length - 1] as number,
      });
    }
  }
  return placed;
}

/** Turns the sittings into attempts, answers, grades and events. */
export function buildTimeline(
  cal: SchoolCalendar,
  assignments: readonly PlannedAssignment[],
  blocks: readonly WorkBlock[],
  standards: ReadonlyMap<number, StandardInfo>,
): Timeline {
  const attempts: PlannedAttempt[] = [];
  const responses: PlannedResponse[] = [];
  const events: PlannedEvent[] = [];
  const span = Math.max(1, cal.days.length - 1);
  const placed = place(cal, assignments, blocks).sort(
    (x, y) =>
      x.block.day.localeCompare(y.block.day) ||
      x.start - y.start ||
      x.block.student.key.localeCompare(y.block.student.key),
  );
  for (const p of placed) {
    const { block } = p;
    const a = assignments[block.assignment]!;
    const cls = classOf(a.classKey);
    const s = block.student;
    const r = prng(hashSeed(`answers|${s.key}|${a.key}`));
    const at = (seconds: number) => atLocal(block.day, seconds);
    const termShare = (cal.days.indexOf(block.day) < 0 ? cal.days.length : cal.days.indexOf(block.day)) / span;
    const attemptIndex = attempts.length;
    // One shape for every event of the sitting (an object literal per event: spreading a base is slow here).
    const studentEvent = (
      occurredAt: Date,
      type: string,
      action: string,
      item: { questionId: number; standardId: number | null } | null,
      score: number | null,
      maxScore: number | null,
    ): PlannedEvent => ({
      occurredAt,
      type,
      action,
      actor: `s:${s.key}`,
      student: `s:${s.key}`,
      classKey: a.classKey,
      school: cls.school,
      assignment: block.assignment,
      attempt: attemptIndex,
      questionId: item?.questionId ?? null,
      standardId: item?.standardId ?? null,
      score,
      maxScore,
      session: null,
    });
    events.push(studentEvent(at(p.start), T.assessment, A.started, null, null, null));
    let total = 0;
    block.questions.forEach((q, i) => {
      const standard = q.standardId ? standards.get(q.standardId) : undefined;
      const chance = chanceOf(s.learner, cls, q, standard, termShare, a.review, r);
      const { answer, scored } = answerAndScore(q, chance, r);
      const savedAt = at(p.answers[i] as number);
      total += scored.score;
      responses.push({
        attempt: attemptIndex,
        questionId: q.id,
        standardId: q.standardId ?? null,
        answer,
        status: scored.status,
        score: scored.score,
        maxScore: scored.maxScore,
        perPart: scored.perPart ?? null,
        clientId: r.uuid(),
        savedAt,
        gradingScaleId: null,
        feedback: null,
        graded: null,
      });
      const item = { questionId: q.id, standardId: q.standardId ?? null };
      events.push(studentEvent(savedAt, T.assessmentItem, A.completed, item, scored.score, scored.maxScore));
    });
    const answeredIds = new Set(block.questions.map((q) => q.id));
    const next = a.worksheet.questions.find((q) => !answeredIds.has(q.id));
    attempts.push({
      assignment: block.assignment,
      studentKey: s.key,
      status: block.submit ? 'submitted' : 'in_progress',
      startedAt: at(p.start),
      lastActivityAt: at(p.end),
      submittedAt: block.submit ? at(p.end) : null,
      currentQuestionId: block.submit ? (block.questions.at(-1)?.id ?? null) : (next?.id ?? null),
    });
    if (block.submit) {
      events.push(studentEvent(at(p.end), T.assessment, A.submitted, null, roundScore(total), maxScoreOf(a)));
    }
  }
  return { attempts, responses, events };
}

/** Points of the graded questions (type 8 counts none), as the assignment stores them. */
export const maxScoreOf = (a: PlannedAssignment) =>
  a.worksheet.questions.reduce((t, q) => t + (q.answerType === ANSWER_TYPES.notGraded ? 0 : q.points), 0);

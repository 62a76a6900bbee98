// After the work: teachers grade the written answers (the demo teacher keeps the last week's to grade), and
// everyone's sign-ins wrap their work (a session ends signed out, or timed out; live ones are still open).
import { ACTIVITY_ACTIONS as A, ANSWER_TYPES, ACTIVITY_TYPES as T, type TQuestion } from '@clearsheets/shared';
import { teacherGrade } from './demo-activity-answers';
import { atLocal, hashSeed, hm, localOf, prng, type SchoolCalendar } from './demo-activity-clock';
import { CLASSES, type ClassPlan, type StudentPlan, TEACHERS } from './demo-activity-people';
import type { PlannedAssignment } from './demo-activity-plan';
import type { PlannedEvent, Timeline } from './demo-activity-timeline';

const classOf = (key: string) => CLASSES.find((c) => c.key === key) as ClassPlan;

/** School days a teacher takes to grade written answers. */
const GRADING_LAG: Record<string, number> = {
  ana: 2,
  kim: 1,
  nguyen: 2,
  patel: 1,
  okafor: 1,
  martinez: 3,
  becker: 1,
  ben: 2,
};

/** Full marks are correct, none incorrect, anything between partial (as grading decides). */
const statusForScore = (score: number, max: number) =>
  score >= max ? 'correct' : score <= 0 ? 'incorrect' : 'partial';

/** Grades the written answers of submitted work the teacher has had time for; the rest stay pending. */
export function gradeWrittenAnswers(
  cal: SchoolCalendar,
  assignments: readonly PlannedAssignment[],
  students: ReadonlyMap<string, StudentPlan>,
  timeline: Timeline,
) {
  const perTeacherDay = new Map<string, number>();
  let lastSeenByDemo: { feedbackSeenAt: Date | null } | null = null;
  const sorted = timeline.responses
    .map((resp, i) => ({ resp, i }))
    .filter(({ resp }) => resp.status === 'pending' && timeline.attempts[resp.attempt]?.status === 'submitted')
    .sort((x, y) => x.resp.savedAt.getTime() - y.resp.savedAt.getTime() || x.i - y.i);
  for (const { resp } of sorted) {
    const attempt = timeline.attempts[resp.attempt]!;
    const a = assignments[attempt.assignment]!;
    const cls = classOf(a.classKey);
    const student = students.get(attempt.studentKey) as StudentPlan;
    const submitted = localOf(attempt.submittedAt as Date).day;
    const lag = GRADING_LAG[cls.teacherKey] ?? 1;
    const day = cal.days[cal.days.indexOf(submitted) + lag];
    // The demo teacher has not graded the review of the last two weeks nor this week's yet.
    if (!day || (cls.teacherKey === 'ana' && (a.window[0] as string) >= (cal.weeks[5] as string))) continue;
    const k = `${cls.teacherKey}|${day}`;
    const n = perTeacherDay.get(k) ?? 0;
    perTeacherDay.set(k, n + 1);
    const at = atLocal(day, hm(15, 30) + n * 40);
    if (at.getTime() > cal.liveEnd.getTime()) continue;
    const r = prng(hashSeed(`grade|${attempt.studentKey}|${a.key}|${resp.questionId}`));
    const termShare = cal.days.indexOf(day) / Math.max(1, cal.days.length - 1);
    const chance = student.learner.base + student.learner.trend * (termShare - 0.5);
    const grade = teacherGrade(resp.maxScore, chance, r);
    const feedback = grade.feedback ?? (student.demoUsername ? 'Nice thinking. Show one more step next time.' : null);
    const question = a.worksheet.questions.find((q) => q.id === resp.questionId) as TQuestion;
    const scaleId =
      question.answerType === ANSWER_TYPES.constructedResponse ? (question.content.gradingScaleId ?? null) : null;
    // The student reads the comment at their next class.
    const nextDay = cal.days[cal.days.indexOf(day) + 1];
    const seen = feedback && nextDay ? atLocal(nextDay, cls.period + 300) : null;
    resp.status = statusForScore(grade.score, resp.maxScore);
    resp.score = grade.score;
    resp.gradingScaleId = scaleId;
    resp.feedback = feedback;
    resp.graded = { at, feedbackSeenAt: seen && seen.getTime() <= cal.liveEnd.getTime() ? seen : null };
    if (student.demoUsername && resp.graded) lastSeenByDemo = resp.graded;
    timeline.events.push({
      occurredAt: at,
      type: T.grade,
      action: A.graded,
      actor: `t:${cls.teacherKey}`,
      student: `s:${attempt.studentKey}`,
      classKey: a.classKey,
      school: cls.school,
      assignment: attempt.assignment,
      attempt: resp.attempt,
      questionId: resp.questionId,
      standardId: resp.standardId,
      score: grade.score,
      maxScore: resp.maxScore,
      session: null,
    });
  }
  // The demo student has a new comment to read.
  if (lastSeenByDemo) lastSeenByDemo.feedbackSeenAt = null;
}

const SESSION_GAP = 1800;

/** Sign-ins around each student's work and each teacher's school day; every event gets its session. */
export function addSessions(cal: SchoolCalendar, timeline: Timeline) {
  const liveEnd = cal.liveEnd.getTime();
  const added: PlannedEvent[] = [];
  const byPersonDay = new Map<string, PlannedEvent[]>();
  for (const e of timeline.events) {
    const k = `${e.actor}|${localOf(e.occurredAt).day}`;
    const list = byPersonDay.get(k);
    if (list) list.push(e);
    else byPersonDay.set(k, [e]);
  }
  // Teachers sign in most school days, work events or not.
  for (const t of TEACHERS)
    for (const day of cal.days) {
      const k = `t:${t.key}|${day}`;
      if (!byPersonDay.has(k) && prng(hashSeed(k)).chance(0.85)) byPersonDay.set(k, []);
    }
  const schoolOf = (actor: string, e?: PlannedEvent) =>
    e?.school ?? (TEACHERS.find((t) => `t:${t.key}` === actor)?.school as 1 | 2);
  for (const [k, list] of [...byPersonDay].sort(([x], [y]) => x.localeCompare(y))) {
    const [actor, day] = k.split('|') as [string, string];
    const r = prng(hashSeed(`session|${k}`));
    const isTeacher = actor.startsWith('t:');
    const sorted = [...list].sort((x, y) => x.occurredAt.getTime() - y.occurredAt.getTime());
    const groups: PlannedEvent[][] = [];
    for (const e of sorted) {
      const last = groups.at(-1)?.at(-1);
      if (!isTeacher && last && (e.occurredAt.getTime() - last.occurredAt.getTime()) / 1000 <= SESSION_GAP)
        groups.at(-1)!.push(e);
      else if (isTeacher && groups.length) groups[0]!.push(e);
      else groups.push([e]);
    }
    if (isTeacher && !groups.length) groups.push([]);
    for (const g of groups) {
      const session = r.uuid();
      for (const e of g) e.session = session;
      const from = isTeacher
        ? atLocal(day, hm(7, 5) + r.int(0, 900))
        : new Date(g[0]!.occurredAt.getTime() - r.int(30, 150) * 1000);
      const lastAt = g.at(-1)?.occurredAt.getTime() ?? from.getTime();
      const mark = (occurredAt: Date, action: string): PlannedEvent => ({
        occurredAt,
        type: T.session,
        action,
        actor,
        student: isTeacher ? null : actor,
        classKey: null,
        school: schoolOf(actor, g[0]),
        assignment: null,
        attempt: null,
        questionId: null,
        standardId: null,
        score: null,
        maxScore: null,
        session,
      });
      if (from.getTime() > liveEnd) continue;
      added.push(mark(from, A.loggedIn));
      const out = isTeacher
        ? Math.max(atLocal(day, hm(16) + r.int(0, 2400)).getTime(), lastAt + 300_000)
        : lastAt + (r.chance(0.75) ? r.int(20, 240) : r.int(1200, 1700)) * 1000;
      // Still signed in: work going on right now, or a day that has not ended yet.
      if (out > liveEnd || (!isTeacher && liveEnd - lastAt < 15 * 60_000)) continue;
      added.push(mark(new Date(out), isTeacher || out - lastAt < 600_000 ? A.loggedOut : A.timedOut));
    }
  }
  timeline.events.push(...added);
}

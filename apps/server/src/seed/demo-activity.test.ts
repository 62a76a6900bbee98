import { AUTO_SCORED_TYPES, scoreResponse, ZQuestion } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { answerFor } from './demo-activity-answers';
import { isSchoolDay, localOf, prng, schoolCalendar } from './demo-activity-clock';
import { CLASSES, planStudents, type StudentPlan } from './demo-activity-people';
import { planAssignments, planWork, type StandardInfo, type WorksheetInfo } from './demo-activity-plan';
import { addSessions, gradeWrittenAnswers } from './demo-activity-sessions';
import { buildTimeline } from './demo-activity-timeline';
import { questionData } from './library';
import { LIBRARY } from './library/content';

// The library as the database would hold it: questions with ids, standards with ids and reporting categories.
let nextId = 1;
const standards = new Map<number, StandardInfo>();
const standardIds = new Map<string, number>();
const library = new Map<string, WorksheetInfo>(
  LIBRARY.map((w, i) => [
    w.key,
    {
      id: i + 1,
      key: w.key,
      title: w.title,
      questions: w.questions.map((q) => {
        let standardId: number | undefined;
        if (q.standardCode) {
          standardId = standardIds.get(q.standardCode) ?? standardIds.size + 1;
          standardIds.set(q.standardCode, standardId);
          standards.set(standardId, { code: q.standardCode, category: w.domainCode ?? null });
        }
        return ZQuestion.parse({ ...questionData(q, standardId ? { standardId } : {}), id: nextId++ });
      }),
    },
  ]),
);

/** The whole plan for a day, as seedDemoActivity makes it before writing. */
function planFor(today: Date) {
  const students = planStudents(new Set());
  const cal = schoolCalendar(today);
  const assignments = planAssignments(cal, library);
  const timeline = buildTimeline(cal, assignments, planWork(cal, assignments, students), standards);
  gradeWrittenAnswers(cal, assignments, new Map<string, StudentPlan>(students.map((s) => [s.key, s])), timeline);
  addSessions(cal, timeline);
  return { students, cal, assignments, timeline };
}

const sum = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);

// Planning a district takes about a second of CPU; the machine may be shared.
const SLOW = 60_000;

describe('the demo district plan', () => {
  it(
    'is the same for the same day: same rows, same scores, same times',
    () => {
      const today = new Date('2026-11-25T17:00:00Z');
      const a = planFor(today);
      const b = planFor(today);
      expect(JSON.stringify(b.timeline)).toBe(JSON.stringify(a.timeline));
      expect(b.assignments.map((x) => x.key)).toEqual(a.assignments.map((x) => x.key));
      const summary = (p: typeof a) => ({
        students: p.students.length,
        attempts: p.timeline.attempts.length,
        responses: p.timeline.responses.length,
        events: p.timeline.events.length,
        points: sum(p.timeline.responses.map((r) => r.score)),
      });
      expect(summary(b)).toEqual(summary(a));
      expect(summary(a).students).toBeGreaterThanOrEqual(140);
      expect(summary(a).responses).toBeGreaterThan(10_000);
    },
    SLOW,
  );

  // A Monday before 8:30, a Wednesday afternoon, a Saturday, the Mondays after clocks go forward and go back.
  const days = [
    '2026-11-23T13:00:00Z',
    '2026-11-25T20:30:00Z',
    '2026-11-28T18:00:00Z',
    '2027-03-15T15:00:00Z',
    '2026-11-02T16:00:00Z',
  ];
  it.each(days)(
    'on %s: everything happened before now, on school days, and the demo accounts have their story',
    (iso) => {
      const today = new Date(iso);
      const { cal, assignments, timeline } = planFor(today);
      const times = [
        ...timeline.events.map((e) => e.occurredAt),
        ...timeline.responses.flatMap((r) => [r.savedAt, r.graded?.at, r.graded?.feedbackSeenAt]),
        ...assignments.flatMap((a) => [a.createdAt, a.startsAt]),
      ].filter((t): t is Date => t instanceof Date);
      expect(Math.max(...times.map((t) => t.getTime()))).toBeLessThan(today.getTime());
      for (const t of times) expect(isSchoolDay(localOf(t).day), t.toISOString()).toBe(true);
      // Eight weeks: seven whole ones and the live day's.
      expect(cal.weeks).toHaveLength(8);
      expect(cal.days.length).toBeGreaterThanOrEqual(36);

      // Mia: work to do (open, not started), one assignment under way, graded results with a comment to read.
      const mine = (i: number) => timeline.attempts.filter((t) => t.studentKey === 'mia' && t.assignment === i);
      const open = assignments.map((a, i) => ({ a, i })).filter(({ a }) => a.dueAt.getTime() > today.getTime());
      const hers = open.filter(({ a }) => a.classKey === 'g5' || a.classKey === 'sci5');
      expect(hers.filter(({ i }) => mine(i).length === 0).length).toBeGreaterThanOrEqual(2);
      expect(timeline.attempts.filter((t) => t.studentKey === 'mia' && t.status === 'in_progress')).toHaveLength(1);
      const miaAttempts = new Set(timeline.attempts.flatMap((t, i) => (t.studentKey === 'mia' ? [i] : [])));
      const graded = timeline.responses.filter((r) => miaAttempts.has(r.attempt) && r.graded);
      expect(graded.length).toBeGreaterThan(0);
      expect(graded.some((r) => r.feedback && r.graded?.feedbackSeenAt === null)).toBe(true);

      // Ana: written answers to grade, and this week's assignment with students working on it now.
      const anaAttempts = new Set(
        timeline.attempts.flatMap((t, i) => (assignments[t.assignment]?.classKey === 'g5' ? [i] : [])),
      );
      expect(
        timeline.responses.filter((r) => anaAttempts.has(r.attempt) && r.status === 'pending').length,
      ).toBeGreaterThan(10);
      const live = timeline.attempts.filter(
        (t) =>
          t.status === 'in_progress' &&
          assignments[t.assignment]?.classKey === 'g5' &&
          cal.liveEnd.getTime() - t.lastActivityAt.getTime() < 15 * 60_000,
      );
      expect(live.length).toBeGreaterThan(2);
    },
    SLOW,
  );

  it(
    'keeps the free teacher within a free license: one grade, under 30 students, full-topic worksheets only',
    () => {
      const { students, assignments } = planFor(new Date('2026-11-25T17:00:00Z'));
      const ben = CLASSES.find((c) => c.teacherKey === 'ben');
      expect(ben?.grade).toBe('5');
      expect(students.filter((s) => s.classKey === ben?.key).length).toBeLessThanOrEqual(30);
      const keys = assignments.filter((a) => a.classKey === ben?.key).map((a) => a.worksheet.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(LIBRARY.find((w) => w.key === key)?.isFullTopic, key).toBe(true);
    },
    SLOW,
  );

  it('gives every student a distinct username and name', () => {
    const students = planStudents(new Set(['sofia.hernandez']));
    expect(new Set(students.map((s) => s.username)).size).toBe(students.length);
    expect(new Set(students.map((s) => `${s.first} ${s.last}`)).size).toBe(students.length);
    expect(students.map((s) => s.username)).not.toContain('sofia.hernandez');
  });
});

describe('answers a child would give', () => {
  const autoScored = [...library.values()]
    .flatMap((w) => w.questions)
    .filter((q) => (AUTO_SCORED_TYPES as readonly number[]).includes(q.answerType));

  it('are right by the shared rules when the child knows it, and not fully right when they do not', () => {
    const r = prng(7);
    let wrongButCorrect = 0;
    for (const q of autoScored) {
      expect(scoreResponse(q, answerFor(q, 1, r)).status, `question ${q.id}`).toBe('correct');
      if (scoreResponse(q, answerFor(q, 0, r)).status === 'correct') wrongButCorrect += 1;
    }
    // A guess can still land on an accepted answer (a tolerance, an equivalent form), but hardly ever.
    expect(wrongButCorrect).toBeLessThan(autoScored.length * 0.03);
  });
});

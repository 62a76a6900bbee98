// The rollups equal the raw computation, whatever activity came before (docs/decisions/0030).
import {
  ACTIVE_GAP_CAP_SECONDS,
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  REPORT_TIME_ZONE,
  SESSION_GAP_SECONDS,
  STATE_TEXAS_ID,
  type TQuestionInput,
} from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_QUESTIONS, useAssignmentsKit } from '../../../../test/kits/assignments/assignments-test-kit';
import { rowsOf } from '../../../db/bulk-sql';
import { domains, standards } from '../../../db/schema';
import { recordActivity } from '../../../platform/activity';
import { schoolLevels } from '../scope.repository';
import { thresholdsOf } from '../thresholds.repository';
import { rebuildRollups, refreshRollups } from './rollups';
import { districtSchoolLevels } from './school-levels.repository';

const dayIn = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(d);
/** The Monday of a yyyy-mm-dd day. */
const mondayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
const round = (n: number) => Math.round(n * 1000) / 1000;

type Raw = {
  student_id: number;
  class_id: number;
  school_id: number;
  standard_id: number | null;
  saved_at: Date | string;
  status: string;
  score: number;
  max_score: number;
};

describe('report rollups', () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let second: Awaited<ReturnType<typeof k.teacherWithClass>>;
  const assignmentIds: number[] = [];

  beforeAll(async () => {
    owner = await k.teacherWithClass({ students: 4 });
    second = await k.teacherWithClass({ students: 3 });
    const [domain] = await k
      .db()
      .insert(domains)
      .values({ stateId: STATE_TEXAS_ID, subjectId: k.kit.subjectId, grade: '5', code: 'RCX', name: 'Numbers' })
      .returning();
    const made = await k
      .db()
      .insert(standards)
      .values(
        ['5.2A', '5.2B'].map((code) => ({
          domainId: domain!.id,
          stateId: STATE_TEXAS_ID,
          subjectId: k.kit.subjectId,
          grade: '5',
          code,
          description: code,
          stableKey: `TEST.${k.kit.subjectId}.${code}`,
        })),
      )
      .returning();
    // Questions 0 and 1 assess a standard each; the others assess none (they still count in week and total).
    const questions = SAMPLE_QUESTIONS.map((q, i) => (i < 2 ? { ...q, standardId: made[i]!.id } : q));
    const worksheetId = (await k.worksheet({ questions: questions as TQuestionInput[] })).id;
    for (const who of [owner, second])
      assignmentIds.push((await k.assign(who.teacher.username, { worksheetId, classIds: [who.cls.id] })).id);
    await refreshRollups(k.db());
  });

  async function raw() {
    return rowsOf<Raw>(
      await k.db().execute(sql`
        select a.student_id, s.class_id, c.school_id, r.standard_id, r.saved_at, r.status, r.score, r.max_score
        from responses r join attempts a on a.id = r.attempt_id
        join assignments g on g.id = a.assignment_id and g.deleted_at is null
        join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
        join classes c on c.id = s.class_id
        where a.assignment_id = any(${sql.param(assignmentIds)}::int[])`),
    ).filter((r) => ['correct', 'incorrect', 'partial'].includes(r.status));
  }

  /** Sums raw rows by a key, as the rollups must. */
  function sumBy(rows: Raw[], key: (r: Raw) => string) {
    const out = new Map<string, { items: number; correct: number; points: number; maxPoints: number }>();
    for (const r of rows) {
      const m = out.get(key(r)) ?? { items: 0, correct: 0, points: 0, maxPoints: 0 };
      m.items += 1;
      m.correct += r.status === 'correct' ? 1 : 0;
      m.points = round(m.points + Number(r.score));
      m.maxPoints = round(m.maxPoints + Number(r.max_score));
      out.set(key(r), m);
    }
    return Object.fromEntries([...out.entries()].sort());
  }

  async function rolled(query: ReturnType<typeof sql>, key: (r: Record<string, unknown>) => string) {
    const rows = rowsOf<Record<string, unknown>>(await k.db().execute(query));
    return Object.fromEntries(
      rows
        .map(
          (r) =>
            [
              key(r),
              {
                items: Number(r.items),
                correct: Number(r.correct),
                points: round(Number(r.points)),
                maxPoints: round(Number(r.max_points)),
              },
            ] as const,
        )
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }

  const students = () => [...owner.students, ...second.students].map((s) => s.id);

  async function districtOf(schoolId: number) {
    const [row] = rowsOf<{ id: number }>(
      await k.db().execute(sql`select district_id as id from schools where id = ${schoolId}`),
    );
    return Number(row!.id);
  }

  /** The schools' headline rows are current and equal to the levels computed from the students' totals. */
  async function expectHeadlinesMatchTotals(schoolId = owner.cls.schoolId) {
    const districtId = await districtOf(schoolId);
    const all = { grade: null, subjectId: null, fromWeek: null, toWeek: null };
    const byUnit = (rows: { unit: number | null }[]) => [...rows].sort((a, b) => Number(a.unit) - Number(b.unit));
    const live = await schoolLevels(k.db(), districtId, all, await thresholdsOf(k.db(), districtId));
    const headlines = await districtSchoolLevels(k.db(), districtId);
    expect(headlines).not.toBeNull();
    expect(byUnit(headlines ?? [])).toEqual(byUnit(live.map((r) => ({ ...r, unit: Number(r.unit) }))));
    return live;
  }

  async function expectRollupsMatchRaw() {
    const rows = await raw();
    const ids = sql.param(students());
    expect(
      await rolled(
        sql`select student_id, class_id, standard_id, day::text, items, correct, points, max_points
            from report_student_standard_day where student_id = any(${ids}::int[])`,
        (r) => `${r.student_id}/${r.class_id}/${r.standard_id}/${r.day}`,
      ),
    ).toEqual(
      sumBy(
        rows.filter((r) => r.standard_id !== null),
        (r) => `${r.student_id}/${r.class_id}/${r.standard_id}/${dayIn(new Date(r.saved_at))}`,
      ),
    );
    expect(
      await rolled(
        sql`select student_id, class_id, week::text, items, correct, points, max_points
            from report_student_week where student_id = any(${ids}::int[])`,
        (r) => `${r.student_id}/${r.class_id}/${r.week}`,
      ),
    ).toEqual(sumBy(rows, (r) => `${r.student_id}/${r.class_id}/${mondayOf(dayIn(new Date(r.saved_at)))}`));
    expect(
      await rolled(
        sql`select student_id, class_id, items, correct, points, max_points
            from report_student_total where student_id = any(${ids}::int[])`,
        (r) => `${r.student_id}/${r.class_id}`,
      ),
    ).toEqual(sumBy(rows, (r) => `${r.student_id}/${r.class_id}`));
    const schools = sql.param([owner, second].map((o) => o.cls.schoolId));
    expect(
      await rolled(
        sql`select school_id, standard_id, week::text, items, correct, points, max_points
            from report_school_standard_week where school_id = any(${schools}::int[])`,
        (r) => `${r.school_id}/${r.standard_id}/${r.week}`,
      ),
    ).toEqual(
      sumBy(
        rows.filter((r) => r.standard_id !== null),
        (r) => `${r.school_id}/${r.standard_id}/${mondayOf(dayIn(new Date(r.saved_at)))}`,
      ),
    );
    for (const who of [owner, second]) await expectHeadlinesMatchTotals(who.cls.schoolId);
  }

  it('are exact after random answers, resaves, days and submissions (refreshed after each batch)', async () => {
    const answerArb = fc.record({
      who: fc.nat({ max: 6 }),
      question: fc.nat({ max: 2 }),
      choice: fc.constantFrom('a', 'b', 'c'),
      daysAgo: fc.nat({ max: 20 }),
      minute: fc.nat({ max: 1439 }),
      submit: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(answerArb, { minLength: 1, maxLength: 6 }), async (batch) => {
        for (const a of batch) {
          const inSecond = a.who >= owner.students.length;
          const student = inSecond ? second.students[a.who - owner.students.length]! : owner.students[a.who]!;
          const assignmentId = assignmentIds[inSecond ? 1 : 0]!;
          const savedAt = new Date(Date.now() - a.daysAgo * 86_400_000 - a.minute * 60_000);
          const response =
            a.question === 0
              ? { answerType: 1, choiceId: a.choice }
              : a.question === 1
                ? { answerType: 3, text: a.choice === 'a' ? 'Austin' : 'Dallas' }
                : { answerType: 1, choiceId: a.choice };
          const index = a.question === 2 ? 0 : a.question;
          await k.answer(assignmentId, student.id, index, response, savedAt);
          if (a.submit) await k.attempt(assignmentId, student.id, true);
        }
        await refreshRollups(k.db());
        await expectRollupsMatchRaw();
      }),
      { numRuns: 12 },
    );
  });

  it("keeps each class's assignment line: reached, started, submitted, graded, pending, points", async () => {
    await refreshRollups(k.db());
    const lines = rowsOf<Record<string, number>>(
      await k.db().execute(sql`
        select assignment_id, class_id, assigned, started, submitted, graded, pending, points, max_points
        from report_class_assignment where assignment_id = any(${sql.param(assignmentIds)}::int[])
        order by assignment_id`),
    );
    const expected = rowsOf<Record<string, number>>(
      await k.db().execute(sql`
        select s.assignment_id, s.class_id, count(*)::int as assigned, count(a.id)::int as started,
          (count(*) filter (where a.status = 'submitted'))::int as submitted,
          (count(*) filter (where a.status = 'submitted' and a.pending_count = 0))::int as graded,
          coalesce(sum(a.pending_count), 0)::int as pending,
          coalesce(sum(a.score) filter (where a.status = 'submitted'), 0) as points,
          coalesce(sum(a.max_score) filter (where a.status = 'submitted'), 0) as max_points
        from assignment_students s
        left join attempts a on a.assignment_id = s.assignment_id and a.student_id = s.student_id
        where s.assignment_id = any(${sql.param(assignmentIds)}::int[])
        group by 1, 2 order by 1`),
    );
    expect(lines.map((l) => ({ ...l, points: Number(l.points), max_points: Number(l.max_points) }))).toEqual(
      expected.map((l) => ({ ...l, points: Number(l.points), max_points: Number(l.max_points) })),
    );
    expect(lines.map((l) => l.assigned)).toEqual([4, 3]);
  });

  it('counts sessions and time on task from the student’s own events, not a teacher grading them', async () => {
    const student = owner.students[0]!;
    const base = new Date('2026-03-02T15:00:00Z'); // 9:00 in Texas
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
    const event = { actorId: student.id, studentId: student.id, assignmentId: assignmentIds[0]! };
    await recordActivity(k.db(), [
      { ...event, type: ACTIVITY_TYPES.session, action: ACTIVITY_ACTIONS.loggedIn, occurredAt: at(0) },
      { ...event, type: ACTIVITY_TYPES.assessmentItem, action: ACTIVITY_ACTIONS.completed, occurredAt: at(2) },
      { ...event, type: ACTIVITY_TYPES.assessmentItem, action: ACTIVITY_ACTIONS.completed, occurredAt: at(12) },
      { ...event, type: ACTIVITY_TYPES.assessment, action: ACTIVITY_ACTIONS.submitted, occurredAt: at(13) },
      // 50 minutes later: a new session without a sign-in (a resumed one).
      { ...event, type: ACTIVITY_TYPES.assessmentItem, action: ACTIVITY_ACTIONS.completed, occurredAt: at(63) },
      { ...event, type: ACTIVITY_TYPES.session, action: ACTIVITY_ACTIONS.loggedOut, occurredAt: at(64) },
      // Signing in again 10 minutes later starts a session; the gap before it is not work.
      { ...event, type: ACTIVITY_TYPES.session, action: ACTIVITY_ACTIONS.loggedIn, occurredAt: at(74) },
      { ...event, type: ACTIVITY_TYPES.assessmentItem, action: ACTIVITY_ACTIONS.completed, occurredAt: at(75) },
      // A time-out noticed an hour later ends that session; it starts none.
      { ...event, type: ACTIVITY_TYPES.session, action: ACTIVITY_ACTIONS.timedOut, occurredAt: at(140) },
      // The teacher's grade is about the student but is not the student's time.
      {
        ...event,
        actorId: owner.teacher.id,
        type: ACTIVITY_TYPES.grade,
        action: ACTIVITY_ACTIONS.graded,
        occurredAt: at(90),
      },
    ]);
    await refreshRollups(k.db());
    const [day] = rowsOf<Record<string, number>>(
      await k.db().execute(sql`
        select sessions, active_seconds, answers, submissions from report_student_day_usage
        where student_id = ${student.id} and day = '2026-03-02'`),
    );
    // Gaps: 2 min, 10 min (capped at 5), 1 min, 50 min (a new session: not counted), 1 min, 10 min before the
    // sign-in (not counted), 1 min, 65 min before the time-out (not counted, and no session of its own).
    const cap = ACTIVE_GAP_CAP_SECONDS;
    expect(SESSION_GAP_SECONDS).toBeLessThan(50 * 60);
    expect(day).toEqual({ sessions: 3, active_seconds: 120 + cap + 60 + 60 + 60, answers: 4, submissions: 1 });
    const [school] = rowsOf<Record<string, number>>(
      await k.db().execute(sql`
        select active_students, sessions, answers from report_school_day_usage
        where school_id = ${owner.cls.schoolId} and day = '2026-03-02'`),
    );
    expect(school).toEqual({ active_students: 1, sessions: 3, answers: 4 });
  });

  // On PostgreSQL the server's other databases (other apps, the other test files' clones) have transactions of
  // their own; one left open must not hold this database's rollups back.
  it.runIf(process.env.DATABASE_URL)('is not held back by a transaction open in another database', async () => {
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const reserved = await other.reserve();
    try {
      await reserved`begin`;
      await reserved`select pg_current_xact_id()`;
      const student = owner.students[1]!;
      await k.answer(assignmentIds[0]!, student.id, 0, { answerType: 1, choiceId: 'b' });
      await refreshRollups(k.db());
      await expectRollupsMatchRaw();
    } finally {
      await reserved`rollback`;
      reserved.release();
      await other.end();
    }
  });

  it('a rebuild from the raw rows gives the same rollups as the refreshes did', async () => {
    await refreshRollups(k.db());
    const snapshot = async () =>
      rowsOf(
        await k.db().execute(sql`
          select 'ssd' as t, student_id, class_id, standard_id, day::text, items, correct, points, max_points
          from report_student_standard_day where student_id = any(${sql.param(students())}::int[])
          order by 2, 3, 4, 5`),
      );
    const before = await snapshot();
    await rebuildRollups(k.db());
    expect(await snapshot()).toEqual(before);
    await expectRollupsMatchRaw();
  });

  it("recomputes a school's headline after new thresholds or a deleted class; until then the report reads totals", async () => {
    const districtId = await districtOf(owner.cls.schoolId);
    await k.answer(assignmentIds[0]!, owner.students[0]!.id, 0, { answerType: 1, choiceId: 'a' });
    await refreshRollups(k.db());
    expect(await districtSchoolLevels(k.db(), districtId)).not.toBeNull();

    // Neither writes an activity event: the rows say they were computed with other settings, so they are not read.
    await k.db().execute(sql`
      insert into district_report_settings (district_id, approaches, meets, masters)
      values (${districtId}, 40, 60, 95)
      on conflict (district_id) do update set approaches = 40, meets = 60, masters = 95`);
    expect(await districtSchoolLevels(k.db(), districtId)).toBeNull();
    await refreshRollups(k.db());
    const [school] = await expectHeadlinesMatchTotals();
    expect(school!.masters + school!.meets + school!.approaches + school!.did_not_meet).toBe(school!.scored);

    const res = await k.call(second.teacher.username, 'DELETE', `/api/v1/classes/${second.cls.id}`);
    expect(res.statusCode).toBeLessThan(300);
    expect(await districtSchoolLevels(k.db(), await districtOf(second.cls.schoolId))).toBeNull();
    await refreshRollups(k.db());
    // Its only class deleted, the school has no results left to show.
    expect(await expectHeadlinesMatchTotals(second.cls.schoolId)).toEqual([]);
  });

  it('drops a deleted assignment from every rollup at the next refresh', async () => {
    const res = await k.call(owner.teacher.username, 'DELETE', `/api/v1/assignments/${assignmentIds[0]}`);
    expect(res.statusCode).toBeLessThan(300);
    await refreshRollups(k.db());
    const left = rowsOf<{ n: number }>(
      await k.db().execute(sql`
        select (select count(*) from report_class_assignment where assignment_id = ${assignmentIds[0]!})::int
          + (select count(*) from report_student_total where class_id = ${owner.cls.id})::int as n`),
    );
    expect(left[0]!.n).toBe(0);
  });
});

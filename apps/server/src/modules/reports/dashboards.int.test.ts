import {
  addDays,
  averagePerDay,
  DEFAULT_LEVEL_THRESHOLDS,
  levelOf,
  mondayOf,
  percentOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  STATE_TEXAS_ID,
  type TQuestionInput,
  type TScopeDashboard,
  type TTeacherDashboard,
} from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories';
import { FIXED_DATES } from '../../../test/fixed-dates';
import { SAMPLE_QUESTIONS, useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import { rowsOf } from '../../db/bulk-sql';
import { domains, standards } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { refreshRollups } from './rollups/rollups';

// Dashboards from the rollups, checked against the raw rows: a teacher's classes needing attention and recent
// results; a school's and a district's headline figures this week against last, and their weeks.

const DAY_MS = 86_400_000;
const RIGHT = { answerType: 1, choiceId: 'b' };
const WRONG = { answerType: 1, choiceId: 'a' };
const TYPED_RIGHT = { answerType: 3, text: 'Austin' };

interface RawResponse {
  student_id: number;
  class_id: number;
  school_id: number;
  standard_id: number | null;
  saved_at: string;
  score: number;
  max_score: number;
}

describe.each(FIXED_DATES)('dashboards (GET /api/v1/dashboards/teacher and /scope) on %s', (_label, at) => {
  const now = new Date(at).getTime();
  const k = useAssignmentsKit({ clock: fixedClock(at) });
  const today = reportDayOf(new Date(now), REPORT_TIME_ZONE);
  let world: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = k.db();
    const admin = await buildUser(db, { role: 'DistrictAdmin' });
    const otherAdmin = await buildUser(db, { role: 'DistrictAdmin' });
    const schoolA = await buildSchool(db, { districtId: admin.districtId!, name: 'Alamo Elementary' });
    const schoolB = await buildSchool(db, { districtId: admin.districtId!, name: 'Brazos Elementary' });
    const principalA = await buildUser(db, { role: 'Principal', schoolId: schoolA.id, districtId: schoolA.districtId });
    const coachB = await buildUser(db, {
      role: 'InstructionalCoach',
      schoolId: schoolB.id,
      districtId: schoolB.districtId,
    });
    const owner = await k.teacherWithClass({ schoolId: schoolA.id, students: 3 });
    const second = await k.teacherWithClass({ schoolId: schoolA.id, students: 2 });
    await k.addCoTeacher(second.cls.id, owner.teacher.id);
    const colleague = await k.teacherWithClass({ schoolId: schoolA.id, students: 2 });
    const inB = await k.teacherWithClass({ schoolId: schoolB.id, students: 2 });
    const free = await k.teacherWithClass({ schoolId: schoolA.id, students: 0, license: 'CKF' });

    const [domain] = await db
      .insert(domains)
      .values({ stateId: STATE_TEXAS_ID, subjectId: k.kit.subjectId, grade: '5', code: 'D1', name: 'Numbers' })
      .returning();
    const [stdA, stdB] = await db
      .insert(standards)
      .values(
        ['5.3A', '5.3B'].map((code, i) => ({
          domainId: domain!.id,
          stateId: STATE_TEXAS_ID,
          subjectId: k.kit.subjectId,
          grade: '5',
          code,
          description: `Dashboard standard ${code}`,
          stableKey: `TEST.DASH.${k.kit.subjectId}.${code}`,
          position: i,
        })),
      )
      .returning();
    const questions = SAMPLE_QUESTIONS.map((q, i) =>
      i < 2 ? { ...q, standardId: [stdA!.id, stdB!.id][i] } : q,
    ) as TQuestionInput[];
    const worksheetId = (await k.worksheet({ questions })).id;
    const assign = async (t: { teacher: { username: string }; cls: { id: number } }) =>
      (await k.assign(t.teacher.username, { worksheetId, classIds: [t.cls.id] })).id;
    const ownerWork = await assign(owner);
    const secondNow = await assign(second);
    const secondOld = await assign(second);
    const colleagueWork = await assign(colleague);
    const inBWork = await assign(inB);
    // Due yesterday evening (or earlier today): its hand-ins are this week's participation when yesterday was.
    await k.setDue(ownerWork, new Date(now - 3_600_000), now);
    await k.setDue(inBWork, new Date(now - 8 * DAY_MS), now);

    const hourAgo = new Date(now - 3_600_000);
    const lastWeek = new Date(now - 7 * DAY_MS - 3_600_000);
    // The owner's class: everyone wrong on 5.3A, right on 5.3B; two of three hand in.
    for (const [i, s] of owner.students.entries()) {
      await k.answer(ownerWork, s.id, 0, WRONG, hourAgo);
      await k.answer(ownerWork, s.id, 1, TYPED_RIGHT, hourAgo);
      if (i < 2) await k.attempt(ownerWork, s.id, true, hourAgo);
    }
    // The co-taught class: 5.3A half right now; both wrong six weeks ago.
    await k.answer(secondNow, second.students[0]!.id, 0, RIGHT, hourAgo);
    await k.answer(secondNow, second.students[1]!.id, 0, WRONG, hourAgo);
    for (const s of second.students) await k.answer(secondOld, s.id, 0, WRONG, new Date(now - 42 * DAY_MS));
    await k.attempt(secondNow, second.students[0]!.id, true, hourAgo);
    // A colleague's class (never on the owner's dashboard) answered last week; school B's class this week.
    for (const s of colleague.students) await k.answer(colleagueWork, s.id, 0, RIGHT, lastWeek);
    for (const s of inB.students) {
      await k.answer(inBWork, s.id, 0, RIGHT, hourAgo);
      await k.attempt(inBWork, s.id, true, hourAgo);
    }
    await refreshRollups(db);
    return {
      admin,
      otherAdmin,
      schoolA,
      schoolB,
      principalA,
      coachB,
      owner,
      second,
      colleague,
      inB,
      free,
      stdA: stdA!,
      stdB: stdB!,
      ownerWork,
      secondNow,
      assignments: [ownerWork, secondNow, secondOld, colleagueWork, inBWork],
    };
  }

  beforeAll(async () => {
    world = await buildWorld();
  });

  /** Every scored response of the world, with the class and school it came through. */
  const raw = async () =>
    rowsOf<RawResponse>(
      await k.db().execute(sql`
        select a.student_id, s.class_id, c.school_id, r.standard_id, r.saved_at::text as saved_at,
               r.score::float8 as score, r.max_score::float8 as max_score
          from responses r join attempts a on a.id = r.attempt_id
          join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
          join classes c on c.id = s.class_id
         where a.assignment_id = any(${sql.param(world.assignments)}::int[])
           and r.status in ('correct', 'incorrect', 'partial')`),
    );
  const sum = (rows: RawResponse[]) => ({
    points: rows.reduce((s, r) => s + r.score, 0),
    max: rows.reduce((s, r) => s + r.max_score, 0),
  });
  const dayOf = (r: { saved_at: string }) => reportDayOf(new Date(r.saved_at), REPORT_TIME_ZONE);

  const teacherDashboard = async (username: string, range = '4w') => {
    const res = await k.call(username, 'GET', `/api/v1/dashboards/teacher?range=${range}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TTeacherDashboard;
  };

  it("names the teacher's classes with a standard below Approaches, lowest standard first", async () => {
    const rows = await raw();
    const dash = await teacherDashboard(world.owner.teacher.username);
    expect(dash.range).toEqual({ key: '4w', from: addDays(today, -27), to: today });
    expect(dash.thresholds).toEqual(DEFAULT_LEVEL_THRESHOLDS);
    expect(dash.classesScored).toBe(2);
    const mine = sum(rows.filter((r) => r.class_id === world.owner.cls.id));
    expect(dash.classesNeedingAttention).toEqual([
      {
        classId: world.owner.cls.id,
        name: world.owner.cls.name,
        percent: percentOf(mine.points, mine.max),
        level: levelOf(percentOf(mine.points, mine.max)),
        standardsScored: 2,
        standardsBelow: 1,
        lowest: [{ standardId: world.stdA.id, code: '5.3A', description: 'Dashboard standard 5.3A', percent: 0 }],
      },
    ]);
    expect(dash.abilities).toEqual({ crystalReport: true });

    // Eight weeks back, the co-taught class's old wrong answers bring 5.3A below Approaches there too.
    const longer = await teacherDashboard(world.owner.teacher.username, '8w');
    const second = rows.filter(
      (r) => r.class_id === world.second.cls.id && r.standard_id === world.stdA.id && dayOf(r) >= addDays(today, -55),
    );
    expect(longer.classesNeedingAttention.map((c) => c.classId).sort()).toEqual(
      [world.owner.cls.id, world.second.cls.id].sort(),
    );
    const secondRow = longer.classesNeedingAttention.find((c) => c.classId === world.second.cls.id)!;
    expect(secondRow.lowest).toEqual([
      expect.objectContaining({ standardId: world.stdA.id, percent: percentOf(sum(second).points, sum(second).max) }),
    ]);
    expect((await teacherDashboard(world.owner.teacher.username, 'all')).range.from).toBeNull();
  });

  it('lists recent results with the class percent of submitted work, never a colleague’s', async () => {
    const dash = await teacherDashboard(world.owner.teacher.username);
    expect(dash.recentResults.map((r) => [r.assignmentId, r.classId]).sort()).toEqual(
      [
        [world.ownerWork, world.owner.cls.id],
        [world.secondNow, world.second.cls.id],
      ].sort(),
    );
    const owner = dash.recentResults.find((r) => r.assignmentId === world.ownerWork)!;
    // Over the attempts handed in (their scores as the attempts hold them).
    const [handedIn] = rowsOf<{ points: number; max: number }>(
      await k.db().execute(sql`
        select sum(score)::float8 as points, sum(max_score)::float8 as max from attempts
         where assignment_id = ${world.ownerWork} and status = 'submitted'`),
    );
    expect(owner).toMatchObject({
      title: expect.any(String),
      className: world.owner.cls.name,
      assigned: 3,
      submitted: 2,
      percent: percentOf(handedIn!.points, handedIn!.max),
      lastSubmittedAt: expect.any(String),
    });
    const colleague = await teacherDashboard(world.colleague.teacher.username);
    expect(colleague.recentResults).toEqual([]);
    expect(JSON.stringify(colleague)).not.toContain(world.owner.cls.name);
  });

  it('is for teachers: leaders get 403, a free license sees no crystal report link', async () => {
    for (const u of [world.principalA.username, world.admin.username])
      expect((await k.call(u, 'GET', '/api/v1/dashboards/teacher')).statusCode).toBe(403);
    expect((await teacherDashboard(world.free.teacher.username)).abilities).toEqual({ crystalReport: false });
    expect((await k.call(world.owner.teacher.username, 'GET', '/api/v1/dashboards/teacher?range=1y')).statusCode).toBe(
      400,
    );
  });

  const scope = async (username: string, q = '') => {
    const res = await k.call(username, 'GET', `/api/v1/dashboards/scope${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TScopeDashboard;
  };

  /** The figures computed from the raw rows for the schools given: the last 7 days against the 7 before. */
  async function expectedFigures(schoolIds: number[], students: number) {
    const rows = (await raw()).filter((r) => schoolIds.includes(r.school_id) && r.standard_id !== null);
    const [from, previousFrom, previousTo] = [addDays(today, -6), addDays(today, -13), addDays(today, -7)];
    const lastDays = rows.filter((r) => dayOf(r) >= from && dayOf(r) <= today);
    const daysBefore = rows.filter((r) => dayOf(r) >= previousFrom && dayOf(r) <= previousTo);
    const events = rowsOf<{ student_id: number; day: string; type: string }>(
      await k.db().execute(sql`
        select e.student_id, (e.occurred_at at time zone ${REPORT_TIME_ZONE})::date::text as day, e.type
          from activity_events e join users u on u.id = e.student_id
         where e.actor_id = e.student_id and u.school_id = any(${sql.param(schoolIds)}::int[])`),
    );
    const inDays = (from: string, to: string) => events.filter((e) => e.day >= from && e.day <= to);
    /** Students active on an average day with any use: distinct students per day, averaged over those days. */
    const averageDay = (from: string, to: string) => {
      const perDay = new Map<string, Set<number>>();
      for (const e of inDays(from, to)) perDay.set(e.day, (perDay.get(e.day) ?? new Set()).add(e.student_id));
      const studentDays = [...perDay.values()].reduce((n, set) => n + set.size, 0);
      return averagePerDay(studentDays, perDay.size);
    };
    /** The share of student results (a student's days in one class) at Meets or above. */
    const meets = (list: RawResponse[]) => {
      const per = new Map<string, { p: number; m: number }>();
      for (const r of list) {
        const key = `${r.student_id}:${r.class_id}`;
        const s = per.get(key) ?? { p: 0, m: 0 };
        s.p += r.score;
        s.m += r.max_score;
        per.set(key, s);
      }
      const scored = [...per.values()].filter((s) => s.m > 0);
      if (scored.length === 0) return null;
      const up = scored.filter((s) => (percentOf(s.p, s.m) ?? 0) >= DEFAULT_LEVEL_THRESHOLDS.meets).length;
      return Math.round((up / scored.length) * 1000) / 10;
    };
    const percent = (list: RawResponse[]) => percentOf(sum(list).points, sum(list).max);
    return {
      activeStudents: {
        current: averageDay(from, today),
        previous: averageDay(previousFrom, previousTo),
        outOf: students,
      },
      answers: {
        current: inDays(from, today).filter((e) => e.type === 'AssessmentItemEvent').length,
        previous: inDays(previousFrom, previousTo).filter((e) => e.type === 'AssessmentItemEvent').length,
      },
      averagePercent: { current: percent(lastDays), previous: percent(daysBefore) },
      meetsOrAbove: { current: meets(lastDays), previous: meets(daysBefore) },
    };
  }

  it("gives a principal their school's figures of the last 7 days against the 7 before, equal to the raw rows", async () => {
    const dash = await scope(world.principalA.username);
    expect(dash.scope).toEqual({ kind: 'school', id: world.schoolA.id, name: 'Alamo Elementary' });
    expect(dash.period).toEqual({
      from: addDays(today, -6),
      to: today,
      previousFrom: addDays(today, -13),
      previousTo: addDays(today, -7),
    });
    const students = 3 + 2 + 2; // the school's classes' students (the free teacher's class is empty)
    const want = await expectedFigures([world.schoolA.id], students);
    const fig = Object.fromEntries(dash.figures.map((f) => [f.key, f]));
    expect(dash.figures.map((f) => f.key)).toEqual([
      'activeStudents',
      'answers',
      'averagePercent',
      'meetsOrAbove',
      'participation',
    ]);
    expect(fig.activeStudents).toMatchObject({ unit: 'count', ...want.activeStudents });
    expect(fig.answers).toMatchObject({ unit: 'count', ...want.answers });
    expect(fig.averagePercent).toMatchObject({ unit: 'percent', ...want.averagePercent });
    expect(fig.meetsOrAbove).toMatchObject(want.meetsOrAbove);
    // The world answered an hour ago: the last 7 days have use whatever the weekday.
    expect(fig.activeStudents!.current).toBeGreaterThan(0);
    // Eight weeks, this one last; each week's answers and percent equal the raw rows of that week.
    expect(dash.weeks.map((w) => w.week)).toEqual(
      Array.from({ length: 8 }, (_, i) => addDays(mondayOf(today), (i - 7) * 7)),
    );
    const rows = (await raw()).filter((r) => r.school_id === world.schoolA.id);
    for (const w of dash.weeks) {
      const inWeek = rows.filter((r) => mondayOf(dayOf(r)) === w.week);
      expect(w.averagePercent, w.week).toBe(percentOf(sum(inWeek).points, sum(inWeek).max));
    }
  });

  it('measures participation over the assignments due in the last 7 days so far, against the 7 before', async () => {
    const fig = (await scope(world.principalA.username)).figures.find((f) => f.key === 'participation')!;
    // The owner's assignment fell due an hour ago: two of three handed in, whatever the weekday.
    expect(fig.current).toBe(66.7);
    const inB = (await scope(world.admin.username, `?schoolId=${world.schoolB.id}`)).figures.find(
      (f) => f.key === 'participation',
    )!;
    // School B's fell due eight days ago, all handed in: the 7 days before's, never the last 7's.
    expect(inB.current).toBeNull();
    expect(inB.previous).toBe(100);
  });

  it('raises no false alarm when the last 14 days were alike, even on a Monday with one day of answers', async () => {
    // A school whose one student answers one question a day for 14 days: right every day but today and a week
    // ago. Week against week, a Monday would show this week's one wrong answer (0%, none at Meets) against last
    // week's six of seven; the last 7 days against the 7 before are six of seven on both sides.
    const db = k.db();
    const admin = await buildUser(db, { role: 'DistrictAdmin' });
    const school = await buildSchool(db, { districtId: admin.districtId!, name: 'Colorado Elementary' });
    const principal = await buildUser(db, { role: 'Principal', schoolId: school.id, districtId: school.districtId });
    const t = await k.teacherWithClass({ schoolId: school.id, students: 1 });
    const questions = [{ ...SAMPLE_QUESTIONS[0]!, standardId: world.stdA.id }] as TQuestionInput[];
    const worksheetId = (await k.worksheet({ questions })).id;
    const days = new Set<string>();
    for (let i = 0; i < 14; i++) {
      const { id } = await k.assign(t.teacher.username, { worksheetId, classIds: [t.cls.id] });
      const at = new Date(now - i * DAY_MS - 600_000);
      days.add(reportDayOf(at, REPORT_TIME_ZONE));
      await k.answer(id, t.students[0]!.id, 0, i % 7 === 0 ? WRONG : RIGHT, at);
    }
    expect(days.size).toBe(14);
    await refreshRollups(db);
    const fig = Object.fromEntries((await scope(principal.username)).figures.map((f) => [f.key, f]));
    const sixOfSeven = percentOf(6, 7);
    expect(fig.averagePercent).toMatchObject({
      current: sixOfSeven,
      previous: sixOfSeven,
      change: 0,
      direction: 'flat',
    });
    expect(fig.meetsOrAbove).toMatchObject({ current: 100, previous: 100, change: 0, direction: 'flat' });
    expect(fig.answers).toMatchObject({ current: 7, previous: 7, change: 0, direction: 'flat' });
    expect(fig.activeStudents).toMatchObject({ current: 1, previous: 1, direction: 'flat' });
  });

  it('gives a district admin every school, or one of them; nobody reaches beyond their scope', async () => {
    const district = await scope(world.admin.username);
    expect(district.scope).toMatchObject({ kind: 'district', id: world.admin.districtId });
    const want = await expectedFigures([world.schoolA.id, world.schoolB.id], 3 + 2 + 2 + 2);
    expect(district.figures.find((f) => f.key === 'activeStudents')).toMatchObject(want.activeStudents);
    expect(district.figures.find((f) => f.key === 'answers')).toMatchObject(want.answers);
    const one = await scope(world.admin.username, `?schoolId=${world.schoolA.id}`);
    expect(one.scope).toEqual({ kind: 'school', id: world.schoolA.id, name: 'Alamo Elementary' });

    const refused = async (username: string, q: string, status: number) =>
      expect((await k.call(username, 'GET', `/api/v1/dashboards/scope${q}`)).statusCode, `${username} ${q}`).toBe(
        status,
      );
    await refused(world.coachB.username, `?schoolId=${world.schoolA.id}`, 404);
    await refused(world.otherAdmin.username, `?schoolId=${world.schoolA.id}`, 404);
    await refused(world.owner.teacher.username, '', 403);
    await refused(world.principalA.username, '?schoolId=x', 400);
    // A coach sees their own school.
    expect((await scope(world.coachB.username)).scope.id).toBe(world.schoolB.id);
  });
});

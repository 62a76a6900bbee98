import {
  addDays,
  averagePerDay,
  MESSAGES,
  minutesOf,
  mondayOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TSchoolUsageReport,
} from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import { byStudentDay, csvRows, ownEvents, usageOfDay } from '../../../test/kits/reports/usage-rules';
import { refreshRollups } from './rollups/rollups';

// Usage per school and week (GET /api/v1/reports/usage/schools): from the per-school rollup, equal to the usage
// rules applied to the raw events; a district admin's district or one school, a leader's own school only.

const DAY_MS = 86_400_000;

describe('school usage by week', () => {
  const k = useAssignmentsKit();
  const now = Date.now();
  const today = reportDayOf(new Date(now), REPORT_TIME_ZONE);
  let w: Awaited<ReturnType<typeof build>>;

  async function build() {
    const db = k.db();
    const admin = await buildUser(db, { role: 'DistrictAdmin', license: 'CKPD' });
    const otherAdmin = await buildUser(db, { role: 'DistrictAdmin', license: 'CKPD' });
    const schoolA = await buildSchool(db, { districtId: admin.districtId!, name: 'Alamo Elementary' });
    const schoolB = await buildSchool(db, { districtId: admin.districtId!, name: 'Brazos Elementary' });
    const principalA = await buildUser(db, {
      role: 'Principal',
      schoolId: schoolA.id,
      districtId: schoolA.districtId,
      license: 'CKPD',
    });
    const principalB = await buildUser(db, {
      role: 'Principal',
      schoolId: schoolB.id,
      districtId: schoolB.districtId,
      license: 'CKPD',
    });
    const a = await k.teacherWithClass({ schoolId: schoolA.id, students: 3 });
    const b = await k.teacherWithClass({ schoolId: schoolB.id, students: 2 });
    const worksheetId = (await k.worksheet()).id;
    const workA = (await k.assign(a.teacher.username, { worksheetId, classIds: [a.cls.id] })).id;
    const oldA = (await k.assign(a.teacher.username, { worksheetId, classIds: [a.cls.id] })).id;
    const workB = (await k.assign(b.teacher.username, { worksheetId, classIds: [b.cls.id] })).id;
    // School A works today and two weeks ago, a few minutes apart; school B today.
    for (const [i, s] of a.students.entries()) {
      const at = now - 2 * 3_600_000 + i * 60_000;
      await k.answer(workA, s.id, 0, { answerType: 1, choiceId: 'b' }, new Date(at));
      await k.answer(workA, s.id, 1, { answerType: 3, text: 'Austin' }, new Date(at + 90_000));
      await k.answer(oldA, s.id, 0, { answerType: 1, choiceId: 'a' }, new Date(at - 14 * DAY_MS));
    }
    await k.attempt(workA, a.students[0]!.id, true);
    for (const s of b.students)
      await k.answer(workB, s.id, 0, { answerType: 1, choiceId: 'b' }, new Date(now - 3_600_000));
    await refreshRollups(db);
    return { admin, otherAdmin, schoolA, schoolB, principalA, principalB, a, b, teacher: a.teacher.username };
  }

  beforeAll(async () => {
    w = await build();
  });

  const report = async (username: string, q = '') => {
    const res = await k.call(username, 'GET', `/api/v1/reports/usage/schools${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TSchoolUsageReport;
  };

  /** Each school's weeks as the usage rules make them from the raw events. */
  async function expectedWeeks() {
    const students = [...w.a.students, ...w.b.students].map((s) => s.id);
    const out = new Map<
      string,
      {
        studentDays: number;
        days: Set<string>;
        sessions: number;
        activeSeconds: number;
        answers: number;
        submissions: number;
      }
    >();
    for (const group of byStudentDay(await ownEvents(k.db(), students))) {
      const key = `${group.schoolId}:${mondayOf(group.day)}`;
      const m = out.get(key) ?? {
        studentDays: 0,
        days: new Set(),
        sessions: 0,
        activeSeconds: 0,
        answers: 0,
        submissions: 0,
      };
      const u = usageOfDay(group.events);
      m.studentDays += 1;
      m.days.add(group.day);
      m.sessions += u.sessions;
      m.activeSeconds += u.activeSeconds;
      m.answers += u.answers;
      m.submissions += u.submissions;
      out.set(key, m);
    }
    return out;
  }

  it('gives a district admin every school, week by week, equal to the raw events', async () => {
    const body = await report(w.admin.username);
    expect(body.scope.kind).toBe('district');
    // Eight weeks by default, this one last.
    expect(body.weeks).toHaveLength(8);
    expect(body.weeks.at(-1)).toBe(mondayOf(today));
    expect(body.range).toEqual({ from: addDays(mondayOf(today), -49), to: today });
    expect(body.schools.map((s) => s.name)).toEqual(['Alamo Elementary', 'Brazos Elementary']);
    expect(body.schools.map((s) => s.enrolled)).toEqual([3, 2]);
    const want = await expectedWeeks();
    expect([...want.values()].some((m) => m.activeSeconds > 0)).toBe(true);
    for (const school of body.schools)
      for (const week of school.weeks) {
        const m = want.get(`${school.schoolId}:${week.week}`);
        expect(week, `${school.name} ${week.week}`).toEqual({
          week: week.week,
          studentDays: m?.studentDays ?? 0,
          activeDays: m?.days.size ?? 0,
          sessions: m?.sessions ?? 0,
          activeSeconds: m?.activeSeconds ?? 0,
          answers: m?.answers ?? 0,
          submissions: m?.submissions ?? 0,
          lessons: 0,
        });
      }
    // The district's weeks add the schools up, counting a day two schools used once.
    const thisWeek = body.totals.at(-1)!;
    const schoolsThisWeek = body.schools.map((s) => s.weeks.at(-1)!);
    expect(thisWeek.answers).toBe(schoolsThisWeek.reduce((n, s) => n + s.answers, 0));
    expect(thisWeek.studentDays).toBe(schoolsThisWeek.reduce((n, s) => n + s.studentDays, 0));
    const daysThisWeek = new Set(
      [...want.entries()].filter(([key]) => key.endsWith(`:${mondayOf(today)}`)).flatMap(([, m]) => [...m.days]),
    );
    expect(thisWeek.activeDays).toBe(daysThisWeek.size);
    expect(body.schools[0]!.answers).toBe(9);
  });

  it('exports both tables as CSV with the rows on screen', async () => {
    const body = await report(w.admin.username);
    const schools = await k.call(w.admin.username, 'GET', '/api/v1/reports/usage/schools.csv?view=schools');
    expect(schools.statusCode).toBe(200);
    expect(csvRows(schools.body)).toEqual([
      [
        'School',
        'Students',
        'Average daily active students',
        'Days with use',
        'Sessions',
        'Time on task (minutes)',
        'Answers',
        'Assignments submitted',
        'Lessons',
      ],
      ...body.schools.map((s) =>
        [
          s.name,
          s.enrolled,
          averagePerDay(s.studentDays, s.activeDays) ?? '',
          s.activeDays,
          s.sessions,
          minutesOf(s.activeSeconds),
          s.answers,
          s.submissions,
          s.lessons,
        ].map(String),
      ),
    ]);
    const weeks = csvRows((await k.call(w.admin.username, 'GET', '/api/v1/reports/usage/schools.csv?view=weeks')).body);
    expect(weeks.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual(
      body.schools.flatMap((s) => s.weeks.map((x) => [s.name, x.week, String(x.answers)])),
    );
  });

  it('gives a principal only their school, and refuses other schools and districts with 404', async () => {
    const mine = await report(w.principalA.username);
    expect(mine.scope).toEqual({ kind: 'school', name: 'Alamo Elementary' });
    expect(mine.schools.map((s) => s.schoolId)).toEqual([w.schoolA.id]);
    expect((await report(w.admin.username, `?schoolId=${w.schoolB.id}`)).schools.map((s) => s.name)).toEqual([
      'Brazos Elementary',
    ]);
    for (const [username, q] of [
      [w.principalA.username, `?schoolId=${w.schoolB.id}`],
      [w.principalB.username, `?schoolId=${w.schoolA.id}`],
      [w.otherAdmin.username, `?schoolId=${w.schoolA.id}`],
      [w.teacher, ''],
    ] as const)
      expect((await k.call(username, 'GET', `/api/v1/reports/usage/schools${q}`)).statusCode, `${username}${q}`).toBe(
        404,
      );
  });

  it('takes a chosen range and refuses a backwards one', async () => {
    const body = await report(w.admin.username, '?from=2026-03-04&to=2026-03-17');
    expect(body.weeks).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    const res = await k.call(w.admin.username, 'GET', '/api/v1/reports/usage/schools?from=2026-03-17&to=2026-03-04');
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe(MESSAGES.reportDateRange);
  });
});

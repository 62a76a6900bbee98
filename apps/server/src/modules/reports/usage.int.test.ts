import {
  DEMO_PASSWORD,
  MESSAGES,
  minutesOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TAttemptState,
  type TSessionDay,
  type TStudentUsageDetail,
  type TStudentUsageReport,
} from '@clearsheets/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildSchool, buildUser, formBody, requestsAs, signIn } from '../../../test/factories';
import {
  buildAssignment,
  GOOD_ANSWERS,
  requester,
  saveBody,
  WRONG_ANSWERS,
} from '../../../test/kits/attempts/test-support';
import { csvRows, usageOfDay } from '../../../test/kits/reports/usage-rules';
import { activityEvents, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { refreshRollups } from './rollups/rollups';
import { clockTime } from './usage-csv';

// The usage reports of a class: a student signs in through /connect/token, works and signs out; the report's
// sessions, time on task, answers and submissions equal the same rules applied to the events the app wrote.

describe('usage reports of a class (students, one student, one day)', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  const today = reportDayOf(new Date(), REPORT_TIME_ZONE);
  const people = {} as Record<
    'teacher' | 'colleague' | 'principal' | 'otherPrincipal' | 'admin' | 'otherAdmin' | 'free',
    string
  >;
  let classId: number;
  let worker: { id: number; username: string };
  let idle: { id: number; username: string };
  let outsider: number;
  let assignmentId: number;
  let expected: ReturnType<typeof usageOfDay>;

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    const admin = await buildUser(db, { role: 'DistrictAdmin', license: 'CKPD' });
    const school = await buildSchool(db, { districtId: admin.districtId! });
    const otherSchool = await buildSchool(db, { districtId: admin.districtId! });
    const teacher = await buildUser(db, { role: 'Teacher', schoolId: school.id, license: 'CKPD' });
    const colleague = await buildUser(db, { role: 'Teacher', schoolId: school.id, license: 'CKPD' });
    const principal = await buildUser(db, { role: 'Principal', schoolId: school.id, license: 'CKPD' });
    const otherPrincipal = await buildUser(db, { role: 'Principal', schoolId: otherSchool.id, license: 'CKPD' });
    const otherAdmin = await buildUser(db, { role: 'DistrictAdmin', license: 'CKPD' });
    const free = await buildUser(db, { role: 'Teacher', schoolId: school.id, license: 'CKF' });
    Object.assign(people, {
      teacher: teacher.username,
      colleague: colleague.username,
      principal: principal.username,
      otherPrincipal: otherPrincipal.username,
      admin: admin.username,
      otherAdmin: otherAdmin.username,
      free: free.username,
    });
    const built = await buildClassWithStudents(db, { teacherId: teacher.id, students: 2, name: 'Usage 5A' });
    classId = built.cls.id;
    [worker, idle] = built.students.map((s) => ({ id: s.id, username: s.username })) as [typeof worker, typeof idle];
    outsider = (await buildClassWithStudents(db, { teacherId: colleague.id, students: 1 })).students[0]!.id;
    const a = await buildAssignment(db, { classId, teacherId: teacher.id, studentIds: [worker.id, idle.id] });
    assignmentId = a.assignmentId;

    // The student signs in with a password, opens the assignment, answers, hands it in and signs out.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, worker.id));
    const tokens = await signIn(t.app, worker.username);
    const call = requester(t.app);
    const state = (
      await call(tokens.access_token, 'POST', `/api/v1/student/assignments/${assignmentId}/attempt`)
    ).json() as TAttemptState;
    const answerable = a.questions.filter((q) => GOOD_ANSWERS[q.answerType]);
    for (const [i, q] of answerable.entries()) {
      const answer = i === 0 ? WRONG_ANSWERS[q.answerType]! : GOOD_ANSWERS[q.answerType]!;
      const saved = await call(
        tokens.access_token,
        'PUT',
        `/api/v1/student/attempts/${state.attemptId}/responses/${q.id}`,
        saveBody(i + 1, answer),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await call(tokens.access_token, 'POST', `/api/v1/student/attempts/${state.attemptId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: tokens.refresh_token, client_id: 'clearsheets-web' }),
    });
    expect(out.statusCode).toBe(200);
    await refreshRollups(db);

    const events = await db
      .select({ occurredAt: activityEvents.occurredAt, type: activityEvents.type, action: activityEvents.action })
      .from(activityEvents)
      .where(eq(activityEvents.studentId, worker.id))
      .orderBy(asc(activityEvents.occurredAt), asc(activityEvents.id));
    expect(events.map((e) => e.action)).toEqual([
      'LoggedIn',
      'Started',
      ...answerable.map(() => 'Completed'),
      'Submitted',
      'LoggedOut',
    ]);
    expected = usageOfDay(events);
  });
  afterAll(() => t.close());

  const usageUrl = (q: string) => `/api/v1/reports/usage/students?classId=${classId}${q}`;

  it('gives every student on the roster the sessions, time on task and work the app recorded', async () => {
    const res = await as(people.teacher, 'GET', usageUrl(''));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as TStudentUsageReport;
    expect(report.class).toEqual({ id: classId, name: 'Usage 5A' });
    // Four weeks up to today by default.
    expect(report.range.to).toBe(today);
    expect(report.days).toHaveLength(28);
    expect(report.students.map((s) => s.studentId)).toEqual([worker.id, idle.id]);
    expect(report.students[0]).toMatchObject({
      ...expected,
      lessons: 0,
      activeDays: 1,
      lastActive: today,
    });
    expect(expected).toMatchObject({ sessions: 1, answers: expect.any(Number), submissions: 1 });
    expect(report.students[1]).toMatchObject({
      sessions: 0,
      activeSeconds: 0,
      answers: 0,
      submissions: 0,
      activeDays: 0,
      lastActive: null,
    });
    expect(report.totals).toEqual({ ...expected, lessons: 0, students: 2, activeStudents: 1 });
    expect(report.days.at(-1)).toEqual({ day: today, ...expected, lessons: 0, activeStudents: 1 });
    expect(report.days.slice(0, -1).every((d) => d.sessions === 0 && d.activeStudents === 0)).toBe(true);
  });

  it('exports the same rows as CSV', async () => {
    const json = (await as(people.teacher, 'GET', usageUrl(''))).json() as TStudentUsageReport;
    const res = await as(people.teacher, 'GET', `/api/v1/reports/usage/students.csv?classId=${classId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([
      'Student',
      'Username',
      'Sessions',
      'Time on task (minutes)',
      'Answers',
      'Assignments submitted',
      'Lessons',
      'Days active',
      'Last active',
    ]);
    expect(rows).toEqual(
      json.students.map((s) =>
        [
          `${s.lastName}, ${s.firstName}`,
          s.username,
          s.sessions,
          minutesOf(s.activeSeconds),
          s.answers,
          s.submissions,
          s.lessons,
          s.activeDays,
          s.lastActive ?? '',
        ].map(String),
      ),
    );
  });

  it("shows one student's days and one day's session with what they did", async () => {
    const detail = await as(
      people.teacher,
      'GET',
      `/api/v1/reports/usage/student?classId=${classId}&studentId=${worker.id}`,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as TStudentUsageDetail;
    expect(body.student).toMatchObject({ id: worker.id, username: worker.username });
    expect(body.days).toEqual([{ day: today, ...expected, lessons: 0 }]);
    expect(body.totals).toEqual({ ...expected, lessons: 0, activeDays: 1 });

    const csv = await as(
      people.teacher,
      'GET',
      `/api/v1/reports/usage/student.csv?classId=${classId}&studentId=${worker.id}`,
    );
    expect(csvRows(csv.body).slice(1)).toEqual(
      body.days.map((d) =>
        [d.day, d.sessions, minutesOf(d.activeSeconds), d.answers, d.submissions, d.lessons].map(String),
      ),
    );

    const day = await as(
      people.teacher,
      'GET',
      `/api/v1/reports/usage/sessions?classId=${classId}&studentId=${worker.id}&day=${today}`,
    );
    expect(day.statusCode, day.body).toBe(200);
    const sessions = day.json() as TSessionDay;
    expect(sessions.totals).toEqual({ ...expected, lessons: 0 });
    expect(sessions.sessions).toHaveLength(1);
    const [session] = sessions.sessions;
    expect(session).toMatchObject({
      signedIn: true,
      ending: 'signedOut',
      activeSeconds: expected.activeSeconds,
      answers: expected.answers,
      work: [
        {
          assignmentId,
          title: 'Fractions check',
          started: true,
          answers: expected.answers,
          submitted: true,
          maxScore: expect.any(Number),
        },
      ],
    });
    expect(Date.parse(session!.endedAt)).toBeGreaterThanOrEqual(Date.parse(session!.startedAt));

    const dayCsv = await as(
      people.teacher,
      'GET',
      `/api/v1/reports/usage/sessions.csv?classId=${classId}&studentId=${worker.id}&day=${today}`,
    );
    expect(dayCsv.statusCode).toBe(200);
    expect(csvRows(dayCsv.body)).toEqual([
      [
        'Signed in',
        'Started',
        'Ended',
        'How it ended',
        'Length (minutes)',
        'Time on task (minutes)',
        'Answers',
        'Work',
      ],
      [
        'Yes',
        clockTime(session!.startedAt),
        clockTime(session!.endedAt),
        'Signed out',
        String(minutesOf(session!.durationSeconds)),
        String(minutesOf(session!.activeSeconds)),
        String(expected.answers),
        `Fractions check: started, ${expected.answers} answers, submitted ${session!.work[0]!.score} of ${session!.work[0]!.maxScore}`,
      ],
    ]);
  });

  it('lets the school and district leaders read it, and nobody else (404, not a hint it exists)', async () => {
    for (const reader of [people.principal, people.admin])
      expect((await as(reader, 'GET', usageUrl(''))).statusCode).toBe(200);
    const urls = [
      usageUrl(''),
      `/api/v1/reports/usage/students.csv?classId=${classId}`,
      `/api/v1/reports/usage/student?classId=${classId}&studentId=${worker.id}`,
      `/api/v1/reports/usage/sessions?classId=${classId}&studentId=${worker.id}&day=${today}`,
      `/api/v1/reports/usage/sessions.csv?classId=${classId}&studentId=${worker.id}&day=${today}`,
    ];
    for (const stranger of [people.colleague, people.otherPrincipal, people.otherAdmin])
      for (const url of urls) expect((await as(stranger, 'GET', url)).statusCode, `${stranger} ${url}`).toBe(404);
    // A student of another class is not this class's to show.
    const res = await as(
      people.teacher,
      'GET',
      `/api/v1/reports/usage/student?classId=${classId}&studentId=${outsider}`,
    );
    expect(res.statusCode).toBe(404);
    // A free license has no crystal report.
    expect((await as(people.free, 'GET', usageUrl(''))).statusCode).toBe(403);
  });

  it('refuses a bad range with the catalogue message, never a 500', async () => {
    const bad = async (q: string) => {
      const res = await as(people.teacher, 'GET', usageUrl(q));
      expect(res.statusCode, q).toBe(400);
      return res.json().title as string;
    };
    expect(await bad('&from=2026-02-30')).toBe(MESSAGES.reportDateInvalid);
    expect(await bad('&from=2026-05-02&to=2026-05-01')).toBe(MESSAGES.reportDateRange);
    expect(await bad('&from=2025-01-01&to=2026-05-01')).toBe(MESSAGES.usageRangeTooLong);
    const day = await as(
      people.teacher,
      'GET',
      `/api/v1/reports/usage/sessions?classId=${classId}&studentId=${worker.id}&day=today`,
    );
    expect(day.statusCode).toBe(400);
    expect((await as(people.teacher, 'GET', '/api/v1/reports/usage/students?classId=abc')).statusCode).toBe(400);
  });

  it('keeps a chosen range', async () => {
    const res = await as(people.teacher, 'GET', usageUrl('&from=2026-01-05&to=2026-01-11'));
    const report = res.json() as TStudentUsageReport;
    expect(report.range).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    expect(report.days.map((d) => d.day)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
    // Nothing in the range, nor before it (last active looks up to the range's end).
    expect(report.students[0]).toMatchObject({ sessions: 0, activeDays: 0, lastActive: null });
  });
});

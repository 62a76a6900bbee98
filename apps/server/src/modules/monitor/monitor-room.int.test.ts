import { monitorCellStatus, type TStudentSheet } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser } from '../../../test/factories';
import { GOOD_ANSWERS, mintToken, requester, WRONG_ANSWERS } from '../../../test/kits/attempts/test-support';
import { follow, type MonitorKit, monitorKit, nextChange, stateOf } from '../../../test/kits/monitor/monitor-test-kit';
import { ofType, type TestSocket } from '../../../test/realtime-client';
import { attempts, classTeachers, users } from '../../db/schema';

// The `assignment:<id>` room end to end: who may follow it, the grid's snapshot, the live changes and a
// reconnect that finds what was saved meanwhile.

const AVA = 0;
const BEN = 1;
const CLEO = 2;

describe('the Clear Monitor room', () => {
  let t: TestApp;
  let k: MonitorKit;
  const open: TestSocket[] = [];
  const q = (i: number) => k.a.questions[i]!.id;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    k = await monitorKit(t.app, t.database.db);
    // Ava: right, wrong, then on question 3. Ben: wrong, a not-graded answer and a constructed response.
    await k.save(AVA, 0, GOOD_ANSWERS[1]!);
    await k.save(AVA, 1, WRONG_ANSWERS[2]!);
    await k.move(AVA, 2);
    await k.save(BEN, 0, WRONG_ANSWERS[1]!);
    await k.save(BEN, 7, GOOD_ANSWERS[8]!);
    await k.save(BEN, 8, GOOD_ANSWERS[9]!);
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.close();
  });

  const schoolOf = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.schoolId!;

  async function watch(token: string) {
    const followed = await follow(t.app, token, k.room);
    open.push(followed.s);
    return followed;
  }

  it('gives the teacher the whole grid on subscribe: rows, cells, where each student is, class figures', async () => {
    const { s, reply } = await watch(k.teacherToken);
    expect(s.messages.some((m) => m.type === 'subscribed' && m.room === k.room)).toBe(true);
    const state = stateOf(reply);
    expect(state).toMatchObject({ assignmentId: k.a.assignmentId, title: 'Fractions check', maxScore: 19 });
    expect(Date.parse(state.serverTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(state.questions.map((x) => x.id)).toEqual(k.a.questions.map((x) => x.id));
    // Staff see the keys (the sheet preview): the multiple choice's right answer is marked.
    expect(JSON.stringify(state.questions[0])).toContain('"correct":true');

    const [ava, ben, cleo] = state.students;
    expect(state.students.map((x) => x.name)).toEqual(['Ava Pupil01', 'Ben Pupil02', 'Cleo Pupil03']);
    expect(ava).toMatchObject({
      id: k.a.students[AVA]!.id,
      status: 'in_progress',
      currentQuestionId: q(2),
      answeredCount: 2,
      score: 2,
      maxScore: 19,
      responses: { [q(0)]: 'correct', [q(1)]: 'incorrect' },
    });
    expect(ava!.lastActivityAt).toEqual(expect.any(String));
    expect(monitorCellStatus(ava!, q(2))).toBe('answering');
    expect(monitorCellStatus(ava!, q(3))).toBe('not_started');
    expect(ben!.responses).toEqual({ [q(0)]: 'incorrect', [q(7)]: 'ungraded', [q(8)]: 'pending' });
    expect(cleo).toMatchObject({ status: 'not_started', attemptId: null, answeredCount: 0, responses: {} });

    // Pseudonyms: one each, all different, nothing of the name in them.
    const pseudonyms = state.students.map((x) => x.pseudonym);
    expect(new Set(pseudonyms).size).toBe(3);
    for (const [i, p] of pseudonyms.entries()) {
      expect(p).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(p).not.toContain(state.students[i]!.name.split(' ')[0]!);
    }

    // Class figures: 1 of 2 right on question 1, the wrong answer given is "7"; not-graded answers are not scored.
    expect(state.figures[0]).toEqual({
      questionId: q(0),
      scored: 2,
      correct: 1,
      commonWrong: { answer: '7', count: 1 },
    });
    expect(state.figures[1]).toEqual({
      questionId: q(1),
      scored: 1,
      correct: 0,
      commonWrong: { answer: '3', count: 1 },
    });
    expect(state.figures[7]).toEqual({ questionId: q(7), scored: 0, correct: 0, commonWrong: null });
    expect(state.figures[8]).toEqual({ questionId: q(8), scored: 0, correct: 0, commonWrong: null });
  });

  it('streams each change: opening, a move, a save and a submit (student activity), then a grade (not)', async () => {
    const { s } = await watch(k.teacherToken);
    await k.start(CLEO);
    expect(await nextChange(s, k.room)).toMatchObject({
      studentId: k.a.students[CLEO]!.id,
      questionId: null,
      status: null,
      attemptStatus: 'in_progress',
      answeredCount: 0,
      lastActivityAt: expect.any(String),
    });
    await k.move(CLEO, 0);
    const moved = await nextChange(s, k.room);
    expect(moved).toMatchObject({
      studentId: k.a.students[CLEO]!.id,
      questionId: q(0),
      status: null,
      attemptStatus: 'in_progress',
      answeredCount: 0,
    });
    expect(moved.lastActivityAt).toBe(moved.at);

    await k.save(CLEO, 0, GOOD_ANSWERS[1]!);
    expect(await nextChange(s, k.room)).toMatchObject({
      questionId: q(0),
      status: 'correct',
      answeredCount: 1,
      score: 2,
    });

    await k.submit(BEN);
    const submitted = await nextChange(s, k.room);
    expect(submitted).toMatchObject({ studentId: k.a.students[BEN]!.id, questionId: null, attemptStatus: 'submitted' });
    expect(submitted.lastActivityAt).toEqual(expect.any(String));

    // The teacher grades Ben's constructed response: the cell turns, but it is not Ben's activity.
    const call = requester(t.app);
    const sheet = (
      await call(
        k.teacherToken,
        'GET',
        `/api/v1/monitor/assignments/${k.a.assignmentId}/students/${k.a.students[BEN]!.id}`,
      )
    ).json() as TStudentSheet;
    const written = sheet.questions.find((x) => x.questionId === q(8))!;
    const graded = await call(k.teacherToken, 'PUT', `/api/v1/responses/${written.responseId}/grade`, {
      score: 4,
      feedback: 'Well explained.',
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const grade = await nextChange(s, k.room);
    expect(grade).toMatchObject({ questionId: q(8), status: 'correct', attemptStatus: 'submitted', score: 4 });
    expect(grade.lastActivityAt).toBeUndefined();
  });

  it('gives a reconnecting socket the answers saved while it was away', async () => {
    const first = await watch(k.teacherToken);
    await first.s.close();
    await k.save(AVA, 2, WRONG_ANSWERS[3]!);
    await k.save(AVA, 3, GOOD_ANSWERS[4]!);
    const again = stateOf((await watch(k.teacherToken)).reply);
    const ava = again.students.find((x) => x.id === k.a.students[AVA]!.id)!;
    expect(ava).toMatchObject({ answeredCount: 4, currentQuestionId: q(3), score: 5 });
    expect(ava.responses).toMatchObject({ [q(2)]: 'incorrect', [q(3)]: 'correct' });
    expect(again.figures[2]).toMatchObject({ scored: 1, correct: 0, commonWrong: { answer: 'tom', count: 1 } });
  });

  it('counts reopening a sheet with answers as activity: the monitor shows her working, not idle', async () => {
    const ava = k.a.students[AVA]!.id;
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.update(attempts).set({ lastActivityAt: hourAgo }).where(eq(attempts.studentId, ava));
    const { s } = await watch(k.teacherToken);
    // The player's first call, as when she opens the sheet again.
    const reopen = await requester(t.app)(
      k.studentTokens[AVA]!,
      'POST',
      `/api/v1/student/assignments/${k.a.assignmentId}/attempt`,
    );
    expect(reopen.statusCode).toBe(200);
    const opened = await nextChange(s, k.room);
    expect(opened).toMatchObject({ studentId: ava, questionId: null, attemptStatus: 'in_progress', answeredCount: 4 });
    expect(opened.lastActivityAt).toBe(opened.at);
    // A monitor opened afterwards reads the same from its snapshot.
    const again = stateOf((await watch(k.teacherToken)).reply).students.find((x) => x.id === ava)!;
    expect(Date.parse(again.lastActivityAt!)).toBeGreaterThan(hourAgo.getTime() + 60_000);
    expect(again.currentQuestionId).toBe(q(3));
  });

  it('refuses students (even its own), other teachers, a co-teacher without the monitor, unknown rooms', async () => {
    const db = t.database.db;
    const schoolId = await schoolOf(k.a.teacherId);
    const other = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    const freeCoTeacher = await buildUser(db, { role: 'Teacher', schoolId, license: 'CKF' });
    const otherPrincipal = await buildUser(db, { role: 'Principal', license: 'CKPD' });
    await db.insert(classTeachers).values({ classId: k.a.classId, teacherId: freeCoTeacher.id });
    const refused = [
      k.studentTokens[AVA]!,
      await mintToken(t.app, other.id),
      await mintToken(t.app, freeCoTeacher.id),
      await mintToken(t.app, otherPrincipal.id),
    ];
    for (const token of refused) {
      const { s, reply } = await watch(token);
      expect(reply).toMatchObject({ type: 'error', code: 'forbidden', room: k.room });
      expect(s.messages.some((m) => m.type === 'snapshot')).toBe(false);
      // An assignment that does not exist is refused the same way: no hint that this one exists.
      s.send({ type: 'subscribe', room: 'assignment:2147483000' });
      expect(await s.next(ofType('error'))).toMatchObject({ code: 'forbidden', room: 'assignment:2147483000' });
    }
  });

  it('lets co-teachers with the monitor and leaders of the school in', async () => {
    const db = t.database.db;
    const schoolId = await schoolOf(k.a.teacherId);
    const coTeacher = await buildUser(db, { role: 'Teacher', schoolId, license: 'CKPM' });
    await db.insert(classTeachers).values({ classId: k.a.classId, teacherId: coTeacher.id });
    const principal = await buildUser(db, { role: 'Principal', schoolId, license: 'CKPD' });
    for (const user of [coTeacher, principal]) {
      const { reply } = await watch(await mintToken(t.app, user.id));
      expect(stateOf(reply).students).toHaveLength(3);
    }
  });
});

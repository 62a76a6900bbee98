import {
  ARCADE_COIN_SOURCES,
  lessonSessionRoom,
  lessonStageRoom,
  MESSAGES,
  type TLessonReport,
  type TLessonReportList,
  type TLessonSessionState,
  type TLessonStage,
  type TSmallGroup,
  type TStudentLessonState,
} from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { mintToken } from '../../../test/kits/attempts/test-support';
import { type LessonKit, lessonKit, RIGHT, WRONG } from '../../../test/kits/lessons/lesson-test-kit';
import { follow } from '../../../test/kits/monitor/monitor-test-kit';
import { ofType, type TestSocket } from '../../../test/realtime-client';
import { activityEvents, users } from '../../db/schema';

// Live lessons end to end on a real database: launching, joining, answers scored on the server, routing at the
// pathway's open score, pause and end, reconnecting, overrides, completion events, and who may see what.

const AVA = 0;
const BEN = 1;
const CLEO = 2;

describe('live lessons', () => {
  let t: TestApp;
  let k: LessonKit;
  let session: { id: number; accessCode: string };
  const open: TestSocket[] = [];
  const stateAs = async (student: number) => {
    const res = await k.call(k.studentTokens[student]!, 'GET', `/api/v1/student/lessons/sessions/${session.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TStudentLessonState;
  };
  const teacherState = async () =>
    (await k.call(k.teacherToken, 'GET', `/api/v1/lessons/sessions/${session.id}`)).json() as TLessonSessionState;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    k = await lessonKit(t.app, t.database.db);
    session = await k.launch();
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.close();
  });

  it('launches with a short code for the class; the teacher finds it by code and in their open sessions', async () => {
    expect(session.accessCode).toMatch(/^[A-Z0-9]{6}$/);
    const byCode = await k.call(
      k.teacherToken,
      'GET',
      `/api/v1/lessons/sessions/by-code/${session.accessCode.toLowerCase()}`,
    );
    expect(byCode.json()).toMatchObject({ id: session.id, status: 'live', slideIndex: 0, slideCount: 4 });
    const mine = (await k.call(k.teacherToken, 'GET', '/api/v1/lessons/sessions?open=true')).json() as {
      items: { id: number }[];
    };
    expect(mine.items.map((s) => s.id)).toContain(session.id);
  });

  it('filters the library by one grade or several (the web opens it at the grades of the teacher classes)', async () => {
    const grades = async (query: string) => {
      const res = await k.call(k.teacherToken, 'GET', `/api/v1/lessons${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return [...new Set((res.json() as { items: { grade: string }[] }).items.map((l) => l.grade))];
    };
    expect(await grades('?grade=5')).toEqual(['5']);
    expect(await grades('?grade=4,6')).toEqual(['4', '6']);
    expect(await grades('?grade=4,%20nine')).toEqual(['4']);
    expect(await grades('')).toEqual(['3', '4', '5', '6', '7', '8']);
  });

  it('gives a free teacher the upgrade message and refuses a class the teacher does not teach', async () => {
    const free = await buildUser(t.database.db, { role: 'Teacher', license: 'CKF' });
    const freeClass = await buildClassWithStudents(t.database.db, { teacherId: free.id, students: 1 });
    const res = await k.call(await mintToken(t.app, free.id), 'POST', `/api/v1/lessons/${k.lessonId}/sessions`, {
      classIds: [freeClass.cls.id],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(MESSAGES.upgradeRequired);
    const other = await buildClassWithStudents(t.database.db, { students: 1 });
    const notMine = await k.call(k.teacherToken, 'POST', `/api/v1/lessons/${k.lessonId}/sessions`, {
      classIds: [other.cls.id],
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('lets a student of the class join by code; another class or school is refused with one message', async () => {
    const res = await k.call(k.studentTokens[AVA]!, 'POST', '/api/v1/student/lessons/join', {
      code: ` ${session.accessCode.toLowerCase()} `,
    });
    expect(res.json()).toEqual({ sessionId: session.id });
    const invites = (await k.call(k.studentTokens[BEN]!, 'GET', '/api/v1/student/lessons')).json() as {
      items: { sessionId: number }[];
    };
    expect(invites.items.map((i) => i.sessionId)).toContain(session.id);

    const stranger = await buildClassWithStudents(t.database.db, { students: 1 });
    const strangerToken = await mintToken(t.app, stranger.students[0]!.id);
    const byCode = await k.call(strangerToken, 'POST', '/api/v1/student/lessons/join', { code: session.accessCode });
    expect(byCode.statusCode).toBe(404);
    expect(byCode.json().title).toBe(MESSAGES.lessonCodeUnknown);
    expect(
      (await k.call(strangerToken, 'POST', `/api/v1/student/lessons/sessions/${session.id}/join`)).statusCode,
    ).toBe(404);
    expect((await k.call(strangerToken, 'GET', `/api/v1/student/lessons/sessions/${session.id}`)).statusCode).toBe(404);
    const guess = await k.call(strangerToken, 'PUT', `/api/v1/student/lessons/sessions/${session.id}/answers`, {
      componentKey: 'mood',
      itemKey: 'mood',
      value: '1',
      clientSeq: 1,
    });
    expect(guess.statusCode).toBe(404);
  });

  it('keeps the session from every other teacher and from students on the staff side (404)', async () => {
    const other = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const token = await mintToken(t.app, other.id);
    for (const [method, url, body] of [
      ['GET', `/api/v1/lessons/sessions/${session.id}`],
      ['POST', `/api/v1/lessons/sessions/${session.id}/control`, { action: 'end' }],
      ['POST', `/api/v1/lessons/sessions/${session.id}/complete`, { rating: 5 }],
      [
        'POST',
        `/api/v1/lessons/sessions/${session.id}/routings`,
        { studentId: k.students[0]!.id, componentKey: 'checkpoint', route: 'pathway', interventionKind: 0 },
      ],
      ['GET', `/api/v1/lessons/sessions/by-code/${session.accessCode}`],
    ] as const) {
      const res = await k.call(token, method, url, body as Record<string, unknown> | undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await k.call(k.studentTokens[AVA]!, 'GET', `/api/v1/lessons/sessions/${session.id}`)).statusCode).toBe(403);
    // The rooms: another teacher and a student cannot follow the teacher's room; a stranger cannot follow the stage.
    const { reply } = await follow(t.app, token, lessonSessionRoom(session.id));
    open.push((await follow(t.app, token, lessonStageRoom(session.id))).s);
    expect(reply).toMatchObject({ type: 'error', code: 'forbidden' });
    const asStudent = await follow(t.app, k.studentTokens[AVA]!, lessonSessionRoom(session.id));
    open.push(asStudent.s);
    expect(asStudent.reply).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  it('streams joins, moods and quick checks to the teacher and slide changes to the students', async () => {
    const teacher = await follow(t.app, k.teacherToken, lessonSessionRoom(session.id));
    const ava = await follow(t.app, k.studentTokens[AVA]!, lessonStageRoom(session.id));
    open.push(teacher.s, ava.s);
    expect(teacher.reply.type).toBe('snapshot');
    expect(ava.reply.type === 'snapshot' && (ava.reply.state as TLessonStage).slide.key).toBe('hello');

    await k.join(session.id, AVA);
    const joined = await teacher.s.next(ofType('event', lessonSessionRoom(session.id)));
    expect(joined.event).toMatchObject({
      type: 'lesson.activity',
      student: { id: k.students[AVA]!.id, name: 'Ava Pupil01' },
    });

    expect((await k.answer(session.id, AVA, 'mood', 'mood', '1')).statusCode).toBe(200);
    const mood = await teacher.s.next(ofType('event', lessonSessionRoom(session.id)));
    expect(mood.event).toMatchObject({
      type: 'lesson.activity',
      responses: [{ componentKey: 'mood', itemKey: 'mood', value: '1' }],
    });

    // The teacher has not reached the thumbs check yet.
    const early = await k.answer(session.id, BEN, 'explain', 'cfu', '1');
    expect(early.statusCode).toBe(409);
    await k.control(session.id, { action: 'goto', slideIndex: 1 });
    const moved = await ava.s.next(ofType('event', lessonStageRoom(session.id)));
    expect(moved.event).toMatchObject({ type: 'lesson.session.changed', slideIndex: 1 });
    const stage = (moved.event as { stage: TLessonStage }).stage;
    expect(stage.slide.key).toBe('teach');

    expect((await k.answer(session.id, AVA, 'explain', 'cfu', '1')).statusCode).toBe(200);
    expect((await k.answer(session.id, BEN, 'explain', 'cfu', '2')).statusCode).toBe(200);
    expect((await k.answer(session.id, CLEO, 'explain', 'cfu', 'sideways')).statusCode).toBe(400);
    const state = await teacherState();
    const thumbs = state.responses.filter((r) => r.componentKey === 'explain').map((r) => r.value);
    expect(thumbs.sort()).toEqual(['1', '2']);
    expect(state.students.find((s) => s.id === k.students[AVA]!.id)?.joinedAt).toEqual(expect.any(String));
  });

  it('scores the checkpoint on the server and routes at exactly 100: pathway, else the intervention and its re-check', async () => {
    await k.control(session.id, { action: 'goto', slideIndex: 2 });
    // The student view never carries the answer key.
    const view = await stateAs(AVA);
    expect(JSON.stringify(view.stage.slide)).not.toContain('"correct"');
    expect(JSON.stringify(view.stage.slide)).not.toContain('acceptedAnswers');

    const submit = (student: number, componentKey: string, recheck = false) =>
      k.call(k.studentTokens[student]!, 'POST', `/api/v1/student/lessons/sessions/${session.id}/submit`, {
        componentKey,
        recheck,
      });
    // Answers are drafts until turned in: no route yet, and turning in before every answer is refused.
    const first = await k.answer(session.id, AVA, 'checkpoint', '1', RIGHT[1]);
    expect(first.json()).toEqual({
      response: { componentKey: 'checkpoint', itemKey: '1', value: RIGHT[1], at: expect.any(String) },
    });
    const early = await submit(AVA, 'checkpoint');
    expect(early.statusCode).toBe(400);
    expect((early.json() as { title: string }).title).toBe(MESSAGES.lessonCheckIncomplete);
    await k.answer(session.id, AVA, 'checkpoint', '2', RIGHT[2]);
    const last = await submit(AVA, 'checkpoint');
    expect(last.json()).toMatchObject({ routes: [{ componentKey: 'checkpoint', route: 'pathway', score: 100 }] });
    const avaRoute = (last.json() as TStudentLessonState).routes[0]!;
    expect(avaRoute.slides.map((s) => s.key)).toEqual(['enrich']);
    expect(avaRoute.recheck).toEqual([]);
    // Turned in: the answers are locked, so a route cannot be found by trying answers; a second turn-in is a no-op.
    const change = await k.answer(session.id, AVA, 'checkpoint', '1', WRONG[1]);
    expect(change.statusCode).toBe(409);
    expect((change.json() as { title: string }).title).toBe(MESSAGES.lessonCheckSubmitted);
    expect((await submit(AVA, 'checkpoint')).json()).toMatchObject({ routes: [{ route: 'pathway', score: 100 }] });

    await k.answer(session.id, BEN, 'checkpoint', '1', RIGHT[1]);
    await k.answer(session.id, BEN, 'checkpoint', '2', WRONG[2]);
    const ben = await submit(BEN, 'checkpoint');
    const benRoute = (ben.json() as TStudentLessonState).routes[0]!;
    expect(benRoute).toMatchObject({ route: 'intervention', interventionKind: 3, recheckScore: null });
    expect(benRoute.score).toBeCloseTo(66.67, 1);
    expect(benRoute.slides.map((s) => s.key)).toEqual(['reteach']);
    expect(benRoute.recheck.map((q) => q.id)).toEqual([3]);

    // Only a routed student takes the re-check; Ben's right re-check is kept on his route.
    expect((await k.answer(session.id, AVA, 'checkpoint', 'recheck:3', RIGHT[3])).statusCode).toBe(409);
    expect((await submit(AVA, 'checkpoint', true)).statusCode).toBe(409);
    await k.answer(session.id, BEN, 'checkpoint', 'recheck:3', RIGHT[3]);
    const re = await submit(BEN, 'checkpoint', true);
    expect((re.json() as TStudentLessonState).routes[0]).toMatchObject({ route: 'intervention', recheckScore: 100 });
    expect((await k.answer(session.id, BEN, 'checkpoint', 'recheck:3', WRONG[3])).statusCode).toBe(409);

    const routings = (await teacherState()).routings;
    expect(routings.map((r) => [r.studentId, r.route, r.recheckScore])).toEqual([
      [k.students[AVA]!.id, 'pathway', null],
      [k.students[BEN]!.id, 'intervention', 100],
    ]);
    // A wrong-shaped answer changes nothing.
    expect((await k.answer(session.id, CLEO, 'checkpoint', '1', { answerType: 3, text: 'b' })).statusCode).toBe(400);
  });

  it('makes the students routed to group instruction a small group of their class', async () => {
    const make = (token: string, componentKey: string) =>
      k.call(token, 'POST', `/api/v1/lessons/sessions/${session.id}/groups`, { componentKey });
    const res = await make(k.teacherToken, 'checkpoint');
    expect(res.statusCode, res.body).toBe(201);
    const [group] = res.json().groups as TSmallGroup[];
    expect(group).toMatchObject({
      classId: k.classId,
      name: expect.stringMatching(/^Group instruction: Checkpoint, /),
    });
    expect(group!.students.map((s) => s.id)).toEqual([k.students[BEN]!.id]);
    // Made again the same day: a name of its own.
    const again = (await make(k.teacherToken, 'checkpoint')).json().groups[0] as TSmallGroup;
    expect(again.name).toBe(`${group!.name} (2)`);
    const none = await make(k.teacherToken, 'exit');
    expect(none.statusCode).toBe(400);
    expect((none.json() as { title: string }).title).toBe(MESSAGES.lessonNoGroupInstruction);
    const other = await mintToken(t.app, (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).id);
    expect((await make(other, 'checkpoint')).statusCode).toBe(404);
  });

  it('keeps an older client sequence from overwriting a newer save', async () => {
    const put = (seq: number, value: string) =>
      k.call(k.studentTokens[CLEO]!, 'PUT', `/api/v1/student/lessons/sessions/${session.id}/answers`, {
        componentKey: 'mood',
        itemKey: 'mood',
        value,
        clientSeq: seq,
      });
    expect((await put(50, '3')).statusCode).toBe(200);
    const late = await put(40, '1');
    expect(late.json()).toMatchObject({ response: { value: '3' } });
  });

  it('lets the teacher override a route; the student sees it at once', async () => {
    const stage = await follow(t.app, k.studentTokens[BEN]!, lessonStageRoom(session.id));
    open.push(stage.s);
    const res = await k.call(k.teacherToken, 'POST', `/api/v1/lessons/sessions/${session.id}/routings`, {
      studentId: k.students[BEN]!.id,
      componentKey: 'checkpoint',
      route: 'intervention',
      interventionKind: 4,
    });
    expect(res.json()).toMatchObject({ route: 'intervention', interventionKind: 4, overridden: true });
    const changed = await stage.s.next(ofType('event', lessonStageRoom(session.id)));
    expect(changed.event).toMatchObject({ type: 'lesson.routes.changed', studentIds: [k.students[BEN]!.id] });
    expect((await stateAs(BEN)).routes[0]).toMatchObject({ interventionKind: 4 });
    // A student who was not routed cannot be overridden.
    const none = await k.call(k.teacherToken, 'POST', `/api/v1/lessons/sessions/${session.id}/routings`, {
      studentId: k.students[CLEO]!.id,
      componentKey: 'checkpoint',
      route: 'pathway',
      interventionKind: 0,
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuses answers while paused and after the end; a reconnect finds the slide and every answer', async () => {
    await k.control(session.id, { action: 'goto', slideIndex: 3 });
    await k.control(session.id, { action: 'pause' });
    const paused = await k.answer(session.id, AVA, 'exit', '4', RIGHT[4]);
    expect(paused.statusCode).toBe(409);
    expect((paused.json() as { title: string }).title).toBe(MESSAGES.lessonPaused);
    await k.control(session.id, { action: 'resume' });
    expect((await k.answer(session.id, AVA, 'exit', '4', RIGHT[4])).statusCode).toBe(200);
    const exit = await k.call(k.studentTokens[AVA]!, 'POST', `/api/v1/student/lessons/sessions/${session.id}/submit`, {
      componentKey: 'exit',
    });
    expect(exit.statusCode, exit.body).toBe(200);

    const again = await stateAs(AVA);
    expect(again.stage).toMatchObject({ status: 'live', slideIndex: 3 });
    expect(again.stage.slide.key).toBe('et');
    expect(again.responses.map((r) => `${r.componentKey}/${r.itemKey}`).sort()).toEqual(
      ['checkpoint/1', 'checkpoint/2', 'exit/4', 'explain/cfu', 'mood/mood'].sort(),
    );
    expect(again.routes.map((r) => [r.componentKey, r.route])).toEqual([
      ['checkpoint', 'pathway'],
      ['exit', 'pathway'],
    ]);

    await k.control(session.id, { action: 'end' });
    const ended = await k.answer(session.id, BEN, 'exit', '4', RIGHT[4]);
    expect(ended.statusCode).toBe(409);
    expect((ended.json() as { title: string }).title).toBe(MESSAGES.lessonEnded);
    expect(
      (await k.call(k.teacherToken, 'POST', `/api/v1/lessons/sessions/${session.id}/control`, { action: 'resume' }))
        .statusCode,
    ).toBe(409);
    // An ended session's code no longer lets anyone in.
    expect(
      (await k.call(k.studentTokens[CLEO]!, 'POST', '/api/v1/student/lessons/join', { code: session.accessCode }))
        .statusCode,
    ).toBe(404);
  });

  it('records checkpoints, exit tickets and, on completion, the lesson for each student who joined: once each', async () => {
    const done = await k.call(k.teacherToken, 'POST', `/api/v1/lessons/sessions/${session.id}/complete`, { rating: 4 });
    expect(done.json()).toMatchObject({ status: 'ended', rating: 4, completedAt: expect.any(String) });
    await k.call(k.teacherToken, 'POST', `/api/v1/lessons/sessions/${session.id}/complete`, { rating: 5 });
    const events = await t.database.db
      .select({ studentId: activityEvents.studentId, source: activityEvents.source, score: activityEvents.score })
      .from(activityEvents)
      .where(and(eq(activityEvents.objectId, session.id)));
    const of = (source: number) =>
      events
        .filter((e) => e.source === source)
        .map((e) => [e.studentId, e.score])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    const [ava, ben, cleo] = k.students.map((s) => s.id);
    expect(of(ARCADE_COIN_SOURCES.checkpoint)).toEqual([
      [ava, 100],
      [ben, expect.closeTo(66.67, 1)],
    ]);
    expect(of(ARCADE_COIN_SOURCES.exitTicket)).toEqual([[ava, 100]]);
    // Ava joined, Ben and Cleo answered (which joins them): three completions, and the second call added none.
    expect(of(ARCADE_COIN_SOURCES.lessonComplete).map(([id]) => id)).toEqual([ava, ben, cleo]);
  });
  it('reports the session: checks, standards, quick checks, moods, routes and re-checks; CSV; leaders of the school only', async () => {
    const res = await k.call(k.teacherToken, 'GET', `/api/v1/lessons/reports/sessions/${session.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as TLessonReport;
    expect(report).toMatchObject({ enrolled: 3, joined: 3, teacher: expect.any(String) });
    const checkpoint = report.checks.find((c) => c.componentKey === 'checkpoint')!;
    expect(checkpoint).toMatchObject({
      scored: 2,
      at100: 1,
      interventionKind: 3,
      routedToIntervention: 1,
      rechecked: 1,
      movedTo100: 1,
    });
    expect(checkpoint.averageScore).toBeCloseTo(83.34, 1);
    expect(report.quickChecks[0]).toMatchObject({ componentKey: 'explain', answered: 2, correct: null });
    expect(report.quickChecks[0]!.tally.map((o) => o.count)).toEqual([1, 1]);
    expect(report.moods.find((m) => m.value === '1')?.count).toBe(1);
    const ben = report.students.find((x) => x.id === k.students[BEN]!.id)!;
    expect(ben.routes).toEqual([
      expect.objectContaining({ componentKey: 'checkpoint', route: 'intervention', recheckScore: 100 }),
    ]);

    const csv = await k.call(k.teacherToken, 'GET', `/api/v1/lessons/reports/sessions/${session.id}/report.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Student,Joined,Mood,Quick checks answered,Checkpoint,Exit ticket');
    expect(csv.body).toContain('Checkpoint: Quick remedial lesson');

    const list = await k.call(k.teacherToken, 'GET', '/api/v1/lessons/reports/sessions?kind=clear');
    expect((list.json() as TLessonReportList).items.map((i) => i.session.id)).toContain(session.id);
    const byClass = await k.call(k.teacherToken, 'GET', `/api/v1/lessons/reports/sessions?classId=${k.classId}`);
    expect((byClass.json() as TLessonReportList).total).toBe(1);

    const schoolId = (await t.database.db.select().from(users).where(eq(users.id, k.teacherId)))[0]!.schoolId!;
    const principal = await buildUser(t.database.db, { role: 'Principal', schoolId, license: 'CKPD' });
    const asPrincipal = await mintToken(t.app, principal.id);
    expect((await k.call(asPrincipal, 'GET', `/api/v1/lessons/reports/sessions/${session.id}`)).statusCode).toBe(200);
    const schoolList = (
      await k.call(asPrincipal, 'GET', '/api/v1/lessons/reports/sessions')
    ).json() as TLessonReportList;
    expect(schoolList.items.map((i) => i.session.id)).toContain(session.id);
    const elsewhere = await buildUser(t.database.db, { role: 'Principal', license: 'CKPD' });
    const asElsewhere = await mintToken(t.app, elsewhere.id);
    expect((await k.call(asElsewhere, 'GET', `/api/v1/lessons/reports/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await k.call(asElsewhere, 'GET', `/api/v1/lessons/reports/sessions?classId=${k.classId}`)).statusCode).toBe(
      404,
    );
    // The class's lesson crystal report counts the checks' answers by standard (5.3A, the kit's).
    const crystal = (await k.call(k.teacherToken, 'GET', `/api/v1/reports/lesson-crystal?classId=${k.classId}`)).json();
    // Ava: the checkpoint's two questions and the exit ticket's, all right (5 of 5 points); Ben: the checkpoint (one
    // wrong) and the re-check (4 of 5); Cleo answered no check.
    expect(crystal.overall).toMatchObject({ items: 6, correct: 5, points: 9, maxPoints: 10, percent: 90, students: 2 });
    expect(crystal.students.map((s: { percent: number | null }) => s.percent)).toEqual([100, 80, null]);
    expect(crystal).toMatchObject({ lessonsCompleted: 1, standards: [{ code: '5.3A' }] });
    expect(crystal.message).toBeUndefined();
    const otherTeacher = await mintToken(
      t.app,
      (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).id,
    );
    expect(
      (await k.call(otherTeacher, 'GET', `/api/v1/lessons/reports/sessions/${session.id}/report.csv`)).statusCode,
    ).toBe(404);
    expect(
      ((await k.call(otherTeacher, 'GET', '/api/v1/lessons/reports/sessions')).json() as TLessonReportList).total,
    ).toBe(0);
  });
});

import { classRoom } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { requestsAs, signIn, userIdOf } from '../../../test/factories';
import {
  buildClassFor,
  manyStudents,
  studentCsv,
  uploadStudents,
  waitForJob,
} from '../../../test/kits/imports/test-files';
import { ofType, openSocket, rosterEvent, type TestSocket } from '../../../test/realtime-client';
import { classes, enrollments } from '../../db/schema';
import { createAccessTokenService } from '../auth/access-tokens';

describe('realtime gateway', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let mathId: number;
  let room: string;
  const open: TestSocket[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    as = requestsAs(t.app);
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    mathId = math!.id;
    room = classRoom(mathId);
    for (const u of ['teacher', 'teacher.free', 'student', 'school.admin'])
      tokens[u] = (await signIn(t.app, u)).access_token;
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.close();
  });

  const activeCount = async () =>
    (
      await t.database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.classId, mathId), eq(enrollments.status, 'active')))
    ).length;

  async function connect(token?: string) {
    const s = await openSocket(t.app);
    open.push(s);
    if (token) {
      s.send({ type: 'auth', token });
      await s.next(ofType('authenticated'));
    }
    return s;
  }

  it('answers a plain GET (no upgrade) with an error, not a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/realtime' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses anything but auth before authentication, and answers ping', async () => {
    const s = await connect();
    s.send({ type: 'subscribe', room });
    expect(await s.next(ofType('error'))).toMatchObject({ code: 'unauthorized', room });
    s.send({ type: 'auth', token: 'not-a-token' });
    expect(await s.next(ofType('error'))).toMatchObject({ code: 'unauthorized' });
    s.ws.send('{"v":2,"type":"ping"}');
    expect(await s.next(ofType('error'))).toMatchObject({ code: 'bad_message' });
    s.send({ type: 'ping' });
    await s.next(ofType('pong'));
    expect(s.messages.some((m) => m.type === 'subscribed')).toBe(false);
  });

  it('lets a teacher follow their class: subscribed, a snapshot, then roster events', async () => {
    const s = await connect(tokens.teacher);
    s.send({ type: 'subscribe', room });
    await s.next(ofType('subscribed', room));
    const snapshot = await s.next(ofType('snapshot', room));
    expect(snapshot.state).toEqual({ classId: mathId, activeStudents: await activeCount() });

    const res = await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {
      students: [{ firstName: 'Live', lastName: 'Wire' }],
    });
    expect(res.statusCode).toBe(201);
    const event = await s.next(ofType('event', room));
    expect(event.event).toMatchObject({
      type: 'class.roster.changed',
      classId: mathId,
      activeStudents: await activeCount(),
    });

    const studentId = res.json().createdStudents[0].id as number;
    expect((await as('teacher', 'DELETE', `/api/v1/classes/${mathId}/students/${studentId}`)).statusCode).toBeLessThan(
      300,
    );
    expect(rosterEvent(await s.next(ofType('event', room))).activeStudents).toBe(await activeCount());

    s.send({ type: 'unsubscribe', room });
    s.send({ type: 'ping' });
    await s.next(ofType('pong'));
    await as('teacher', 'POST', `/api/v1/classes/${mathId}/students/${studentId}/reactivate`);
    s.send({ type: 'ping' });
    await s.next(ofType('pong'));
    expect(s.messages.filter((m) => m.type === 'event')).toHaveLength(2);
  });

  it('refuses the room to a teacher of another class and to a student', async () => {
    for (const user of ['teacher.free', 'student']) {
      const s = await connect(tokens[user]);
      s.send({ type: 'subscribe', room });
      expect(await s.next(ofType('error'))).toMatchObject({ code: 'forbidden', room });
      s.send({ type: 'subscribe', room: 'class:999999' });
      expect(await s.next(ofType('error'))).toMatchObject({ code: 'forbidden', room: 'class:999999' });
    }
    const s = await connect(tokens.teacher);
    s.send({ type: 'subscribe', room: 'school:1' });
    expect(await s.next(ofType('error'))).toMatchObject({ code: 'bad_room' });
  });

  it('gives a reconnecting socket the current snapshot', async () => {
    const first = await connect(tokens.teacher);
    first.send({ type: 'subscribe', room });
    await first.next(ofType('snapshot', room));
    await first.close();
    await as('school.admin', 'POST', `/api/v1/classes/${mathId}/students`, {
      students: [{ firstName: 'Missed', lastName: 'Meanwhile' }],
    });
    const second = await connect(tokens.teacher);
    second.send({ type: 'subscribe', room });
    const snapshot = await second.next(ofType('snapshot', room));
    expect(snapshot.state).toEqual({ classId: mathId, activeStudents: await activeCount() });
  });

  it('says token_expired when the token runs out, and carries on after auth with a fresh token', async () => {
    const info = JSON.parse(decodeJwt(tokens.teacher!).UserInfo as string);
    const { config, signingKeys } = t.app.ctx;
    const shortLived = createAccessTokenService(
      signingKeys,
      // Long enough to connect and subscribe on a loaded machine before it runs out.
      { issuer: config.authority, clientId: config.clientId, ttlSeconds: 4 },
      t.app.ctx.sessions,
    );
    const s = await connect(await shortLived.sign('Teacher', info, decodeJwt(tokens.teacher!).sid as string));
    s.send({ type: 'subscribe', room });
    await s.next(ofType('snapshot', room));
    expect(await s.next(ofType('error'), 10_000)).toMatchObject({ code: 'token_expired' });

    // While expired nothing flows and nothing new may be joined.
    s.send({ type: 'subscribe', room: classRoom(mathId) });
    expect(await s.next(ofType('error'))).toMatchObject({ code: 'token_expired' });

    s.send({ type: 'auth', token: tokens.teacher! });
    await s.next(ofType('authenticated'));
    expect((await s.next(ofType('snapshot', room))).state).toEqual({
      classId: mathId,
      activeStudents: await activeCount(),
    });
    await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {
      students: [{ firstName: 'After', lastName: 'Renewal' }],
    });
    expect(rosterEvent(await s.next(ofType('event', room))).activeStudents).toBe(await activeCount());
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });

  it('announces an import once its job is done', async () => {
    const cls = await buildClassFor(t.database.db, await userIdOf(t.database.db, 'teacher'));
    const importRoom = classRoom(cls.id);
    const s = await connect(tokens.teacher);
    s.send({ type: 'subscribe', room: importRoom });
    expect((await s.next(ofType('snapshot', importRoom))).state).toEqual({ classId: cls.id, activeStudents: 0 });
    const res = await uploadStudents(t.app, tokens.teacher!, cls.id, 'kids.csv', studentCsv(manyStudents(3)));
    expect(res.statusCode).toBe(202);
    expect((await waitForJob(t.app, tokens.teacher!, res.json().id)).status).toBe('done');
    expect((await s.next(ofType('event', importRoom), 10_000)).event).toMatchObject({
      classId: cls.id,
      activeStudents: 3,
    });
  });

  it('closes a socket that changes user on re-auth', async () => {
    const s = await connect(tokens.teacher);
    s.send({ type: 'auth', token: tokens['school.admin']! });
    expect((await s.closed).code).toBe(4001);
  });
});

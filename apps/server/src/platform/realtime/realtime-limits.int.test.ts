import { classRoom, type TServerMessage } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents } from '../../../test/factories';
import { mintToken } from '../../../test/kits/attempts/test-support';
import { ofType, openSocket, type TestSocket } from '../../../test/realtime-client';
import { MAX_REFUSED_SUBSCRIBES, MAX_ROOMS_PER_SOCKET, SUBSCRIBE_RATE } from './gateway';

// Every subscribe costs the server an authorization and a snapshot query: a socket gets a bounded number.

describe('realtime subscribe limits', () => {
  let t: TestApp;
  let token: string;
  let rooms: string[];
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = await buildClassWithStudents(t.database.db, { students: 1 });
    const more = [];
    for (let i = 0; i < MAX_ROOMS_PER_SOCKET; i++)
      more.push(await buildClassWithStudents(t.database.db, { teacherId: first.teacherId, students: 0 }));
    rooms = [first, ...more].map((c) => classRoom(c.cls.id));
    token = await mintToken(t.app, first.teacherId);
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.close();
  });

  async function connect() {
    const s = await openSocket(t.app);
    open.push(s);
    s.send({ type: 'auth', token });
    await s.next(ofType('authenticated'));
    return s;
  }
  const errorsOf = (s: TestSocket, code: string) =>
    s.messages.filter((m): m is Extract<TServerMessage, { type: 'error' }> => m.type === 'error' && m.code === code);

  it(`follows at most ${MAX_ROOMS_PER_SOCKET} rooms at once; leaving one makes room`, async () => {
    const s = await connect();
    for (const room of rooms.slice(0, MAX_ROOMS_PER_SOCKET)) {
      s.send({ type: 'subscribe', room });
      await s.next(ofType('snapshot', room));
    }
    const extra = rooms[MAX_ROOMS_PER_SOCKET]!;
    s.send({ type: 'subscribe', room: extra });
    const refused = await s.next(ofType('error', extra));
    expect(refused).toMatchObject({ code: 'bad_room', message: 'Too many rooms: leave one first' });

    s.send({ type: 'unsubscribe', room: rooms[0]! });
    s.send({ type: 'subscribe', room: extra });
    expect(await s.next(ofType('snapshot', extra))).toMatchObject({ room: extra });
  });

  it(`answers subscribes beyond ${SUBSCRIBE_RATE.max} in ${SUBSCRIBE_RATE.windowMs / 1000} s with rate_limited, and keeps the socket`, async () => {
    const s = await connect();
    const room = rooms[0]!;
    for (let i = 0; i < SUBSCRIBE_RATE.max + 2; i++) s.send({ type: 'subscribe', room });
    s.send({ type: 'ping' });
    await s.next(ofType('pong'));
    expect(s.messages.filter((m) => m.type === 'snapshot')).toHaveLength(SUBSCRIBE_RATE.max);
    expect(errorsOf(s, 'rate_limited')).toEqual([
      expect.objectContaining({ room, message: 'Too many subscribes: wait a few seconds' }),
      expect.objectContaining({ room }),
    ]);
    // The socket still works: events and pings flow.
    s.send({ type: 'ping' });
    await s.next(ofType('pong'));
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });

  it('closes a socket that keeps subscribing after being refused', async () => {
    const s = await connect();
    const room = rooms[1]!;
    for (let i = 0; i < SUBSCRIBE_RATE.max + MAX_REFUSED_SUBSCRIBES + 5; i++) s.send({ type: 'subscribe', room });
    expect(await s.closed).toEqual({ code: 4001, reason: 'too many subscribes' });
    expect(errorsOf(s, 'rate_limited')).toHaveLength(MAX_REFUSED_SUBSCRIBES);
  });

  it('limits each socket on its own: a fresh socket of the same user subscribes normally', async () => {
    const s = await connect();
    s.send({ type: 'subscribe', room: rooms[2]! });
    expect(await s.next(ofType('snapshot', rooms[2]!))).toMatchObject({ room: rooms[2] });
  });
});

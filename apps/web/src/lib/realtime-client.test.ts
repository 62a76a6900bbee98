import { encodeMessage, type ServerMessageBody } from '@clearsheets/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createRealtimeClient, type RoomMessage, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(body: ServerMessageBody) {
    this.onmessage?.({ data: encodeMessage(body) });
  }
}

describe('backoffDelay', () => {
  it('grows exponentially with jitter between 0.5 s and 15 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(20, () => 1)).toBe(15_000);
    expect(backoffDelay(20, () => 0)).toBe(7500);
  });
});

describe('realtime client', () => {
  let sockets: FakeSocket[];
  let token: string;
  const refresh = vi.fn(async () => {
    token = 'fresh';
    return true;
  });
  const make = () =>
    createRealtimeClient({
      url: () => 'ws://test/api/v1/realtime',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      getToken: () => token,
      refresh,
      random: () => 0,
    });
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = 'first';
    refresh.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('connects lazily, authenticates first, then subscribes and delivers room messages', () => {
    const client = make();
    expect(sockets).toHaveLength(0);
    const got: RoomMessage[] = [];
    client.join('class:1', (m) => got.push(m));
    client.join('class:2', () => {});
    expect(sockets).toHaveLength(1);
    const s = sockets[0]!;
    s.open();
    expect(s.sent).toEqual([{ v: 1, type: 'auth', token: 'first' }]);
    s.receive({ type: 'authenticated' });
    expect(client.isLive()).toBe(true);
    expect(s.sent.slice(1)).toEqual([
      { v: 1, type: 'subscribe', room: 'class:1' },
      { v: 1, type: 'subscribe', room: 'class:2' },
    ]);
    s.receive({ type: 'snapshot', room: 'class:1', state: { classId: 1, activeStudents: 2 } });
    s.receive({ type: 'snapshot', room: 'class:2', state: { classId: 2, activeStudents: 0 } });
    expect(got).toEqual([{ v: 1, type: 'snapshot', room: 'class:1', state: { classId: 1, activeStudents: 2 } }]);
  });

  it('renews an expired token and sends auth again on the same socket', async () => {
    const client = make();
    client.join('class:1', () => {});
    const s = sockets[0]!;
    s.open();
    s.receive({ type: 'authenticated' });
    s.receive({ type: 'error', code: 'token_expired', message: 'expired' });
    expect(client.isLive()).toBe(false);
    await vi.waitFor(() => expect(s.sent.at(-1)).toEqual({ v: 1, type: 'auth', token: 'fresh' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects with backoff and subscribes every room again; leaving the last room closes the socket later', () => {
    const client = make();
    const leave = client.join('class:1', () => {});
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'authenticated' });
    sockets[0]!.close();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    const s = sockets[1]!;
    s.open();
    s.receive({ type: 'authenticated' });
    expect(s.sent).toEqual([
      { v: 1, type: 'auth', token: 'first' },
      { v: 1, type: 'subscribe', room: 'class:1' },
    ]);
    leave();
    expect(s.sent.at(-1)).toEqual({ v: 1, type: 'unsubscribe', room: 'class:1' });
    vi.advanceTimersByTime(30_000);
    expect(s.readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});

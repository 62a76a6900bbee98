import { type ClientMessageBody, encodeMessage, parseServerMessage, type TServerMessage } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A test socket on a listening app: records every server message; `next` waits for a matching one. */
export interface TestSocket {
  ws: WebSocket;
  messages: TServerMessage[];
  send(body: ClientMessageBody): void;
  next<T extends TServerMessage>(match: (m: TServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  next(match: (m: TServerMessage) => boolean, timeoutMs?: number): Promise<TServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function realtimeUrl(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/api/v1/realtime`;
}

export async function openSocket(app: FastifyInstance): Promise<TestSocket> {
  const ws = new WebSocket(realtimeUrl(app));
  const messages: TServerMessage[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const msg = parseServerMessage(data.toString());
    if (!msg) throw new Error(`unparsable server message: ${data.toString()}`);
    messages.push(msg);
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (body) => ws.send(encodeMessage(body)),
    /** The first not-yet-consumed message that matches; earlier unmatched ones are skipped. */
    next(match: (m: TServerMessage) => boolean, timeoutMs = 5000) {
      return new Promise<TServerMessage>((resolve, reject) => {
        const check = () => {
          while (cursor < messages.length) {
            const m = messages[cursor++] as TServerMessage;
            if (match(m)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(m);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  } as TestSocket;
}

export const ofType =
  <K extends TServerMessage['type']>(type: K, room?: string) =>
  (m: TServerMessage): m is Extract<TServerMessage, { type: K }> =>
    m.type === type && (room === undefined || !('room' in m) || m.room === room);

/** The class-roster event of an `event` message (fails the test when the event is of another kind). */
export function rosterEvent(message: Extract<TServerMessage, { type: 'event' }>) {
  if (message.event.type !== 'class.roster.changed')
    throw new Error(`expected a roster event, got ${message.event.type}`);
  return message.event;
}

import { randomUUID } from 'node:crypto';
import {
  encodeMessage,
  parseClientMessage,
  parseRoom,
  REALTIME_PATH,
  type RealtimeErrorCode,
  type RoomKind,
  type ServerMessageBody,
  type TRealtimeEvent,
} from '@clearsheets/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Caller } from '../auth/access-tokens';
import { verifyAccessToken } from '../auth/guards';
import { SESSIONS_ROOM } from '../auth/sessions';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { Unsubscribe } from './bus';

// GET /api/v1/realtime (DESIGN section 5): one WebSocket per tab. The token arrives in the first `auth`
// message (never in the URL); rooms are authorized by their kind's policy; every subscribe answers with the
// room's current state so a reconnect never leaves a stale screen.

/** Who may join a room of one kind, and what its state is right now. */
export interface RoomPolicy {
  /** Throws (an AppError 403/404) when the caller may not see the room. */
  authorize(ctx: AppContext, caller: Caller, id: number): Promise<void>;
  snapshot(ctx: AppContext, id: number): Promise<unknown>;
}
export type RoomPolicies = Partial<Record<RoomKind, RoomPolicy>>;

export interface RealtimeGatewayOptions {
  policies: RoomPolicies;
  authTimeoutMs?: number;
  reauthGraceMs?: number;
  heartbeatMs?: number;
}

// Each subscribe runs the room's authorization and snapshot queries, so a socket may not send them without
// limit (docs/decisions/0016). A tab follows one or two rooms and resubscribes them on reconnect; these
// limits are far above that.
/** Rooms one socket may follow at once. */
export const MAX_ROOMS_PER_SOCKET = 10;
/** Subscribes one socket may send in a window: counted by the product's one rate-limit mechanism
 * (platform/rate-limits.ts), like every other limit. */
export const SUBSCRIBE_RATE = { max: 20, windowMs: 10_000 } as const;
/** Refused subscribes (over the rate or the room cap) after which the socket is closed as abusive. */
export const MAX_REFUSED_SUBSCRIBES = 20;
const MAX_PAYLOAD_BYTES = 16 * 1024;
const CLOSE_POLICY = 4001;

interface SocketState {
  socket: WebSocket;
  /** Null before the first auth and while an expired token awaits renewal. */
  caller: Caller | null;
  userId: number | null;
  alive: boolean;
  rooms: Map<string, Unsubscribe>;
  timer: NodeJS.Timeout | null;
  closed: boolean;
  /** The socket's key in the subscribe limit. */
  limitKey: string;
  /** The upgrade request: the rate limiter reads its store through it. */
  request: FastifyRequest;
  refusedSubscribes: number;
}

export async function realtimeGateway(app: FastifyInstance, opts: RealtimeGatewayOptions) {
  const authTimeoutMs = opts.authTimeoutMs ?? 10_000;
  const reauthGraceMs = opts.reauthGraceMs ?? 30_000;
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const ctx = app.ctx;
  const sockets = new Set<SocketState>();

  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });

  const heartbeat = setInterval(() => {
    for (const s of sockets) {
      if (!s.alive) {
        s.socket.terminate();
        continue;
      }
      s.alive = false;
      s.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  // A sign-out, password reset or deactivation ends the user's sessions on every process (sessions.ts): a
  // socket opened under an ended session is closed at once rather than when its token expires.
  const stopSessionWatch = ctx.realtime.subscribe(SESSIONS_ROOM, (event) => {
    const userId = (event as unknown as { userId?: unknown }).userId;
    for (const s of sockets) {
      const caller = s.caller;
      if (!caller?.sessionId || s.userId !== userId) continue;
      ctx.sessions
        .isOpen(caller.userId, caller.sessionId)
        .then((open) => {
          if (!open) closeSocket(s, 'signed out');
        })
        .catch((err) => app.log.error({ err }, 'realtime session check failed'));
    }
  });
  app.addHook('onClose', async () => {
    stopSessionWatch();
    clearInterval(heartbeat);
    for (const s of sockets) s.socket.terminate();
  });

  const send = (s: SocketState, body: ServerMessageBody) => {
    if (!s.closed && s.socket.readyState === s.socket.OPEN) s.socket.send(encodeMessage(body));
  };
  const sendError = (s: SocketState, code: RealtimeErrorCode, message: string, room?: string) =>
    send(s, room ? { type: 'error', code, message, room } : { type: 'error', code, message });

  const setTimer = (s: SocketState, ms: number, fn: () => void) => {
    if (s.timer) clearTimeout(s.timer);
    s.timer = setTimeout(fn, Math.max(0, Math.min(ms, 2_147_483_647)));
    s.timer.unref();
  };

  const closeSocket = (s: SocketState, reason: string) => {
    if (!s.closed) s.socket.close(CLOSE_POLICY, reason);
  };

  /** Counts a subscribe against the socket's limit; false when it is over. */
  const withinSubscribeRate = async (s: SocketState) => {
    const limit = ctx.rateLimits.define('realtime-subscribe', SUBSCRIBE_RATE.max, SUBSCRIBE_RATE.windowMs);
    return !(await limit.take(s.request, s.limitKey)).exceeded;
  };

  /** Refuses a subscribe with an error; a socket that keeps sending refused subscribes is closed. */
  const refuseSubscribe = (s: SocketState, code: RealtimeErrorCode, message: string, room: string) => {
    s.refusedSubscribes += 1;
    sendError(s, code, message, room);
    if (s.refusedSubscribes >= MAX_REFUSED_SUBSCRIBES) closeSocket(s, 'too many subscribes');
  };

  const leave = (s: SocketState, room: string) => {
    s.rooms.get(room)?.();
    s.rooms.delete(room);
  };

  /** Authorizes and (re)sends `subscribed` + `snapshot`; events that arrive meanwhile follow the snapshot. */
  async function join(s: SocketState, room: string, caller: Caller) {
    const parsed = parseRoom(room);
    const policy = parsed && opts.policies[parsed.kind];
    if (!parsed || !policy) return sendError(s, 'bad_room', 'Unknown room', room);
    try {
      await policy.authorize(ctx, caller, parsed.id);
    } catch (err) {
      if (!(err instanceof AppError)) app.log.error({ err, room }, 'realtime authorize failed');
      leave(s, room);
      return sendError(s, 'forbidden', 'You may not follow this room', room);
    }
    if (s.closed) return;
    let queue: TRealtimeEvent[] | null = [];
    let unsubscribe = s.rooms.get(room);
    if (!unsubscribe) {
      if (s.rooms.size >= MAX_ROOMS_PER_SOCKET)
        return refuseSubscribe(s, 'bad_room', 'Too many rooms: leave one first', room);
      unsubscribe = ctx.realtime.subscribe(room, (event) => {
        if (!s.caller) return; // token expired: nothing flows until it is renewed
        if (queue) queue.push(event);
        else send(s, { type: 'event', room, event });
      });
      s.rooms.set(room, unsubscribe);
    } else queue = null;
    await unsubscribe.ready;
    const state = await policy.snapshot(ctx, parsed.id);
    if (s.closed || s.rooms.get(room) !== unsubscribe) return;
    send(s, { type: 'subscribed', room });
    send(s, { type: 'snapshot', room, state });
    const pending = queue ?? [];
    queue = null;
    for (const event of pending) send(s, { type: 'event', room, event });
  }

  async function authenticate(s: SocketState, token: string) {
    let caller: Caller;
    let expMs: number;
    try {
      // The same check, and the same verified-token cache, as every route's guard.
      ({ caller, expiresAt: expMs } = await verifyAccessToken(ctx.accessTokens, token));
    } catch {
      return sendError(s, s.userId === null ? 'unauthorized' : 'token_expired', 'The token is not valid');
    }
    if (s.userId !== null && s.userId !== caller.userId) return closeSocket(s, 'another user');
    const renewed = s.userId !== null && s.caller === null;
    s.caller = caller;
    s.userId = caller.userId;
    setTimer(s, expMs - Date.now(), () => {
      s.caller = null;
      sendError(s, 'token_expired', 'The access token expired: send auth with a fresh one');
      setTimer(s, reauthGraceMs, () => closeSocket(s, 'token expired'));
    });
    send(s, { type: 'authenticated' });
    // After a renewal the rooms are checked again and their state resent (events paused meanwhile).
    if (renewed) for (const room of [...s.rooms.keys()]) await join(s, room, caller);
  }

  app.get(REALTIME_PATH, { websocket: true }, (socket, request) => {
    const s: SocketState = {
      socket,
      caller: null,
      userId: null,
      alive: true,
      rooms: new Map(),
      timer: null,
      closed: false,
      limitKey: randomUUID(),
      request,
      refusedSubscribes: 0,
    };
    sockets.add(s);
    setTimer(s, authTimeoutMs, () => closeSocket(s, 'auth timeout'));
    socket.on('pong', () => {
      s.alive = true;
    });
    socket.on('close', () => {
      s.closed = true;
      sockets.delete(s);
      if (s.timer) clearTimeout(s.timer);
      for (const room of [...s.rooms.keys()]) leave(s, room);
    });
    // Messages of one socket are handled in order.
    let chain = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      s.alive = true;
      const raw = isBinary ? '' : data.toString();
      chain = chain
        .then(() => handle(s, raw))
        .catch((err) => {
          app.log.error({ err }, 'realtime message failed');
        });
    });
  });

  async function handle(s: SocketState, raw: string) {
    if (s.closed) return;
    const msg = parseClientMessage(raw);
    if (!msg) return sendError(s, 'bad_message', 'Unknown message');
    if (msg.type === 'auth') return authenticate(s, msg.token);
    if (msg.type === 'ping') return send(s, { type: 'pong' });
    if (msg.type === 'subscribe' && !(await withinSubscribeRate(s)))
      return refuseSubscribe(s, 'rate_limited', 'Too many subscribes: wait a few seconds', msg.room);
    const caller = s.caller;
    if (!caller)
      return sendError(
        s,
        s.userId === null ? 'unauthorized' : 'token_expired',
        'Send auth first',
        'room' in msg ? msg.room : undefined,
      );
    if (msg.type === 'subscribe') return join(s, msg.room, caller);
    leave(s, msg.room);
  }
}

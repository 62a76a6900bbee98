import {
  type ClientMessageBody,
  encodeMessage,
  parseServerMessage,
  REALTIME_PATH,
  type TServerMessage,
} from '@clearsheets/shared';
import { useEffect, useRef, useState } from 'react';
import { getAccessToken, getSession, refreshSession, subscribeSession } from './session-store';

// One WebSocket per tab (DESIGN section 5), opened on the first room and closed a while after the last one
// is left. The token goes in an `auth` message; an expired token is renewed through the session store's
// single-flight refresh; after a reconnect every room is subscribed again (and answers with a snapshot).
// Import this only from staff pages: students' first load must not carry it.

/** What a room's listener receives: its state, its events, and refusals. */
export type RoomMessage = Extract<TServerMessage, { type: 'snapshot' | 'event' | 'error' }>;
export type RoomListener = (message: RoomMessage) => void;

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface RealtimeDeps {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  getToken: () => string | null;
  /** Renews the access token: false when the session cannot be renewed. */
  refresh: () => Promise<boolean>;
  random?: () => number;
  /** How long the socket stays open after the last room is left. */
  idleCloseMs?: number;
}

const OPEN = 1;
const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;

/** Exponential backoff with jitter, between 0.5 s and 15 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.max(MIN_DELAY_MS, ceiling / 2 + (random() * ceiling) / 2));
}

export function createRealtimeClient(deps: RealtimeDeps) {
  const random = deps.random ?? Math.random;
  const idleCloseMs = deps.idleCloseMs ?? 30_000;
  const rooms = new Map<string, Set<RoomListener>>();
  const statusListeners = new Set<() => void>();
  let socket: SocketLike | null = null;
  let authed = false;
  let attempt = 0;
  let authFailures = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let live = false;
  let getSessionSignedOut = () => false;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    for (const l of statusListeners) l();
  };
  const send = (body: ClientMessageBody) => {
    if (socket?.readyState === OPEN) socket.send(encodeMessage(body));
  };

  async function sendFreshAuth() {
    authFailures += 1;
    if (authFailures > 2) return socket?.close(4000, 'auth failed');
    const renewed = await deps.refresh().catch(() => false);
    const token = deps.getToken();
    if (!renewed || !token) return socket?.close(4000, 'signed out');
    send({ type: 'auth', token });
  }

  function onMessage(raw: unknown) {
    const msg = typeof raw === 'string' ? parseServerMessage(raw) : null;
    if (!msg) return;
    switch (msg.type) {
      case 'authenticated':
        authFailures = 0;
        attempt = 0;
        if (!authed) {
          authed = true;
          for (const room of rooms.keys()) send({ type: 'subscribe', room });
        }
        setLive(true);
        return;
      case 'error':
        if (!msg.room && (msg.code === 'token_expired' || msg.code === 'unauthorized')) {
          setLive(false);
          void sendFreshAuth();
          return;
        }
        break;
      case 'subscribed':
      case 'pong':
        return;
    }
    if ('room' in msg && msg.room) for (const l of rooms.get(msg.room) ?? []) l(msg as RoomMessage);
  }

  function connect() {
    if (socket || !rooms.size || getSessionSignedOut()) return;
    const token = deps.getToken();
    if (!token) return;
    const ws = deps.createSocket(deps.url());
    socket = ws;
    authed = false;
    ws.onopen = () => {
      const current = deps.getToken();
      if (current) ws.send(encodeMessage({ type: 'auth', token: current }));
    };
    ws.onmessage = (ev) => onMessage(ev.data);
    ws.onerror = () => {};
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      authed = false;
      setLive(false);
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (reconnectTimer || !rooms.size) return;
    const delay = backoffDelay(attempt++, random);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  function disconnect() {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    const ws = socket;
    socket = null;
    authed = false;
    setLive(false);
    ws?.close(1000, 'done');
  }

  return {
    /** Joins a room (connecting if needed); returns the function that leaves it. */
    join(room: string, listener: RoomListener): () => void {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      let listeners = rooms.get(room);
      if (!listeners) {
        listeners = new Set();
        rooms.set(room, listeners);
        if (authed) send({ type: 'subscribe', room });
      }
      listeners.add(listener);
      connect();
      return () => {
        const set = rooms.get(room);
        if (!set?.delete(listener) || set.size) return;
        rooms.delete(room);
        if (authed) send({ type: 'unsubscribe', room });
        if (!rooms.size) {
          if (idleTimer) clearTimeout(idleTimer);
          idleTimer = setTimeout(() => {
            idleTimer = null;
            if (!rooms.size) disconnect();
          }, idleCloseMs);
        }
      };
    },
    isLive: () => live,
    onStatus(listener: () => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    /** Signed out: close and stay closed; signed in again: reconnect if rooms are open. */
    setSignedOut(isSignedOut: () => boolean) {
      getSessionSignedOut = isSignedOut;
    },
    sessionChanged() {
      if (getSessionSignedOut()) disconnect();
      else connect();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

let shared: RealtimeClient | null = null;

/** The tab's client, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  if (shared) return shared;
  const client = createRealtimeClient({
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    getToken: getAccessToken,
    refresh: refreshSession,
  });
  client.setSignedOut(() => getSession().status === 'signedOut');
  subscribeSession(() => client.sessionChanged());
  shared = client;
  return client;
}

/** Follows a room while the component is mounted; `live` is true once the socket is authenticated. */
export function useRoom(room: string | null, onMessage: RoomListener): { live: boolean } {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!room) return;
    const client = getRealtimeClient();
    const update = () => setLive(client.isLive());
    const offStatus = client.onStatus(update);
    const leave = client.join(room, (m) => handler.current(m));
    update();
    return () => {
      offStatus();
      leave();
      setLive(false);
    };
  }, [room]);
  return { live };
}

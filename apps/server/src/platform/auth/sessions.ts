// Whether the sign-in an access token belongs to is still open (docs/decisions/0013-sign-in-sessions.md).
// Every access token carries `sid`, the id of its refresh-token family: one sign-in on one device. The
// refresh_tokens table is the truth (a family with no unrevoked token is ended: sign-out, password reset,
// deactivation, reuse detection). Each process remembers the answer per family, so the hot path stays a
// Map lookup; whoever ends a user's sessions announces it on the realtime bus (Redis pub/sub across
// processes) after commit, and every process forgets that user's families and asks the database again.
import type { TRealtimeEvent } from '@clearsheets/shared';
import { BoundedMap } from '../caches/bounded-map';
import type { RealtimeBus, Unsubscribe } from '../realtime/bus';

export const SESSIONS_ROOM = 'auth:sessions';
const REMEMBERED_MAX = 50_000;

/** A bus message between server processes only (no client can join this room: it is not a ZRoom). */
interface SessionsEnded {
  type: 'sessions.ended';
  userId: number;
}

export interface SessionRegistry {
  /** True while the family has an unrevoked refresh token. */
  isOpen(userId: number, sessionId: string): Promise<boolean>;
  /** Announces (after commit) that some of the user's sessions were ended; every process rechecks them. */
  ended(userId: number): Promise<void>;
  close(): void;
}

export function createSessionRegistry(
  bus: RealtimeBus,
  isFamilyOpen: (sessionId: string) => Promise<boolean>,
): SessionRegistry {
  const remembered = new BoundedMap<string, { userId: number; open: boolean }>(REMEMBERED_MAX);
  // Bumped on every announcement: a database answer read before one must not be remembered after it.
  let generation = 0;
  const forget = (userId: number) => {
    generation += 1;
    remembered.deleteWhere((entry) => entry.userId === userId);
  };
  const unsubscribe: Unsubscribe = bus.subscribe(SESSIONS_ROOM, (event) => {
    const message = event as unknown as SessionsEnded;
    if (message.type === 'sessions.ended' && Number.isInteger(message.userId)) forget(message.userId);
  });
  return {
    async isOpen(userId, sessionId) {
      const hit = remembered.get(sessionId);
      if (hit && hit.userId === userId) return hit.open;
      const before = generation;
      const open = await isFamilyOpen(sessionId);
      if (before === generation) remembered.set(sessionId, { userId, open });
      return open;
    },
    async ended(userId) {
      forget(userId);
      const message: SessionsEnded = { type: 'sessions.ended', userId };
      await bus.publish(SESSIONS_ROOM, message as unknown as TRealtimeEvent);
    },
    close() {
      unsubscribe();
    },
  };
}

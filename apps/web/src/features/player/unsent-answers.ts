import { decodeJwtPayload } from '@clearsheets/shared';
import type { SessionState } from '../../lib/session-store';
import { UNSENT_ANSWERS_PREFIX } from '../../lib/storage';

// How many answers wait on this device, without loading the queue: the student layout's sign-out asks
// before the player's code is loaded (the queue itself comes in with a dynamic import).

/** The localStorage key of one student's answer queue; sign-out keeps it while it holds answers. */
export const answersStorageKey = (userKey: string) => `${UNSENT_ANSWERS_PREFIX}${userKey}`;

/** The unsent answers stored for the student (0 when storage is empty, unreadable or off). */
export function storedUnsentCount(userKey: string, storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const value = JSON.parse(storage?.getItem(answersStorageKey(userKey)) ?? 'null') as { entries?: unknown };
    return Array.isArray(value?.entries) ? value.entries.length : 0;
  } catch {
    return 0;
  }
}

/** Whose queue: the signed-in user's id (UserInfo claim, else the token subject); null when signed out. */
export function userKeyOf(session: SessionState): string | null {
  if (session.status !== 'signedIn') return null;
  const id = session.user?.UserId ?? decodeJwtPayload(session.token)?.sub;
  return id === undefined || id === null || id === '' ? null : String(id);
}

// localStorage can throw (private mode, disabled storage); the app then behaves as signed out.

/** Reads a key, null when missing or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, ignoring storage failures. */
export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the session lives only in memory for this page.
  }
}

/** Removes one key, ignoring storage failures. */
export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Where a student's answers wait until the server confirms them (the player's and the live lesson's queues),
 * one key per student: `${prefix}${userId}`. */
export const UNSENT_ANSWERS_PREFIX = 'cs.answers.';
export const UNSENT_LESSON_ANSWERS_PREFIX = 'cs.lessonAnswers.';

/** A queue that still holds answers (as the queues write it, `"entries":[{`): the one thing a sign-out keeps, for
 * its owner alone to send. */
const holdsUnsentAnswers = (key: string, storage: Storage) =>
  (key.startsWith(UNSENT_ANSWERS_PREFIX) || key.startsWith(UNSENT_LESSON_ANSWERS_PREFIX)) &&
  /"entries":\[\{/.test(storage.getItem(key) ?? '');

/** Signing out clears all stored data (spec section 4): on a shared Chromebook the next student finds nothing of
 * the last (tokens, the spec's keys, language, what they looked at), only answers not yet saved on the server,
 * which wait under their owner's id and are sent when that student signs in again. */
export function clearStoredData(): void {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) => k !== null);
      for (const key of keys) if (!holdsUnsentAnswers(key, storage)) storage.removeItem(key);
    }
  } catch {
    // Storage off: nothing was kept.
  }
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // Nothing to clear.
  }
}

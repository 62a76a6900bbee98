import { STORAGE_KEYS } from '@clearsheets/shared';

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

/** Signing out clears all stored data (spec section 4): every key of the spec's list. */
export function clearSessionStorageKeys(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }
}

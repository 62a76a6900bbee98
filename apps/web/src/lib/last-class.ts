import { readStorage, writeStorage } from './storage';

// "Class results" and the class pages open the class the teacher used last. It is remembered on this device
// per user (a shared classroom computer keeps each teacher's own), outside the keys sign-out clears, so it
// is still there at the next sign-in. Shared code: the classes, results and home features all read it.

const keyFor = (userId: number) => `cs.lastClass.${userId}`;

/** The class this user last opened here, or null. */
export function lastClassOf(userId: number | null | undefined): number | null {
  if (!userId) return null;
  const raw = readStorage(keyFor(userId));
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  return id !== null && id <= 2_147_483_647 ? id : null;
}

/** Remembers the class the user is working with now. */
export function rememberClass(userId: number | null | undefined, classId: number | null | undefined): void {
  if (!userId || !classId) return;
  writeStorage(keyFor(userId), String(classId));
}

/** Of the classes the user may open, the remembered one, else the first (null when there are none). */
export function preferredClass<T extends { id: number }>(classes: readonly T[], remembered: number | null): T | null {
  return classes.find((c) => c.id === remembered) ?? classes[0] ?? null;
}

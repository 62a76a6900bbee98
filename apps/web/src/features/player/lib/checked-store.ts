// Feedback option 1: the questions the student has checked. A checked answer is shown with its feedback
// and no longer changes (seeing the correct answer and then changing yours would make feedback a key).
// Kept per attempt in this browser, so a reload or a reopened tab keeps them locked.

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const checkedKey = (userKey: string, attemptId: number) => `cs.checked.${userKey}.${attemptId}`;

export function readChecked(storage: Store | undefined, key: string): Set<number> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []);
  } catch {
    return new Set();
  }
}

export function writeChecked(storage: Store | undefined, key: string, checked: ReadonlySet<number>): void {
  try {
    storage?.setItem(key, JSON.stringify([...checked]));
  } catch {
    // Storage full or off: the lock lasts for this page only.
  }
}

import type { TStudentAssignment } from '@clearsheets/shared';

// "New feedback" on a done assignment: the teacher graded or changed something since the student last
// opened its results. The server may say so itself (`newFeedback`); otherwise this browser remembers the
// score and the number of answers waiting as the student last saw them.

type Store = Pick<Storage, 'getItem' | 'setItem'>;
type Seen = Record<string, string>;

export const seenKey = (userKey: string) => `cs.resultsSeen.${userKey}`;

const signature = (a: TStudentAssignment) => `${a.score ?? ''}|${a.pendingCount}`;

function read(storage: Store | undefined, key: string): Seen {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Seen) : {};
  } catch {
    return {};
  }
}

function write(storage: Store | undefined, key: string, seen: Seen): void {
  try {
    storage?.setItem(key, JSON.stringify(seen));
  } catch {
    // Storage off: the marker then shows only when the server says so.
  }
}

/** The done assignments with new feedback (server flag first, then what this browser last saw). */
export function withNewFeedback(done: readonly TStudentAssignment[], storage: Store | undefined, key: string) {
  const seen = read(storage, key);
  return new Set(
    done
      .filter((a) => {
        const flag = (a as TStudentAssignment & { newFeedback?: unknown }).newFeedback;
        if (typeof flag === 'boolean') return flag;
        const before = seen[String(a.id)];
        return before !== undefined && before !== signature(a);
      })
      .map((a) => a.id),
  );
}

/** Remembers how the assignments look now: all of them the first time they are listed, one when opened. */
export function rememberSeen(
  assignments: readonly TStudentAssignment[],
  storage: Store | undefined,
  key: string,
  opts: { onlyNew: boolean },
): void {
  const seen = read(storage, key);
  let changed = false;
  for (const a of assignments) {
    const id = String(a.id);
    if (opts.onlyNew && seen[id] !== undefined) continue;
    if (seen[id] !== signature(a)) {
      seen[id] = signature(a);
      changed = true;
    }
  }
  if (changed) write(storage, key, seen);
}

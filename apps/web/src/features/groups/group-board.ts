import { TEAM_NAMES, type TSmallGroup, ZGroupName } from '@clearsheets/shared';

// The small group manager edits a draft of a class's groups: students move between groups (or belong to
// several), groups are renamed or added, and "Save" sends only the differences. All of it is pure, here.

export interface BoardGroup {
  /** Stable while editing: "g<id>" for saved groups, "new-<n>" for groups not saved yet. */
  key: string;
  id: number | null;
  name: string;
  studentIds: number[];
}

export type Board = BoardGroup[];

/** Where a student is moved from or to: a group's key, or null for "not in a group". */
export type Place = string | null;

export const groupKey = (id: number) => `g${id}`;

/** The draft as the server has it; members no longer active in the class are left out. */
export function boardFromGroups(groups: TSmallGroup[], activeIds: ReadonlySet<number>): Board {
  return groups.map((g) => ({
    key: groupKey(g.id),
    id: g.id,
    name: g.name,
    studentIds: g.students.map((s) => s.id).filter((id) => activeIds.has(id)),
  }));
}

/** Students in no group, in the class's order. */
export function unassignedIds(board: Board, studentIds: readonly number[]): number[] {
  const placed = new Set(board.flatMap((g) => g.studentIds));
  return studentIds.filter((id) => !placed.has(id));
}

const withMember = (group: BoardGroup, studentId: number): BoardGroup =>
  group.studentIds.includes(studentId) ? group : { ...group, studentIds: [...group.studentIds, studentId] };
const withoutMember = (group: BoardGroup, studentId: number): BoardGroup =>
  group.studentIds.includes(studentId)
    ? { ...group, studentIds: group.studentIds.filter((id) => id !== studentId) }
    : group;

/** Moves a student out of `from` and into `to` (null: not in a group); other memberships stay. */
export function moveStudent(board: Board, studentId: number, from: Place, to: Place): Board {
  if (from === to) return board;
  return board.map((g) => {
    if (g.key === from) return withoutMember(g, studentId);
    if (g.key === to) return withMember(g, studentId);
    return g;
  });
}

/** Adds a student to one more group, keeping the groups they are already in. */
export function addToGroup(board: Board, studentId: number, to: string): Board {
  return board.map((g) => (g.key === to ? withMember(g, studentId) : g));
}

export function renameGroup(board: Board, key: string, name: string): Board {
  return board.map((g) => (g.key === key ? { ...g, name } : g));
}

/** A new, empty group at the end of the board. */
export function addGroup(board: Board, key: string, name: string): Board {
  return [...board, { key, id: null, name, studentIds: [] }];
}

/** Drops a group that was never saved (saved groups are deleted on the server, with a confirmation). */
export function removeNewGroup(board: Board, key: string): Board {
  return board.filter((g) => g.key !== key || g.id !== null);
}

/** Gives each new (unsaved) group the next name of the list. */
export function nameNewGroups(board: Board, names: readonly string[]): Board {
  let next = 0;
  return board.map((g) => (g.id === null && next < names.length ? { ...g, name: names[next++] ?? g.name } : g));
}

/** Up to `count` distinct team names, in random order, none equal (ignoring case) to a name in use. */
export function pickTeamNames(
  count: number,
  exclude: readonly string[],
  random: () => number = Math.random,
  pool: readonly string[] = TEAM_NAMES,
): string[] {
  const used = new Set(exclude.map((n) => n.trim().toLowerCase()));
  const free = pool.filter((n) => !used.has(n.toLowerCase()));
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j] as string, free[i] as string];
  }
  return free.slice(0, Math.max(0, count));
}

const sameMembers = (a: readonly number[], b: readonly number[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
};

export interface BoardChanges {
  creates: { key: string; name: string; studentIds: number[] }[];
  updates: { key: string; id: number; name?: string; studentIds?: number[] }[];
}

/** What saving must send: new groups to create and, for saved ones, only the name and/or members that changed. */
export function boardChanges(baseline: Board, draft: Board): BoardChanges {
  const before = new Map(baseline.filter((g) => g.id !== null).map((g) => [g.id, g]));
  const changes: BoardChanges = { creates: [], updates: [] };
  for (const g of draft) {
    const name = g.name.trim();
    if (g.id === null) {
      changes.creates.push({ key: g.key, name, studentIds: g.studentIds });
      continue;
    }
    const old = before.get(g.id);
    if (!old) continue;
    const update: BoardChanges['updates'][number] = { key: g.key, id: g.id };
    if (name !== old.name.trim()) update.name = name;
    if (!sameMembers(g.studentIds, old.studentIds)) update.studentIds = g.studentIds;
    if (update.name !== undefined || update.studentIds !== undefined) changes.updates.push(update);
  }
  return changes;
}

export const hasChanges = (changes: BoardChanges) => changes.creates.length + changes.updates.length > 0;

/** Name problems per group key: required, at most 60 characters, unique in the class (ignoring case). */
export function boardNameErrors(board: Board, duplicateMessage: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const g of board) {
    const parsed = ZGroupName.safeParse(g.name);
    if (!parsed.success) {
      errors[g.key] = parsed.error.issues[0]?.message ?? duplicateMessage;
      continue;
    }
    const lower = parsed.data.toLowerCase();
    if (seen.has(lower)) errors[g.key] = duplicateMessage;
    else seen.set(lower, g.key);
  }
  return errors;
}

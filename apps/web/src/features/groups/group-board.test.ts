import type { TSmallGroup } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addToGroup,
  boardChanges,
  boardFromGroups,
  boardNameErrors,
  hasChanges,
  moveStudent,
  nameNewGroups,
  pickTeamNames,
  removeNewGroup,
  renameGroup,
  unassignedIds,
} from './group-board';

const student = (id: number) => ({ id, firstName: `F${id}`, lastName: `L${id}` });
const groups: TSmallGroup[] = [
  { id: 1, classId: 7, name: 'Wise Owls', students: [student(1), student(2)] },
  { id: 2, classId: 7, name: 'Busy Beavers', students: [student(3), student(99)] },
];
const active = new Set([1, 2, 3, 4, 5]);
const base = boardFromGroups(groups, active);

describe('boardFromGroups', () => {
  it('keys groups by id and leaves out students no longer active in the class', () => {
    expect(base).toEqual([
      { key: 'g1', id: 1, name: 'Wise Owls', studentIds: [1, 2] },
      { key: 'g2', id: 2, name: 'Busy Beavers', studentIds: [3] },
    ]);
    expect(unassignedIds(base, [1, 2, 3, 4, 5])).toEqual([4, 5]);
  });
});

describe('moving students', () => {
  it('moves from not-in-a-group into a group, between groups, and back out', () => {
    let board = moveStudent(base, 4, null, 'g1');
    expect(board[0]?.studentIds).toEqual([1, 2, 4]);
    board = moveStudent(board, 4, 'g1', 'g2');
    expect(board[0]?.studentIds).toEqual([1, 2]);
    expect(board[1]?.studentIds).toEqual([3, 4]);
    board = moveStudent(board, 4, 'g2', null);
    expect(unassignedIds(board, [1, 2, 3, 4, 5])).toEqual([4, 5]);
  });

  it('lets a student be in several groups, and a move keeps their other groups', () => {
    let board = addToGroup(base, 1, 'g2');
    expect(board[1]?.studentIds).toEqual([3, 1]);
    board = addGroup(board, 'new-1', 'Star Seekers');
    board = moveStudent(board, 1, 'g1', 'new-1');
    expect(board.map((g) => g.studentIds)).toEqual([[2], [3, 1], [1]]);
  });

  it('adds no duplicate when the student is already in the target group', () => {
    const board = moveStudent(addToGroup(base, 1, 'g2'), 1, 'g1', 'g2');
    expect(board[1]?.studentIds).toEqual([3, 1]);
    expect(moveStudent(base, 1, 'g1', 'g1')).toBe(base);
  });
});

describe('groups', () => {
  it('adds, renames and removes only unsaved groups', () => {
    let board = addGroup(base, 'new-1', '');
    board = renameGroup(board, 'new-1', 'Comets');
    expect(board[2]).toEqual({ key: 'new-1', id: null, name: 'Comets', studentIds: [] });
    expect(removeNewGroup(board, 'new-1')).toHaveLength(2);
    expect(removeNewGroup(board, 'g1')).toHaveLength(3);
  });

  it('names the new groups only', () => {
    const board = nameNewGroups(addGroup(addGroup(base, 'new-1', ''), 'new-2', 'x'), ['A', 'B', 'C']);
    expect(board.map((g) => g.name)).toEqual(['Wise Owls', 'Busy Beavers', 'A', 'B']);
  });
});

describe('pickTeamNames', () => {
  it('picks distinct names not in use, ignoring case', () => {
    const names = pickTeamNames(3, ['wise owls'], () => 0.5, ['Wise Owls', 'Comets', 'Stars', 'Bees']);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(names).not.toContain('Wise Owls');
  });

  it('returns fewer when the list runs out, and none for zero', () => {
    expect(pickTeamNames(5, ['A'], Math.random, ['A', 'B'])).toEqual(['B']);
    expect(pickTeamNames(0, [])).toEqual([]);
  });
});

describe('boardChanges', () => {
  it('has nothing to send for an untouched board, whatever the member order', () => {
    const reordered = base.map((g) => ({ ...g, studentIds: [...g.studentIds].reverse() }));
    expect(hasChanges(boardChanges(base, reordered))).toBe(false);
  });

  it('sends renames and member changes separately, and new groups as creates', () => {
    let draft = renameGroup(base, 'g1', ' Wiser Owls ');
    draft = moveStudent(draft, 3, 'g2', null);
    draft = addGroup(draft, 'new-1', 'Comets');
    draft = moveStudent(draft, 5, null, 'new-1');
    expect(boardChanges(base, draft)).toEqual({
      creates: [{ key: 'new-1', name: 'Comets', studentIds: [5] }],
      updates: [
        { key: 'g1', id: 1, name: 'Wiser Owls' },
        { key: 'g2', id: 2, studentIds: [] },
      ],
    });
  });
});

describe('boardNameErrors', () => {
  it('requires a name and a unique one', () => {
    const board = addGroup(addGroup(base, 'new-1', ' '), 'new-2', 'wise owls');
    expect(boardNameErrors(board, 'taken')).toEqual({ 'new-1': 'Group name is required', 'new-2': 'taken' });
    expect(boardNameErrors(base, 'taken')).toEqual({});
  });
});

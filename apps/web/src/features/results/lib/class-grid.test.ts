import type { TAssignmentResults } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { classGrid, pageOf } from './class-grid';

const results = (students: Partial<TAssignmentResults['students'][number]>[]) =>
  ({
    students: students.map((s) => ({
      name: `S${s.studentId}`,
      classId: 1,
      status: 'not_started',
      score: null,
      maxScore: 10,
      percent: null,
      answeredCount: 0,
      pendingCount: 0,
      submittedAt: null,
      ...s,
    })),
  }) as unknown as TAssignmentResults;

describe('classGrid', () => {
  const roster = [
    { id: 2, name: 'Zoe Park' },
    { id: 1, name: 'Ana Diaz' },
  ];

  it('has a row per student by name and a cell per assignment', () => {
    const a = results([
      { studentId: 1, status: 'submitted', percent: 90, pendingCount: 1 },
      { studentId: 2, status: 'in_progress' },
    ]);
    const rows = classGrid(1, roster, [a, undefined]);
    expect(rows.map((r) => r.name)).toEqual(['Ana Diaz', 'Zoe Park']);
    expect(rows[0]?.cells).toEqual([
      { kind: 'result', status: 'submitted', percent: 90, pendingCount: 1 },
      { kind: 'loading' },
    ]);
    expect(rows[1]?.cells[0]).toEqual({ kind: 'result', status: 'in_progress', percent: null, pendingCount: 0 });
  });

  it('marks students an assignment did not reach, ignores other classes, keeps students who left', () => {
    const a = results([
      { studentId: 1, status: 'submitted', percent: 70 },
      { studentId: 9, classId: 2, status: 'submitted', percent: 10 },
      { studentId: 5, name: 'Left Student', status: 'submitted', percent: 40 },
    ]);
    const rows = classGrid(1, roster, [a]);
    expect(rows.map((r) => r.name)).toEqual(['Ana Diaz', 'Left Student', 'Zoe Park']);
    expect(rows[2]?.cells[0]).toEqual({ kind: 'notAssigned' });
  });
});

describe('pageOf', () => {
  it('slices one page, keeping the page within range', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 1, 2)).toEqual([1, 2]);
    expect(pageOf(items, 3, 2)).toEqual([5]);
    expect(pageOf(items, 9, 2)).toEqual([5]);
    expect(pageOf([], 1, 2)).toEqual([]);
  });
});

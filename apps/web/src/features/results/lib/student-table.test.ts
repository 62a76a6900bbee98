import { describe, expect, it } from 'vitest';
import { filterStudents, nextSort, type ResultStudent, sortStudents } from './student-table';

const student = (studentId: number, name: string, extra: Partial<ResultStudent> = {}): ResultStudent => ({
  studentId,
  name,
  classId: 1,
  status: 'not_started',
  score: null,
  maxScore: 10,
  percent: null,
  answeredCount: 0,
  pendingCount: 0,
  submittedAt: null,
  ...extra,
});

const rows = [
  student(1, 'Mia Lopez', {
    status: 'submitted',
    score: 8,
    percent: 80,
    answeredCount: 10,
    submittedAt: '2026-01-02T10:00:00Z',
  }),
  student(2, 'ana Diaz', { status: 'in_progress', answeredCount: 4 }),
  student(3, 'Ben Carter', {
    status: 'submitted',
    score: 5,
    percent: 50,
    answeredCount: 9,
    submittedAt: '2026-01-01T10:00:00Z',
  }),
  student(4, 'Zoe Park'),
];
const names = (list: ResultStudent[]) => list.map((s) => s.name);

describe('sortStudents', () => {
  it('sorts names without regard to case, both ways', () => {
    expect(names(sortStudents(rows, 'name', 'asc'))).toEqual(['ana Diaz', 'Ben Carter', 'Mia Lopez', 'Zoe Park']);
    expect(names(sortStudents(rows, 'name', 'desc'))).toEqual(['Zoe Park', 'Mia Lopez', 'Ben Carter', 'ana Diaz']);
  });

  it('puts students without a score last whichever the direction', () => {
    expect(names(sortStudents(rows, 'percent', 'desc'))).toEqual(['Mia Lopez', 'Ben Carter', 'ana Diaz', 'Zoe Park']);
    expect(names(sortStudents(rows, 'percent', 'asc'))).toEqual(['Ben Carter', 'Mia Lopez', 'ana Diaz', 'Zoe Park']);
    expect(names(sortStudents(rows, 'submittedAt', 'asc'))).toEqual([
      'Ben Carter',
      'Mia Lopez',
      'ana Diaz',
      'Zoe Park',
    ]);
  });

  it('orders statuses from not started to submitted, names breaking ties', () => {
    expect(names(sortStudents(rows, 'status', 'asc'))).toEqual(['Zoe Park', 'ana Diaz', 'Ben Carter', 'Mia Lopez']);
    expect(names(sortStudents(rows, 'answered', 'desc'))).toEqual(['Mia Lopez', 'Ben Carter', 'ana Diaz', 'Zoe Park']);
  });

  it('leaves the input untouched', () => {
    const copy = [...rows];
    sortStudents(rows, 'score', 'desc');
    expect(rows).toEqual(copy);
  });
});

describe('filterStudents', () => {
  it('keeps one status or all', () => {
    expect(names(filterStudents(rows, 'submitted'))).toEqual(['Mia Lopez', 'Ben Carter']);
    expect(filterStudents(rows, 'all')).toHaveLength(4);
    expect(filterStudents(rows, 'in_progress')).toHaveLength(1);
  });
});

describe('nextSort', () => {
  it('flips the same column and starts a new one in its natural direction', () => {
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'percent')).toEqual({ key: 'percent', dir: 'desc' });
    expect(nextSort({ key: 'percent', dir: 'desc' }, 'status')).toEqual({ key: 'status', dir: 'asc' });
  });
});

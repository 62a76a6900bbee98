import type { TAssignmentResults, TAssignmentSummary } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { classProgress, completionPercent, progressOf, rollupByClass } from './class-stats';
import type { ResultStudent } from './student-table';

const s = (studentId: number, classId: number, extra: Partial<ResultStudent> = {}): ResultStudent => ({
  studentId,
  name: `S${studentId}`,
  classId,
  status: 'not_started',
  score: null,
  maxScore: 10,
  percent: null,
  answeredCount: 0,
  pendingCount: 0,
  submittedAt: null,
  ...extra,
});

const summary = (classes: { id: number; name: string }[]): TAssignmentSummary => ({
  id: 7,
  title: 'Fractions',
  worksheetId: 1,
  accessCode: 'ABC123',
  feedbackOption: 2,
  readAloud: true,
  shuffle: false,
  startsAt: '2026-01-01T00:00:00Z',
  dueAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  questionCount: 5,
  maxScore: 10,
  classes,
  progress: { assigned: 4, notStarted: 1, inProgress: 1, submitted: 2, pendingGrading: 1, averagePercent: 65 },
  started: true,
  teacher: { id: 1, name: 'Ana Garcia' },
  abilities: { edit: true, grade: true },
});

const students = [
  s(1, 1, { status: 'submitted', percent: 80, pendingCount: 1 }),
  s(2, 1, { status: 'submitted', percent: 50 }),
  s(3, 2, { status: 'in_progress' }),
  s(4, 2, { status: 'submitted', percent: 100 }),
  s(5, 2),
];
const results = { students } as unknown as TAssignmentResults;

describe('progressOf', () => {
  it('counts statuses, pending answers and the mean percent of submitted students', () => {
    expect(progressOf(students)).toEqual({
      assigned: 5,
      notStarted: 1,
      inProgress: 1,
      submitted: 3,
      pendingGrading: 1,
      averagePercent: 76.67,
    });
  });
  it('has no average while nobody submitted', () => {
    expect(progressOf([s(1, 1)]).averagePercent).toBeNull();
    expect(progressOf([]).assigned).toBe(0);
  });
});

describe('classProgress', () => {
  it('counts only the class asked for', () => {
    expect(classProgress(results, 2)).toMatchObject({ assigned: 3, submitted: 1, averagePercent: 100 });
    expect(classProgress(results, 1)).toMatchObject({ assigned: 2, submitted: 2, averagePercent: 65 });
  });
});

describe('rollupByClass', () => {
  it("uses a one-class assignment's own progress without results", () => {
    const rows = rollupByClass(summary([{ id: 1, name: 'Grade 5 Math' }]), undefined);
    expect(rows).toHaveLength(1);
    expect(rows?.[0]).toMatchObject({ classId: 1, className: 'Grade 5 Math', assigned: 4, averagePercent: 65 });
  });
  it('splits several classes with the results, and waits for them', () => {
    const two = summary([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
    expect(rollupByClass(two, undefined)).toBeNull();
    const rows = rollupByClass(two, results);
    expect(rows?.map((r) => [r.className, r.assigned, r.submitted])).toEqual([
      ['A', 2, 2],
      ['B', 3, 1],
    ]);
  });
});

describe('completionPercent', () => {
  it('is submitted of assigned, or null for nobody', () => {
    expect(completionPercent({ assigned: 3, submitted: 1 })).toBe(33.33);
    expect(completionPercent({ assigned: 0, submitted: 0 })).toBeNull();
  });
});

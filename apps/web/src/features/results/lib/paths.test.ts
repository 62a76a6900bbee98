import { describe, expect, it } from 'vitest';
import { anonymousNumbers, idParam, resultPaths } from './paths';

describe('idParam', () => {
  it('accepts positive 32-bit ids only', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('2147483647')).toBe(2147483647);
    for (const bad of [null, '', '0', '-1', '1.5', '12abc', '01', '2147483648', ' 3']) expect(idParam(bad)).toBeNull();
  });
});

describe('resultPaths', () => {
  it("builds the spec's routes with their query parameters", () => {
    expect(resultPaths.grade(4)).toBe('/teacher/graderesult?assignmentId=4');
    expect(resultPaths.assignment(4)).toBe('/teacher/assignment/result?id=4');
    expect(resultPaths.student(4, 9)).toBe('/teacher/assignment/studentscores?id=4&studentId=9');
    expect(resultPaths.classResult(2)).toBe('/teacher/classresult?classId=2');
  });
});

describe('anonymousNumbers', () => {
  it('numbers students in order of first appearance and keeps numbers already given', () => {
    const first = anonymousNumbers([7, 3, 7, 5]);
    expect([...first]).toEqual([
      [7, 1],
      [3, 2],
      [5, 3],
    ]);
    const later = anonymousNumbers([5, 8], first);
    expect(later.get(5)).toBe(3);
    expect(later.get(8)).toBe(4);
    expect(first.has(8)).toBe(false);
  });
});

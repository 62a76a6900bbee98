import { describe, expect, it } from 'vitest';
import { idParam, pendingSummaryPath, playerPath, summaryPath } from './paths';

describe('idParam', () => {
  it('reads positive 32-bit ids and refuses anything else', () => {
    const p = (q: string) => idParam(new URLSearchParams(q), 'attemptId');
    expect(p('attemptId=42')).toBe(42);
    expect(p('')).toBeNull();
    expect(p('attemptId=0')).toBeNull();
    expect(p('attemptId=-3')).toBeNull();
    expect(p('attemptId=1e3')).toBeNull();
    expect(p('attemptId=2147483648')).toBeNull();
  });

  it("builds the spec's student routes", () => {
    expect(playerPath(5)).toBe('/student/worksheet?assignmentId=5');
    expect(summaryPath(6)).toBe('/student/assignment/summary?attemptId=6');
    expect(pendingSummaryPath(6)).toBe('/student/assignment/pendingsummary?attemptId=6');
  });
});

import type { TStudentAssignment } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { rememberSeen, withNewFeedback } from './new-feedback';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};
const done = (id: number, score: number, pendingCount: number) =>
  ({ id, status: 'submitted', score, maxScore: 10, pendingCount }) as TStudentAssignment;

describe('new feedback', () => {
  it('is not new the first time an assignment is listed, and new once the teacher grades it', () => {
    const storage = memory();
    const before = [done(1, 6, 1)];
    expect(withNewFeedback(before, storage, 'k').size).toBe(0);
    rememberSeen(before, storage, 'k', { onlyNew: true });
    const graded = [done(1, 9, 0)];
    expect([...withNewFeedback(graded, storage, 'k')]).toEqual([1]);
    // Listing it again does not clear the marker; opening the results does.
    rememberSeen(graded, storage, 'k', { onlyNew: true });
    expect(withNewFeedback(graded, storage, 'k').has(1)).toBe(true);
    rememberSeen(graded, storage, 'k', { onlyNew: false });
    expect(withNewFeedback(graded, storage, 'k').size).toBe(0);
  });

  it("follows the server's own flag when it sends one", () => {
    const flagged = { ...done(2, 5, 0), newFeedback: true } as TStudentAssignment;
    expect(withNewFeedback([flagged], memory(), 'k').has(2)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { answersStorageKey, storedUnsentCount, userKeyOf } from './unsent-answers';

describe('storedUnsentCount', () => {
  it("counts the student's stored answers and nobody else's", () => {
    const map = new Map([[answersStorageKey('7'), JSON.stringify({ v: 1, entries: [{}, {}], lastSeq: {} })]]);
    const storage = { getItem: (k: string) => map.get(k) ?? null };
    expect(storedUnsentCount('7', storage)).toBe(2);
    expect(storedUnsentCount('8', storage)).toBe(0);
  });

  it('is 0 for garbage or no storage', () => {
    expect(storedUnsentCount('7', { getItem: () => '{oops' })).toBe(0);
    expect(storedUnsentCount('7', undefined)).toBe(0);
  });
});

describe('userKeyOf', () => {
  it("is the signed-in user's id and null when signed out", () => {
    expect(userKeyOf({ status: 'signedOut', reason: null })).toBeNull();
    const user = { UserId: 12 } as never;
    expect(userKeyOf({ status: 'signedIn', token: 'x.y.z', role: 'Student', user })).toBe('12');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { lastClassOf, preferredClass, rememberClass } from './last-class';

const store = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as Storage;

describe('the last class a teacher used', () => {
  afterEach(() => globalThis.localStorage.clear());

  it('is remembered per user', () => {
    rememberClass(7, 42);
    rememberClass(8, 43);
    expect(lastClassOf(7)).toBe(42);
    expect(lastClassOf(8)).toBe(43);
    expect(lastClassOf(9)).toBeNull();
  });

  it('ignores missing users and classes, and stored text that is not an id', () => {
    rememberClass(null, 42);
    rememberClass(7, null);
    expect(lastClassOf(7)).toBeNull();
    globalThis.localStorage.setItem('cs.lastClass.7', '12abc');
    expect(lastClassOf(7)).toBeNull();
    expect(lastClassOf(undefined)).toBeNull();
  });

  it('prefers the remembered class when the user may still open it, else the first', () => {
    const classes = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(preferredClass(classes, 3)).toEqual({ id: 3 });
    expect(preferredClass(classes, 99)).toEqual({ id: 1 });
    expect(preferredClass(classes, null)).toEqual({ id: 1 });
    expect(preferredClass([], 3)).toBeNull();
  });
});

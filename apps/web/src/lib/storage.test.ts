import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredData, UNSENT_ANSWERS_PREFIX, UNSENT_LESSON_ANSWERS_PREFIX } from './storage';

/** The Web Storage interface over a Map (the unit tests run without a browser). */
class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('signing out on a shared device', () => {
  const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  beforeEach(() => {
    globals.localStorage = new MapStorage();
    globals.sessionStorage = new MapStorage();
  });
  afterEach(() => {
    delete globals.localStorage;
    delete globals.sessionStorage;
  });

  it('leaves nothing of the last person but answers the server has not confirmed', () => {
    const ls = globals.localStorage!;
    const queue = (entries: unknown[]) => JSON.stringify({ v: 1, entries, lastSeq: {} });
    ls.setItem('token', 'x');
    ls.setItem('isLoggedIn', 'true');
    ls.setItem('language', 'es');
    ls.setItem('cs.resultsSeen.41', '{}');
    ls.setItem('cs.lastClass.7', '3');
    ls.setItem(`${UNSENT_ANSWERS_PREFIX}41`, queue([{ attemptId: 1, questionId: 2 }]));
    ls.setItem(`${UNSENT_ANSWERS_PREFIX}42`, queue([]));
    ls.setItem(`${UNSENT_LESSON_ANSWERS_PREFIX}41`, queue([{ sessionId: 3 }]));
    ls.setItem(`${UNSENT_LESSON_ANSWERS_PREFIX}43`, 'not json');
    globals.sessionStorage!.setItem('draft', 'x');

    clearStoredData();

    const left = Array.from({ length: ls.length }, (_, i) => ls.key(i)).sort();
    expect(left).toEqual([`${UNSENT_ANSWERS_PREFIX}41`, `${UNSENT_LESSON_ANSWERS_PREFIX}41`]);
    expect(globals.sessionStorage!.length).toBe(0);
  });

  it('does not throw when storage is off', () => {
    delete globals.localStorage;
    delete globals.sessionStorage;
    expect(() => clearStoredData()).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { checkedKey, readChecked, writeChecked } from './checked-store';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('checked questions', () => {
  it('round-trips per student and attempt', () => {
    const storage = memory();
    writeChecked(storage, checkedKey('7', 3), new Set([11, 12]));
    expect([...readChecked(storage, checkedKey('7', 3))]).toEqual([11, 12]);
    expect(readChecked(storage, checkedKey('8', 3)).size).toBe(0);
  });

  it('survives garbage and storage that refuses writes', () => {
    const storage = memory();
    storage.setItem('k', '{not json');
    expect(readChecked(storage, 'k').size).toBe(0);
    storage.setItem('k', '[1,"x",2.5,3]');
    expect([...readChecked(storage, 'k')]).toEqual([1, 3]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeChecked(full, 'k', new Set([1]))).not.toThrow();
  });
});

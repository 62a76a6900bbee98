import { describe, expect, it } from 'vitest';
import { pseudonymsFor } from './pseudonyms';

describe('pseudonyms for a projected monitor', () => {
  const ids = Array.from({ length: 200 }, (_, i) => 1000 + i * 7);

  it('gives each student one friendly name, all different within the assignment', () => {
    const names = pseudonymsFor(42, ids);
    expect(names.size).toBe(ids.length);
    expect(new Set(names.values()).size).toBe(ids.length);
    for (const name of names.values()) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it('is stable: the same on every call, and students added later do not rename the others', () => {
    const before = pseudonymsFor(42, ids.slice(0, 30));
    expect(pseudonymsFor(42, [...ids.slice(0, 30)].reverse())).toEqual(before);
    const after = pseudonymsFor(42, [...ids.slice(0, 30), 999_999, 1_000_003]);
    for (const [id, name] of before) expect(after.get(id)).toBe(name);
  });

  it('differs between assignments, so names cannot be followed from one to the next', () => {
    const a = pseudonymsFor(1, ids);
    const b = pseudonymsFor(2, ids);
    const same = ids.filter((id) => a.get(id) === b.get(id)).length;
    expect(same).toBeLessThan(5);
  });
});

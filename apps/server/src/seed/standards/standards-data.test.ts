import { GRADES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { codeOrder, flattenSeeds } from './rows';
import { TEXAS_STANDARDS, texasMath } from './texas';

const rows = flattenSeeds('TX', TEXAS_STANDARDS);

/**
 * How many student expectations each knowledge-and-skills statement of 19 TAC §§111.5-111.28 has
 * (x.1 is the seven process standards). Catches a missing or an extra expectation anywhere in math 3-8.
 */
const TEKS_SHAPE: Record<string, Record<number, number>> = {
  '3': { 1: 7, 2: 4, 3: 8, 4: 11, 5: 5, 6: 5, 7: 5, 8: 2, 9: 6 },
  '4': { 1: 7, 2: 8, 3: 7, 4: 8, 5: 4, 6: 4, 7: 5, 8: 3, 9: 2, 10: 5 },
  '5': { 1: 7, 2: 3, 3: 12, 4: 8, 5: 1, 6: 2, 7: 1, 8: 3, 9: 3, 10: 6 },
  '6': { 1: 7, 2: 5, 3: 5, 4: 8, 5: 3, 6: 3, 7: 4, 8: 4, 9: 3, 10: 2, 11: 1, 12: 4, 13: 2, 14: 8 },
  '7': { 1: 7, 2: 1, 3: 2, 4: 5, 5: 3, 6: 9, 7: 1, 8: 3, 9: 4, 10: 3, 11: 3, 12: 3, 13: 6 },
  '8': { 1: 7, 2: 4, 3: 3, 4: 3, 5: 9, 6: 3, 7: 4, 8: 4, 9: 1, 10: 4, 11: 3, 12: 7 },
};

describe('Texas standards seed data', () => {
  it('gives every standard a unique code within its subject and a unique stable key', () => {
    for (const subject of TEXAS_STANDARDS) {
      const codes = rows.standards.filter((s) => s.subject === subject.subject).map((s) => s.code);
      expect(new Set(codes).size, subject.subject).toBe(codes.length);
    }
    const keys = rows.standards.map((s) => s.stableKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.standards.find((s) => s.code === '3.4A' && s.subject === 'Math')?.stableKey).toBe('TX.MATH.3.4A');
  });

  it('starts each code with its grade and keeps codes in TEKS form', () => {
    for (const s of rows.standards) {
      expect(s.code.startsWith(`${s.grade}.`), `${s.code} in grade ${s.grade}`).toBe(true);
      expect(() => codeOrder(s.code)).not.toThrow();
    }
    for (const d of rows.domains) expect(GRADES).toContain(d.grade);
  });

  it('writes descriptions as sentences and only known emphases', () => {
    for (const s of rows.standards) {
      expect(s.description, s.code).toMatch(/^[A-Z].*\.$/s);
      expect(s.description, s.code).not.toMatch(/\s{2}|;$/);
      expect([null, 'readiness', 'supporting']).toContain(s.emphasis);
    }
  });

  it('gives every math grade 3-8 four non-empty reporting categories and the seven process standards', () => {
    expect(texasMath.grades.map((g) => g.grade)).toEqual(['3', '4', '5', '6', '7', '8']);
    for (const g of texasMath.grades) {
      expect(g.domains.map((d) => d.code)).toEqual(['RC1', 'RC2', 'RC3', 'RC4', 'PS']);
      for (const d of g.domains) expect(d.standards.length, `${g.grade} ${d.code}`).toBeGreaterThan(0);
      const ps = g.domains.find((d) => d.code === 'PS');
      expect(ps?.name).toBe('Mathematical Process Standards');
      expect(ps?.standards.map((s) => s.code)).toEqual(
        ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((l) => `${g.grade}.1${l}`),
      );
      // Process standards are not assessed as such; every readiness standard is in a reporting category.
      expect(ps?.standards.every((s) => !s.emphasis)).toBe(true);
      expect(g.domains.flatMap((d) => d.standards).some((s) => s.emphasis === 'readiness')).toBe(true);
    }
  });

  it('has every student expectation of math grades 3-8, lettered without gaps', () => {
    for (const g of texasMath.grades) {
      const byStatement = new Map<number, string[]>();
      for (const s of g.domains.flatMap((d) => d.standards)) {
        const [ks, letter] = codeOrder(s.code);
        byStatement.set(ks, [...(byStatement.get(ks) ?? []), letter]);
      }
      const shape = Object.fromEntries(
        [...byStatement].map(([ks, letters]) => {
          const sorted = letters.sort();
          expect(sorted, `${g.grade}.${ks}`).toEqual(sorted.map((_, i) => String.fromCharCode(65 + i)));
          return [ks, letters.length];
        }),
      );
      expect(shape, `grade ${g.grade}`).toEqual(TEKS_SHAPE[g.grade]);
    }
  });

  it('positions standards in TEKS order within each grade', () => {
    const grade3 = rows.standards.filter((s) => s.subject === 'Math' && s.grade === '3');
    const ordered = [...grade3].sort((a, b) => a.position - b.position).map((s) => s.code);
    expect(ordered.slice(0, 9)).toEqual(['3.1A', '3.1B', '3.1C', '3.1D', '3.1E', '3.1F', '3.1G', '3.2A', '3.2B']);
    expect(ordered.at(-1)).toBe('3.9F');
    const grade4 = rows.standards.filter((s) => s.subject === 'Math' && s.grade === '4');
    const four = [...grade4].sort((a, b) => a.position - b.position).map((s) => s.code);
    expect(four.indexOf('4.10A')).toBeGreaterThan(four.indexOf('4.9B'));
  });

  it('codes breakouts under their standard, uniquely', () => {
    expect(rows.breakouts.length).toBeGreaterThan(20);
    const codes = rows.breakouts.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const b of rows.breakouts) {
      const parent = rows.standards.find((s) => s.stableKey === b.stableKey);
      expect(b.code.startsWith(`${parent?.code}.`), b.code).toBe(true);
      expect(b.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('samples reading grades 3-5 and science grades 5 and 8 with 8-12 expectations per grade', () => {
    for (const [subject, grades] of [
      ['Reading', ['3', '4', '5']],
      ['Science', ['5', '8']],
    ] as const) {
      for (const grade of grades) {
        const n = rows.standards.filter((s) => s.subject === subject && s.grade === grade).length;
        expect(n, `${subject} ${grade}`).toBeGreaterThanOrEqual(8);
        expect(n, `${subject} ${grade}`).toBeLessThanOrEqual(12);
      }
    }
    const science = rows.domains.filter((d) => d.subject === 'Science').map((d) => d.name);
    expect(new Set(science)).toEqual(
      new Set(['Matter and Energy', 'Force, Motion, and Energy', 'Earth and Space', 'Organisms and Environments']),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG, INVENTORY_GROUPS } from './catalog';
import { gradeOfStandard, mathMomentsFor } from './math-moments';
import {
  ARCADE_OPEN_MODES,
  arcadeOpen,
  balanceOf,
  canSpend,
  displayNameFor,
  GAME_CLOCK_SECONDS,
  GAME_IDS,
  MAX_POINTS_PER_SECOND,
  ROUND_RULES,
  roundImplausible,
} from './rules';

describe('the coin ledger', () => {
  it('keeps balance = credits - spends and never below zero, whatever the order of events', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 0, max: 50 }) }),
      fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 0, max: 200 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const entries: { delta: number }[] = [];
        let credits = 0;
        let spends = 0;
        for (const o of ops) {
          const balance = balanceOf(entries);
          if (o.kind === 'credit') {
            entries.push({ delta: o.amount });
            credits += o.amount;
          } else if (canSpend(balance, o.amount)) {
            entries.push({ delta: -o.amount });
            spends += o.amount;
          }
          expect(balanceOf(entries)).toBeGreaterThanOrEqual(0);
        }
        expect(balanceOf(entries)).toBe(credits - spends);
      }),
    );
  });

  it('refuses fractional, negative and unaffordable prices', () => {
    expect(canSpend(10, 10)).toBe(true);
    expect(canSpend(10, 11)).toBe(false);
    expect(canSpend(10, -1)).toBe(false);
    expect(canSpend(10, 1.5)).toBe(false);
  });
});

describe('the catalogue', () => {
  it('has the twenty groups, ids 1 to 20, and unique item ids in them', () => {
    expect(INVENTORY_GROUPS.map((g) => g.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(CATALOG.map((i) => i.id)).size).toBe(CATALOG.length);
    for (const g of INVENTORY_GROUPS)
      expect(
        CATALOG.some((i) => i.group === g.id),
        g.name,
      ).toBe(true);
  });
});

describe('round plausibility', () => {
  it('accepts honest rounds and refuses too fast, too long, too high and malformed scores', () => {
    expect(roundImplausible(9, 0, 2)).toBeNull();
    expect(roundImplausible(9, 1200, 60)).toBeNull();
    expect(roundImplausible(9, 10, 1)).toBe('tooFast');
    expect(roundImplausible(9, 10, ROUND_RULES.maxSeconds + 1)).toBe('tooLong');
    expect(roundImplausible(9, 100000, 10)).toBe('scoreRate');
    expect(roundImplausible(9, -1, 10)).toBe('badScore');
    expect(roundImplausible(9, 1.5, 10)).toBe('badScore');
  });

  it('refuses what no play reaches: 245 points after 6 s, 30,100 after 20 minutes, in any game', () => {
    for (const id of GAME_IDS) {
      expect(roundImplausible(id, 245, 6), `game ${id}`).toBe('scoreRate');
      expect(roundImplausible(id, 30_100, 20 * 60), `game ${id}`).toBe('scoreRate');
    }
  });

  it('accepts exactly the fastest honest rate for the time played, never past the game clock', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 2, max: ROUND_RULES.maxSeconds }), (id, seconds) => {
        const played = Math.min(seconds, GAME_CLOCK_SECONDS[id]! + ROUND_RULES.lastStepSeconds);
        const top = MAX_POINTS_PER_SECOND * played;
        expect(roundImplausible(id, top, seconds)).toBeNull();
        expect(roundImplausible(id, top + 1, seconds)).toBe('scoreRate');
      }),
    );
  });
});

describe('when the arcade is open', () => {
  const base = {
    enabled: true,
    mode: ARCADE_OPEN_MODES.always,
    windowStart: null,
    windowEnd: null,
    now: '10:00',
    unfinishedToday: 0,
  } as const;
  it('follows the class: off, after assignments, in a window', () => {
    expect(arcadeOpen(base)).toEqual({ open: true });
    expect(arcadeOpen({ ...base, enabled: false })).toEqual({ open: false, reason: 'off' });
    expect(arcadeOpen({ ...base, mode: ARCADE_OPEN_MODES.afterAssignments, unfinishedToday: 1 })).toEqual({
      open: false,
      reason: 'assignments',
    });
    expect(arcadeOpen({ ...base, mode: ARCADE_OPEN_MODES.afterAssignments })).toEqual({ open: true });
    const window = { ...base, mode: ARCADE_OPEN_MODES.window, windowStart: '14:00', windowEnd: '15:00' } as const;
    expect(arcadeOpen({ ...window, now: '13:59' }).open).toBe(false);
    expect(arcadeOpen({ ...window, now: '14:00' }).open).toBe(true);
    expect(arcadeOpen({ ...window, now: '15:00' }).open).toBe(false);
  });
});

describe('display names and math moments', () => {
  it('makes kid-safe names from the word lists, stable for a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (n) => {
        expect(displayNameFor(n)).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2}$/);
        expect(displayNameFor(n)).toBe(displayNameFor(n));
      }),
    );
  });

  it('asks questions at the grade of the standards, with the right answer among four choices', () => {
    expect(gradeOfStandard('7.3A', 5)).toBe(7);
    expect(gradeOfStandard(null, 5)).toBe(5);
    expect(gradeOfStandard('K.2A', 4)).toBe(4);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const m of mathMomentsFor(['5.3K', '8.8C'], 5, seed)) {
          expect(m.choices).toHaveLength(4);
          expect(new Set(m.choices).size).toBe(4);
          expect(m.answer).toBeGreaterThanOrEqual(0);
        }
      }),
    );
    expect(mathMomentsFor([], 5, 7)).toEqual(mathMomentsFor([], 5, 7));
  });
});

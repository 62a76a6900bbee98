import { describe, expect, it } from 'vitest';
import { blankRow, filledRows, fillRows, isBlankRow, type StudentRow } from './student-rows';

const person = (firstName: string, lastName = 'X') => ({ firstName, lastName, username: '', password: '' });
const row = (firstName: string): StudentRow => ({ ...blankRow(), firstName, lastName: 'X' });

describe('fillRows', () => {
  it('fills the blank rows first, in place, then appends', () => {
    const typed = row('Ana');
    const blank = blankRow();
    const result = fillRows([blank, typed, blankRow()], [person('Mia'), person('Ben'), person('Leo')], null);
    expect(result.rows.map((r) => r.firstName)).toEqual(['Mia', 'Ana', 'Ben', 'Leo']);
    expect(result.rows[0]?.key).toBe(blank.key);
    expect(result.rows[1]).toBe(typed);
    expect(result).toMatchObject({ added: 3, refused: 0 });
  });

  it('never goes past the class limit and says how many did not fit', () => {
    const result = fillRows([row('Ana')], [person('Mia'), person('Ben'), person('Leo')], 3);
    expect(result.rows.map((r) => r.firstName)).toEqual(['Ana', 'Mia', 'Ben']);
    expect(result).toMatchObject({ added: 2, refused: 1 });
  });

  it('adds nothing to a full class', () => {
    expect(fillRows([row('Ana')], [person('Mia')], 1)).toMatchObject({ added: 0, refused: 1 });
  });

  it('gives every row a distinct key', () => {
    const result = fillRows([], [person('A'), person('B'), person('C')], null);
    expect(new Set(result.rows.map((r) => r.key)).size).toBe(3);
  });
});

describe('blank rows', () => {
  it('treats whitespace-only rows as blank', () => {
    expect(isBlankRow({ firstName: ' ', lastName: '', username: '\t', password: '' })).toBe(true);
    expect(isBlankRow({ firstName: '', lastName: '', username: '', password: 'x' })).toBe(false);
  });

  it('lists the filled rows with their form index', () => {
    expect(filledRows([blankRow(), row('Ana'), blankRow(), row('Ben')]).map((f) => f.index)).toEqual([1, 3]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatGrades } from './format';

describe('formatGrades', () => {
  it('collapses runs of grades', () => {
    expect(formatGrades(['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])).toBe('K–12');
    expect(formatGrades(['3', '4', '5', '8'])).toBe('3–5, 8');
    expect(formatGrades(['5'])).toBe('5');
    expect(formatGrades(['1', '2'])).toBe('1, 2');
  });

  it('lists unknown grade names as given', () => {
    expect(formatGrades(['Algebra I', '5'])).toBe('Algebra I, 5');
  });
});

describe('formatDate', () => {
  it('shows a calendar date without shifting it by time zone', () => {
    expect(formatDate('2027-06-30')).toBe('Jun 30, 2027');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

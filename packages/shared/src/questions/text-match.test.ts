import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TTextKey } from './common';
import { answerMatches, matchesTextKey, normaliseAnswerText, numbersMatch, parseAnswerNumber } from './text-match';

const key = (acceptedAnswers: string[], options: Partial<TTextKey> = {}): TTextKey => ({
  acceptedAnswers,
  caseSensitive: false,
  numericEquivalence: true,
  ...options,
});

describe('normaliseAnswerText', () => {
  it('trims, collapses inner whitespace (tabs, newlines, no-break spaces) and lower-cases', () => {
    expect(normaliseAnswerText('  San\t\u00a0Antonio \n TX ')).toBe('san antonio tx');
  });

  it('keeps case when asked', () => {
    expect(normaliseAnswerText(' Austin  TX ', true)).toBe('Austin TX');
  });

  it('composes accents (NFC) so a decomposed é equals a precomposed one', () => {
    expect(normaliseAnswerText('Jose\u0301')).toBe(normaliseAnswerText('Jos\u00e9'));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (s, cs) => {
        const once = normaliseAnswerText(s, cs);
        expect(normaliseAnswerText(once, cs)).toBe(once);
      }),
    );
  });
});

describe('parseAnswerNumber', () => {
  it.each([
    ['0.5', 0.5],
    ['.5', 0.5],
    ['0.50', 0.5],
    ['5.', 5],
    ['1/2', 0.5],
    ['1 / 2', 0.5],
    ['1 1/2', 1.5],
    ['-1 1/2', -1.5],
    ['1,000', 1000],
    ['12,345,678.25', 12345678.25],
    ['007', 7],
    ['-3', -3],
    ['\u22123', -3],
    ['+4', 4],
    ['-.25', -0.25],
    ['-3/4', -0.75],
    ['  42  ', 42],
  ])('reads %j as %d', (text, value) => {
    expect(parseAnswerNumber(text)).toBeCloseTo(value, 12);
  });

  it.each([
    'one',
    'half',
    'seven dollars',
    '',
    '.',
    '-',
    '1/0',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '50%',
    '1,00',
    '1,0000',
    '2 3/2',
    '1.2.3',
    '- 5',
    '3 4',
  ])('does not treat %j as a number', (text) => {
    expect(parseAnswerNumber(text)).toBeNull();
  });

  it('reads back any integer or decimal JavaScript prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (i, f) => {
        const text = `${i}.${String(f).padStart(4, '0')}`;
        expect(parseAnswerNumber(text)).toBe(Number(text));
      }),
    );
  });
});

describe('numbersMatch', () => {
  it('is exact up to rounding noise by default, relative to the size of the expected value', () => {
    expect(numbersMatch(0.3, 0.1 + 0.2)).toBe(true);
    expect(numbersMatch(1e12, 1e12 + 1)).toBe(true);
    expect(numbersMatch(1, 1.000001)).toBe(false);
    expect(numbersMatch(1 / 3, 0.333)).toBe(false);
  });

  it('accepts anything within an absolute tolerance', () => {
    expect(numbersMatch(5.55555, 5.55, 0.01)).toBe(true);
    expect(numbersMatch(5.55555, 5.54, 0.01)).toBe(false);
  });
});

describe('matching an answer against a key', () => {
  it('ignores case and spacing unless the key is case-sensitive', () => {
    expect(matchesTextKey(key(['Austin']), '  aUSTIN ')).toBe(true);
    expect(matchesTextKey(key(['Austin'], { caseSensitive: true }), 'austin')).toBe(false);
    expect(matchesTextKey(key(['Austin'], { caseSensitive: true }), ' Austin ')).toBe(true);
    expect(matchesTextKey(key(['New York']), 'new    york')).toBe(true);
    expect(matchesTextKey(key(['New York']), 'newyork')).toBe(false);
  });

  it('matches accented words typed either way', () => {
    expect(matchesTextKey(key(['Jos\u00e9']), 'jose\u0301')).toBe(true);
    expect(matchesTextKey(key(['Jos\u00e9']), 'jose')).toBe(false);
  });

  it('accepts any of the accepted alternatives', () => {
    const k = key(['1/2', 'one half', 'a half']);
    for (const given of ['0.5', '.5', '0.50', '1/2', 'One Half', 'a  half'])
      expect(matchesTextKey(k, given), given).toBe(true);
    for (const given of ['half', '2/4 of it', '0.05', '']) expect(matchesTextKey(k, given), given).toBe(false);
  });

  it('compares numbers by value: fractions, decimals, mixed numbers, separators and signs', () => {
    expect(matchesTextKey(key(['0.5']), '1/2')).toBe(true);
    expect(matchesTextKey(key(['1000']), '1,000')).toBe(true);
    expect(matchesTextKey(key(['1,000']), '1000.0')).toBe(true);
    expect(matchesTextKey(key(['1.5']), '1 1/2')).toBe(true);
    expect(matchesTextKey(key(['1 1/2']), '3/2')).toBe(true);
    expect(matchesTextKey(key(['-2.5']), '-2 1/2')).toBe(true);
    expect(matchesTextKey(key(['-2.5']), '2.5')).toBe(false);
    expect(matchesTextKey(key(['2/4']), '0.5')).toBe(true);
  });

  it('compares words as text, never as numbers', () => {
    expect(matchesTextKey(key(['ten']), '10')).toBe(false);
    expect(matchesTextKey(key(['10']), 'ten')).toBe(false);
    expect(matchesTextKey(key(['1e3']), '1000')).toBe(false);
    expect(matchesTextKey(key(['1e3']), '1E3')).toBe(true);
  });

  it('can require the exact written form (e.g. "write it as a fraction")', () => {
    const k = key(['1/2'], { numericEquivalence: false });
    expect(matchesTextKey(k, '0.5')).toBe(false);
    expect(matchesTextKey(k, ' 1/2 ')).toBe(true);
  });

  it('uses the tolerance for math answers', () => {
    const k = key(['3.14'], { tolerance: 0.005 });
    expect(matchesTextKey(k, '3.1416')).toBe(true);
    expect(matchesTextKey(k, '3.15')).toBe(false);
    expect(answerMatches('3.14', '22/7', { tolerance: 0.01 })).toBe(true);
  });

  it('never matches a blank or non-string answer', () => {
    for (const given of ['', '   ', undefined, null, 5, {}, ['Austin']])
      expect(matchesTextKey(key(['Austin']), given)).toBe(false);
  });
});

// Matching a typed answer against accepted answers: normalised text, or numbers compared by value.
import type { TTextKey } from './common';

/** Relative margin within which two numbers are the same value when no tolerance is set. */
export const NUMERIC_EPSILON = 1e-9;

/** Canonical form of typed text, so "  Austin\u00a0 TX " and "austin tx" compare equal. */
export const normaliseAnswerText = (text: string, caseSensitive = false): string => {
  const collapsed = text.normalize('NFC').replace(/\s+/gu, ' ').trim();
  return caseSensitive ? collapsed : collapsed.toLowerCase();
};

// Digits with optional thousands separators ("1,000", "12,345,678") or plain digits ("1000", "007").
const INT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)`;
const DECIMAL = new RegExp(String.raw`^(${INT})?(?:\.(\d*))?$`);
const FRACTION = /^(\d+)\s?\/\s?(\d+)$/;
const MIXED = new RegExp(String.raw`^(${INT}) (\d+)\s?/\s?(\d+)$`);
const MINUS = /^[-\u2212\u2013]/u;

const toInt = (digits: string) => Number(digits.replaceAll(',', ''));

/**
 * The value of a typed number, or null when it is not one: integers, decimals (".5", "5.", "0.50"),
 * thousands separators ("1,000"), simple fractions ("1/2") and mixed numbers ("1 1/2"), each with an
 * optional sign. Words, "1e3", "0x10", "50%" and "1,00" are not numbers, so they are compared as text.
 */
export const parseAnswerNumber = (raw: string): number | null => {
  let text = normaliseAnswerText(raw, true);
  let sign = 1;
  if (MINUS.test(text)) {
    sign = -1;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  const value = parseUnsigned(text);
  return value === null || !Number.isFinite(value) ? null : sign * value;
};

const parseUnsigned = (text: string): number | null => {
  const decimal = DECIMAL.exec(text);
  // "5", ".5", "5." and "1,000.50"; a lone "." has neither part.
  if (decimal && (decimal[1] !== undefined || decimal[2]))
    return Number(`${toInt(decimal[1] ?? '0')}.${decimal[2] || '0'}`);
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const den = Number(fraction[2]);
    return den === 0 ? null : Number(fraction[1]) / den;
  }
  const mixed = MIXED.exec(text);
  if (mixed) {
    const num = Number(mixed[2]);
    const den = Number(mixed[3]);
    // A mixed number's fraction is proper: "2 3/2" is not a number a student means.
    if (den === 0 || num >= den) return null;
    return toInt(mixed[1] as string) + num / den;
  }
  return null;
};

/** Whether two numbers are the same answer: within the tolerance, or equal up to rounding noise. */
export const numbersMatch = (expected: number, given: number, tolerance = 0): boolean =>
  Math.abs(expected - given) <= Math.max(tolerance, NUMERIC_EPSILON * Math.max(1, Math.abs(expected)));

/** Whether one typed answer matches one accepted answer under the key's options. */
export const answerMatches = (
  accepted: string,
  given: string,
  key: Partial<Pick<TTextKey, 'caseSensitive' | 'numericEquivalence' | 'tolerance'>>,
): boolean => {
  if (key.numericEquivalence !== false) {
    const expected = parseAnswerNumber(accepted);
    const value = expected === null ? null : parseAnswerNumber(given);
    if (expected !== null && value !== null) return numbersMatch(expected, value, key.tolerance);
  }
  const caseSensitive = key.caseSensitive === true;
  return normaliseAnswerText(accepted, caseSensitive) === normaliseAnswerText(given, caseSensitive);
};

/** Whether a typed answer matches any accepted alternative; blank answers never match. */
export const matchesTextKey = (key: TTextKey, given: unknown): boolean => {
  if (typeof given !== 'string' || normaliseAnswerText(given) === '') return false;
  return key.acceptedAnswers.some((accepted) => answerMatches(accepted, given, key));
};

import { randomInt } from 'node:crypto';
import { foldAccents } from '@clearsheets/shared';

// No look-alikes (0/O, 1/l/I) so a temporary password read off a screen is typed right the first time.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;
export const TEMPORARY_PASSWORD_LENGTH = 14;

const pick = (chars: string) => chars[randomInt(chars.length)] as string;

/** A one-time password an admin hands to new staff: 14 random characters (~80 bits) with every class. */
export function generateTemporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

// Room for a numeric suffix inside the 40 characters USERNAME_PATTERN allows.
const MAX_BASE = 34;

/** Staff sign in with what their email starts with ("ana.garcia@..." -> "ana.garcia"); a local part too
 * short or odd to use falls back to "firstname.lastname". */
export function staffUsernameBase(email: string, firstName: string, lastName: string): string {
  const clean = (s: string) =>
    foldAccents(s)
      .replace(/[^a-z0-9._-]+/g, '')
      .replace(/^[^a-z0-9]+/, '')
      .replace(/[._-]+$/, '')
      .slice(0, MAX_BASE);
  const local = clean(email.split('@')[0] ?? '');
  if (local.length >= 3) return local;
  const named = clean(`${firstName}.${lastName}`.replace(/\s+/g, ''));
  return named.length >= 3 ? named : `${named || 'staff'}.staff`.slice(0, MAX_BASE);
}

/** The base itself when free, else base2, base3, ... (taken holds every username starting with base).
 * `skip` passes over that many free names, so racing sign-ups that retry spread out instead of colliding. */
export function firstFreeUsername(base: string, taken: Iterable<string>, skip = 0): string {
  const used = new Set(taken);
  let left = skip;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (used.has(candidate)) continue;
    if (left-- === 0) return candidate;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from '../errors';

// NIST SP 800-63B: a password a person chooses is checked against passwords known to be common or breached.
// The list ships with the product (common-passwords.txt, its source named in its header), so the check needs
// no network and sends no password anywhere. Staff accounts only: students keep the friendly passwords their
// teacher chooses (docs/decisions/0008, 0036).

const LIST_FILE = path.resolve(import.meta.dirname, 'common-passwords.txt');
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
};

/** The product's own words: a password built on them is the first an attacker of this site tries. */
const PRODUCT_WORDS = ['clearsheets', 'clearsheet', 'demo', 'teacher', 'school', 'student', 'classroom', 'principal'];

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '3': 'e', $: 's', '5': 's', '!': 'i' };

/** True when the password is on the common list, or is a common word, a product word or one of the person's
 * own names with only digits and symbols before or after it ("Password1", "demo1234", "Ana2026!"). */
export function isCommonPassword(password: string, personalWords: (string | null | undefined)[] = []): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const unleet = lower.replace(/[@40$5!3]/g, (c) => LEET[c] ?? c).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const own = personalWords.filter((w): w is string => !!w && w.length >= 3).map((w) => w.toLowerCase());
  const list = commonPasswords();
  return [lower, core, unleet].some((p) => list.has(p) || PRODUCT_WORDS.includes(p) || own.includes(p));
}

/** Refuses a common password for a staff account, naming the field the person typed it in. */
export function refuseCommonPassword(password: string, field: string, personalWords?: (string | null | undefined)[]) {
  if (isCommonPassword(password, personalWords)) throw badRequest(field, 'passwordTooCommon');
}

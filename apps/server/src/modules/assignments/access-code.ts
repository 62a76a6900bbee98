import { randomInt } from 'node:crypto';

/** Letters and digits a child cannot confuse when typing: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const ACCESS_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const ACCESS_CODE_LENGTH = 6;

/** A random access code (25^6, about 244 million codes); uniqueness is the database's job (retry on conflict). */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

import { createHash, randomBytes } from 'node:crypto';

// Tokens mailed in links (verify an email, reset a password, confirm a new email) and the ticket of a
// must-change sign-in: 256 random bits, sent once, stored only as their SHA-256 (a database leak gives no
// working link). Single use and expiry are the account_tokens row's (docs/decisions/0028).

/** The SHA-256 of a token, as stored. */
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token and the hash to store. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

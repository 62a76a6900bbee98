import argon2 from 'argon2';

// argon2id at OWASP's minimum settings (19 MiB, 2 passes, 1 lane): ~20-75 ms of CPU per hash.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

/** Verifies against a stored hash; a malformed hash counts as a mismatch, never an error. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing real, verified when the user does not exist so timing does not reveal usernames. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('no-such-user-password');
  return dummyHash;
};

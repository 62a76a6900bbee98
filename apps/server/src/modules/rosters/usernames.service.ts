import { MESSAGES } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findTakenUsernames, isUsernameClash } from './students.repository';

export interface ChosenUsername {
  field: string;
  username?: string;
}

const taken = (fields: string[]) =>
  new AppError(
    409,
    'username_taken',
    'usernameTaken',
    undefined,
    fields.map((field) => ({ field, message: MESSAGES.usernameTaken })),
  );

/** Refuses chosen usernames already held (or chosen twice in one request), naming each form field, so
 * the teacher sees which row to fix (blank ones are generated free by createStudentAccounts). */
export async function assertUsernamesFree(db: Db, chosen: ChosenUsername[], exceptUserId?: number) {
  const given = chosen.filter((c): c is Required<ChosenUsername> => !!c.username);
  const held = await findTakenUsernames(
    db,
    given.map((c) => c.username),
    exceptUserId,
  );
  const seen = new Set<string>();
  const clashes: string[] = [];
  for (const c of given) {
    if (held.has(c.username) || seen.has(c.username)) clashes.push(c.field);
    seen.add(c.username);
  }
  if (clashes.length) throw taken(clashes);
}

/** Runs a write (a whole transaction) and survives a lost race on the username index: another request
 * took a generated username meanwhile, so the write runs again and allocates afresh; a chosen username
 * that was taken meanwhile then meets the pre-check, which names its field. */
export async function withUsernameGuard<T>(field: string, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isUsernameClash(err)) throw err;
      if (attempt >= 3) throw taken([field]);
    }
  }
}

import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError, forbidden } from '../../platform/errors';
import { type AccountAction, can } from './accounts.policy';
import { findUserById, type UserRow } from './accounts.repository';

/** The caller's own account row, checked by the accounts policy (the loader beside `can`, decision 0025). A
 * deactivated or vanished account reads as a token that no longer works. */
export async function loadOwnAccount(db: Db, caller: Caller, action: Exclude<AccountAction, 'chooseLicenseGrade'>) {
  const user: UserRow | undefined = await findUserById(db, caller.userId);
  if (user?.status !== 'active') throw new AppError(401, 'invalid_token', 'tokenExpired');
  if (!can(caller, action, { userId: user.id })) throw forbidden();
  return user;
}

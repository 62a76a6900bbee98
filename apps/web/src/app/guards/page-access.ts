import type { Role } from '@clearsheets/shared';
import { isRoleAllowed } from '../../lib/route-access';
import { checkToken, type SessionState } from '../../lib/session-store';

export type PageAccess = 'restoring' | 'signedOut' | 'refresh' | 'expired' | 'invalid' | 'forbidden' | 'allowed';

/** The spec's guard rule as a decision: a valid token (or one we can renew) and an allowed role. */
export function pageAccess(session: SessionState, roles: readonly Role[], hasRefreshToken: boolean): PageAccess {
  if (session.status === 'restoring') return 'restoring';
  if (session.status === 'signedOut') return 'signedOut';
  const check = checkToken(session.token);
  if (!check) return 'invalid';
  if (!check.valid) {
    if (check.reason !== 'expired') return 'invalid';
    return hasRefreshToken ? 'refresh' : 'expired';
  }
  return isRoleAllowed(session.role, roles) ? 'allowed' : 'forbidden';
}

import { type Role, STORAGE_KEYS } from '@clearsheets/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { forbiddenPathFor, loginPathFor, PATHS } from '../../lib/route-access';
import {
  checkToken,
  discardSession,
  expireSession,
  getAccessToken,
  refreshSession,
  useSession,
} from '../../lib/session-store';
import { readStorage } from '../../lib/storage';
import { pageAccess } from './page-access';

/**
 * Opens its children only for a signed-in user with a valid token and one of the roles. Otherwise:
 * signed out -> /login (remembering the page), wrong role -> the user's own area 403 page.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // The refresh token is an httpOnly cookie script cannot see: a stored sign-in may always try it.
  const access = pageAccess(session, roles, readStorage(STORAGE_KEYS.loggedIn) === 'true');

  useEffect(() => {
    if (access === 'refresh') {
      refreshSession()
        .then((renewed) => {
          // A new token that still reads as expired means the device clock is far ahead: stop, do not loop.
          if (!renewed || !checkToken(getAccessToken())?.valid) expireSession();
        })
        .catch(() => expireSession());
    } else if (access === 'expired') {
      expireSession();
    } else if (access === 'invalid') {
      discardSession();
    }
  }, [access]);

  if (access === 'allowed') return children;
  if (access === 'forbidden' && session.status === 'signedIn') {
    return <Navigate to={forbiddenPathFor(session.role)} replace />;
  }
  if (access === 'signedOut') {
    const target =
      session.status === 'signedOut' && session.reason === 'signedOut' ? PATHS.login : loginPathFor(location);
    return (
      <>
        <PageLoader fullPage />
        <Navigate to={target} replace />
      </>
    );
  }
  return <PageLoader fullPage />;
}

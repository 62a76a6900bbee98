import { Navigate } from 'react-router';
import { homePathFor, PATHS } from '../../lib/route-access';
import { useSession } from '../../lib/session-store';

/** "/" has no page of its own: it sends users to their home, or to sign in. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session.status === 'signedIn' ? homePathFor(session.role) : PATHS.login} replace />;
}

import { SESSION_RESTORE_TIMEOUT_MS } from '@clearsheets/shared';
import { type ReactNode, useEffect } from 'react';
import { PageLoader } from '../components/page-loader';
import { meQueryOptions } from '../lib/me-query';
import { queryClient } from '../lib/query-client';
import { restoreSession, useSession } from '../lib/session-store';

let restoreStarted = false;

/** Restores the stored session before any page shows (spec section 4), with the spec's 5 s time-out. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (restoreStarted) return;
    restoreStarted = true;
    void restoreSession(() => queryClient.fetchQuery(meQueryOptions()), SESSION_RESTORE_TIMEOUT_MS);
  }, []);
  if (session.status === 'restoring') return <PageLoader fullPage />;
  return children;
}

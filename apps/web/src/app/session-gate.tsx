import { SESSION_RESTORE_TIMEOUT_MS } from '@clearsheets/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { PageLoader } from '../components/page-loader';
import { meQueryOptions } from '../lib/me-query';
import { queryClient } from '../lib/query-client';
import { restoreSession, useSession } from '../lib/session-store';

let restoring: Promise<void> | null = null;
let restored = false;

/**
 * Restores the stored session before any page shows (spec section 4): client config, token (refreshed once
 * if expired), then the profile. The spec's 5 s time-out bounds the wait; after it the user is signed out.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const [ready, setReady] = useState(restored);
  useEffect(() => {
    restoring ??= restoreSession(() => queryClient.fetchQuery(meQueryOptions()), SESSION_RESTORE_TIMEOUT_MS);
    let active = true;
    void restoring.then(() => {
      restored = true;
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!ready || session.status === 'restoring') return <PageLoader fullPage />;
  return children;
}

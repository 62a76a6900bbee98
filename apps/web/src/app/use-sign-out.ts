import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../lib/route-access';
import { signOut } from '../lib/session-store';

/** The header's sign-out: revoke, clear storage and cache, then show the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
      navigate(PATHS.login, { replace: true });
    }
  };
  return { signOut: run, pending };
}

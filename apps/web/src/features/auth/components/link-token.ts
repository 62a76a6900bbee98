import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The token of the mailed link this page was opened from (?token=...), or null. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/** Runs `use(token)` once per token when the page opens (a link is single-use: never twice, even in React's
 * development double effects). */
export function useOnceWithToken(token: string | null, use: (token: string) => void) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!token || done.current === token) return;
    done.current = token;
    use(token);
  }, [token, use]);
}

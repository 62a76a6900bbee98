import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Unsaved changes ask before leaving: closing or reloading the tab (the browser's own question), and following a
 * link of the app (the menu, Preview, the way back), which waits for `leave` or `stay`.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    // Capture: before the router's own link handler navigates.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const leave = useCallback(() => {
    const to = pending;
    setPending(null);
    dirtyRef.current = false;
    if (to) navigate(to);
  }, [navigate, pending]);
  const stay = useCallback(() => setPending(null), []);
  return { pending, leave, stay };
}

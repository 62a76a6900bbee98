import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../../lib/session-store';
import {
  hasScopeFilters,
  rememberedScopeFilters,
  rememberScopeFilters,
  type ScopeFilterValues,
  scopeFiltersFrom,
  withScopeFilters,
} from './scope-filters';

/**
 * The report's filters from the address; an address naming none opens with the ones this user used last (the
 * address is then rewritten to them, so a link or reload keeps them). Changing them changes the address.
 */
export function useScopeFilters() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const userId = session.status === 'signedIn' ? (session.user?.UserId ?? null) : null;
  const fromAddress = hasScopeFilters(params);
  const values = useMemo(
    () => (fromAddress ? scopeFiltersFrom(params) : rememberedScopeFilters(userId)),
    [fromAddress, params, userId],
  );

  useEffect(() => {
    if (fromAddress) return;
    const remembered = rememberedScopeFilters(userId);
    if (Object.keys(remembered).length) setParams(withScopeFilters(params, remembered), { replace: true });
  }, [fromAddress, params, setParams, userId]);

  /** New filters; `drop` names other parameters that no longer apply (a page number). */
  const setValues = (next: ScopeFilterValues, drop: readonly string[] = []) => {
    rememberScopeFilters(userId, next);
    const nextParams = withScopeFilters(params, next);
    for (const key of drop) nextParams.delete(key);
    setParams(nextParams);
  };
  return [values, setValues] as const;
}

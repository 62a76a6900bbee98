import type { TClassSummary } from '@clearsheets/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { lastClassOf, preferredClass, rememberClass } from '../../../../lib/last-class';
import { useSession } from '../../../../lib/session-store';
import { filtersFromParams, type ReportFilterValues, withFilters } from '../../lib/filters';

/**
 * The usage page's filters live in the address (?classId=&from=&to=). With no class named, the class the user
 * opened last (else the first of theirs) is put there; a class named in the address is kept as given (a
 * leader's drill may name one beyond the first page of classes: the server decides who may read it).
 */
export function useClassFilter(classes: TClassSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user?.UserId : null;
  const filters = filtersFromParams(params);
  const fallback = classes ? (preferredClass(classes, lastClassOf(userId))?.id ?? null) : null;

  useEffect(() => {
    if (!filters.classId && fallback !== null)
      setParams(withFilters(params, { ...filters, classId: fallback }), { replace: true });
  }, [filters, fallback, params, setParams]);

  useEffect(() => {
    if (filters.classId) rememberClass(userId, filters.classId);
  }, [userId, filters.classId]);

  const setFilters = (next: ReportFilterValues) => setParams(withFilters(params, next));
  return [filters, setFilters] as const;
}

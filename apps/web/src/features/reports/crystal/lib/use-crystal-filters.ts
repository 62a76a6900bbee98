import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { lastClassOf, preferredClass, rememberClass } from '../../../../lib/last-class';
import { useSession } from '../../../../lib/session-store';
import {
  changeClass,
  cleanFilters,
  filtersFromParams,
  hasFilterParams,
  type ReportFilterValues,
  withFilters,
} from '../../lib/filters';
import { useCrystalClasses, useSavedFilters } from '../api/crystal-queries';

/**
 * The crystal report's filters: in the address (links, reload and Back show the same report). An address with
 * no filter opens with the filters the user saved; without a class, the class they used last, else the first.
 */
export function useCrystalFilters() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const userId = session.status === 'signedIn' ? (session.user?.UserId ?? null) : null;
  const classes = useCrystalClasses();
  const saved = useSavedFilters();
  const filters = filtersFromParams(params);
  const named = hasFilterParams(params);

  useEffect(() => {
    if (filters.classId !== undefined || !classes.data) return;
    if (!named && saved.isPending) return;
    let next: ReportFilterValues = named ? filters : saved.data?.value ? cleanFilters(saved.data.value) : {};
    // A saved class the user no longer has (or none saved): the last one used here, else the first.
    if (next.classId === undefined || !classes.data.some((c) => c.id === next.classId)) {
      const pick = preferredClass(classes.data, lastClassOf(userId));
      if (!pick) return;
      next = changeClass(next, pick.id);
    }
    setParams(withFilters(params, next), { replace: true });
  }, [filters, named, classes.data, saved.isPending, saved.data, userId, params, setParams]);

  useEffect(() => {
    if (filters.classId && classes.data?.some((c) => c.id === filters.classId)) rememberClass(userId, filters.classId);
  }, [filters.classId, classes.data, userId]);

  const setFilters = (next: ReportFilterValues) => setParams(withFilters(params, next));
  return { filters, setFilters, classes };
}

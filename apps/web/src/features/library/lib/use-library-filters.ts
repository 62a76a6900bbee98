import { USER_PREFERENCE_KINDS } from '@clearsheets/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePreference, useSavePreference } from '../../../lib/preference-queries';
import { useDebouncedSave } from '../../../lib/use-debounced-save';
import {
  changeFilters,
  filtersFromParams,
  filtersFromPreference,
  filtersToParams,
  filtersToPreference,
  hasFilterParams,
  isEmptyFilters,
  type LibraryFilters,
  sameFilters,
} from './library-filters';

const KIND = USER_PREFERENCE_KINDS.librarySetting;
const SAVE_DELAY_MS = 1000;

/**
 * The library's filters: the address bar holds them; on arrival without any, the saved "library setting"
 * (preference kind 9) fills them in; every change is saved back a second after the teacher stops.
 */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const preference = usePreference(KIND);
  const save = useSavePreference(KIND);
  // The controls follow the teacher's choice at once; the router applies the new address in a background
  // transition, which may lag on a busy device. The address wins when it changes on its own (back button).
  const search = params.toString();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  useEffect(() => setFilters(filtersFromParams(new URLSearchParams(search))), [search]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const restored = useRef(hasFilterParams(params));
  // Only the teacher's own choices are saved: arriving by a shared link or the back button changes nothing.
  const changed = useRef(false);
  const settled = !preference.isPending;

  // Restore once, when the preference has arrived (or failed: then the defaults stand).
  useEffect(() => {
    if (restored.current || !settled) return;
    restored.current = true;
    const saved = filtersFromPreference(preference.data?.value);
    if (saved && !isEmptyFilters(saved) && !hasFilterParams(params))
      setParams(filtersToParams(saved), { replace: true });
  }, [settled, preference.data, params, setParams]);

  // Save what the teacher chose, unless it is what is saved already.
  const savedValue = filtersFromPreference(preference.data?.value);
  const needsSave =
    changed.current && settled && !sameFilters(filters, savedValue ?? filtersFromParams(new URLSearchParams()));
  useDebouncedSave(needsSave ? filtersToPreference(filters) : null, save.mutate, SAVE_DELAY_MS);

  const update = (change: Partial<LibraryFilters>) => {
    restored.current = true;
    changed.current = true;
    const next = changeFilters(filters, change);
    setFilters(next);
    setParams(filtersToParams(next), { replace: 'q' in change });
  };
  const setPage = (next: number) => setParams(filtersToParams(filters, next));
  const clear = () =>
    update({ grade: null, subjectId: null, domainId: null, standardId: null, fullTopic: false, q: '' });

  return { filters, page, ready: restored.current || settled, update, setPage, clear };
}

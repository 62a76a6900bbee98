import { USER_PREFERENCE_KINDS } from '@clearsheets/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePreference, useSavePreference } from '../api/lesson-queries';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersFromPreference,
  filtersToParams,
  filtersToPreference,
  hasFilterParams,
  isEmptyFilters,
  type LessonFilters,
  sameFilters,
} from './library-filters';

const KIND = USER_PREFERENCE_KINDS.clearLesson;
const SAVE_DELAY_MS = 1000;

/**
 * The library's filters: the address holds them; on arrival without any, the saved "clear lesson" preference
 * (kind 17) fills them in; each change the teacher makes is saved back a second after they stop.
 */
export function useLessonFilters() {
  const [params, setParams] = useSearchParams();
  const preference = usePreference(KIND);
  const save = useSavePreference(KIND);
  const search = params.toString();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  useEffect(() => setFilters(filtersFromParams(new URLSearchParams(search))), [search]);
  const restored = useRef(hasFilterParams(params));
  const changed = useRef(false);
  const settled = !preference.isPending;

  useEffect(() => {
    if (restored.current || !settled) return;
    restored.current = true;
    const saved = filtersFromPreference(preference.data?.value);
    if (saved && !isEmptyFilters(saved) && !hasFilterParams(params))
      setParams(filtersToParams(saved), { replace: true });
  }, [settled, preference.data, params, setParams]);

  const savedValue = filtersFromPreference(preference.data?.value) ?? EMPTY_FILTERS;
  const needsSave = changed.current && settled && !sameFilters(filters, savedValue);
  const serialized = JSON.stringify(filtersToPreference(filters));
  const pending = useRef<Record<string, unknown> | null>(null);
  const mutate = useRef(save.mutate);
  mutate.current = save.mutate;
  useEffect(() => {
    pending.current = needsSave ? (JSON.parse(serialized) as Record<string, unknown>) : null;
    if (!needsSave) return;
    const timer = setTimeout(() => {
      const value = pending.current;
      pending.current = null;
      if (value) mutate.current(value);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsSave, serialized]);
  // A choice still waiting when the teacher leaves is saved on the way out.
  useEffect(
    () => () => {
      if (pending.current) mutate.current(pending.current);
    },
    [],
  );

  const update = (change: Partial<LessonFilters>) => {
    restored.current = true;
    changed.current = true;
    const next = { ...filters, ...change };
    setFilters(next);
    setParams(filtersToParams(next), { replace: 'q' in change || 'standard' in change });
  };
  const clear = () => update(EMPTY_FILTERS);
  return { filters, ready: restored.current || settled, update, clear };
}

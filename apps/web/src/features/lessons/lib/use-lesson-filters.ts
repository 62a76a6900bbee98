import { USER_PREFERENCE_KINDS } from '@clearsheets/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePreference, useSavePreference } from '../../../lib/preference-queries';
import { useDebouncedSave } from '../../../lib/use-debounced-save';
import { useTeacherClasses } from '../api/lesson-queries';
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
  teacherGradeFilters,
} from './library-filters';

const KIND = USER_PREFERENCE_KINDS.clearLesson;
const SAVE_DELAY_MS = 1000;

/**
 * The library's filters: the address holds them; on arrival without any, the saved "clear lesson" preference
 * (kind 17) fills them in, or, before the teacher has chosen any, the grades of their classes (a newcomer starts at
 * their own grade, and may clear it); each change the teacher makes is saved back a second after they stop.
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
  const classes = useTeacherClasses(!restored.current);
  const settled = !preference.isPending;
  const classesSettled = restored.current || !classes.isPending;

  useEffect(() => {
    if (restored.current || !settled || !classesSettled) return;
    restored.current = true;
    if (hasFilterParams(params)) return;
    const saved = filtersFromPreference(preference.data?.value);
    const start = saved ?? teacherGradeFilters((classes.data?.items ?? []).map((c) => c.grade));
    if (start && !isEmptyFilters(start)) setParams(filtersToParams(start), { replace: true });
  }, [settled, classesSettled, preference.data, classes.data, params, setParams]);

  const savedValue = filtersFromPreference(preference.data?.value) ?? EMPTY_FILTERS;
  const needsSave = changed.current && settled && !sameFilters(filters, savedValue);
  useDebouncedSave(needsSave ? filtersToPreference(filters) : null, save.mutate, SAVE_DELAY_MS);

  const update = (change: Partial<LessonFilters>) => {
    restored.current = true;
    changed.current = true;
    const next = { ...filters, ...change };
    setFilters(next);
    setParams(filtersToParams(next), { replace: 'q' in change || 'standard' in change });
  };
  const clear = () => update(EMPTY_FILTERS);
  return { filters, ready: restored.current || (settled && classesSettled), update, clear };
}

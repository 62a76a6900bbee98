import type { TClassList, TClassSummary } from '@clearsheets/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The classes to pick from, and whether the caller may create one (the shape the groups picker caches too). */
export interface ClassPicker {
  items: TClassSummary[];
  abilities: TClassList['abilities'];
}

/** Enough for any school's picker; a district admin with more classes searches in the picker. */
const MAX_PAGES = 10;

/** GET /api/v1/classes, every page (100 at a time): the classes the caller may pick from, and the list's abilities. */
export const classOptionsQueryOptions = () =>
  queryOptions({
    // Under ['classes'] so that any change to classes (created, renamed, filled by an import) refreshes it.
    queryKey: ['classes', 'picker'],
    queryFn: async ({ signal }): Promise<ClassPicker> => {
      const all: TClassSummary[] = [];
      let abilities: ClassPicker['abilities'] = { create: false };
      for (let page = 1; page <= MAX_PAGES; page++) {
        const batch = await api.get<TClassList>('/api/v1/classes', { signal, query: { page, pageSize: 100 } });
        all.push(...batch.items);
        abilities = batch.abilities;
        if (all.length >= batch.total || batch.items.length === 0) break;
      }
      return { items: all, abilities };
    },
    staleTime: 30_000,
  });

export const useClassOptions = () => useQuery(classOptionsQueryOptions());

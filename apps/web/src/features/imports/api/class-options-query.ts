import type { TClassSummary } from '@clearsheets/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface ClassPage {
  items: TClassSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** Enough for any school's picker; a district admin with more classes searches in the picker. */
const MAX_PAGES = 10;

/** GET /api/v1/classes, every page (100 at a time): the classes the caller may pick from. */
export const classOptionsQueryOptions = () =>
  queryOptions({
    // Under ['classes'] so that any change to classes (created, renamed, filled by an import) refreshes it.
    queryKey: ['classes', 'picker'],
    queryFn: async ({ signal }) => {
      const all: TClassSummary[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const batch = await api.get<ClassPage>('/api/v1/classes', { signal, query: { page, pageSize: 100 } });
        all.push(...batch.items);
        if (all.length >= batch.total || batch.items.length === 0) break;
      }
      return all;
    },
    staleTime: 30_000,
  });

export const useClassOptions = () => useQuery(classOptionsQueryOptions());

import type { TClassDetail, TClassList, TClassSummary } from '@clearsheets/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The student list is built from the class endpoints (there is no "all my students" endpoint). Keys match
// the class screens' keys, so a roster change there refreshes this list too.

const PAGE_SIZE = 100;
/** Stop after this many classes: a district admin lists per class instead. */
const MAX_CLASSES = 1000;

/** Every class the caller may see (summaries only), one request per hundred classes, and whether the caller
 * may create one. */
export const useAllClasses = () =>
  useQuery({
    queryKey: ['classes', 'list', 'all'],
    queryFn: async ({ signal }): Promise<{ items: TClassSummary[]; abilities: TClassList['abilities'] }> => {
      const items: TClassSummary[] = [];
      for (let page = 1; ; page += 1) {
        const data = await api.get<TClassList>('/api/v1/classes', { signal, query: { page, pageSize: PAGE_SIZE } });
        items.push(...data.items);
        if (data.items.length < PAGE_SIZE || items.length >= data.total || items.length >= MAX_CLASSES)
          return { items, abilities: data.abilities };
      }
    },
  });

/** The rosters of the given classes, fetched in parallel and shared with the class page's cache. */
export function useClassRosters(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['classes', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<TClassDetail>(`/api/v1/classes/${id}`, { signal }),
    })),
    combine: (results) => ({
      classes: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.some((r) => r.isPending),
      failed: results.filter((r) => r.isError).map((r) => r.error),
      refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
    }),
  });
}

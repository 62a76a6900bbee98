import type { TPreference } from '@clearsheets/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

// A screen's saved settings (preferences), shared by every screen that keeps some.
export const preferenceKey = (kind: number) => ['preferences', kind] as const;

/** GET /api/v1/preferences/:kind: a screen's saved settings (value null when never saved). */
export const usePreference = (kind: number) =>
  useQuery({
    queryKey: preferenceKey(kind),
    queryFn: ({ signal }) => api.get<TPreference>(`/api/v1/preferences/${kind}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // A missing preference must never block the screen: it just starts with its defaults.
    retry: false,
  });

/** PUT /api/v1/preferences/:kind { value }; the cache keeps what was sent, so a return visit restores it. */
export function useSavePreference(kind: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Record<string, unknown>) => api.put<TPreference>(`/api/v1/preferences/${kind}`, { value }),
    onMutate: (value) => {
      queryClient.setQueryData<TPreference>(preferenceKey(kind), { kind, value, updatedAt: new Date().toISOString() });
    },
  });
}

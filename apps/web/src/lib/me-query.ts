import type { TMe } from '@clearsheets/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// The signed-in user's profile is read by every area (layouts, homes), so it lives here rather than in a feature.

/** GET /api/v1/me: user, school, district, licenses and permission flags. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => api.get<TMe>('/api/v1/me', { signal }),
    staleTime: 60_000,
  });

/** The profile query with loading and error states for the screens. */
export const useMe = () => useQuery(meQueryOptions());

import type { TDistrictOverview } from '@clearsheets/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/v1/districts/overview: the schools a district or school leader may see, with head counts. */
export const districtOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['districts', 'overview'],
    queryFn: ({ signal }) => api.get<TDistrictOverview>('/api/v1/districts/overview', { signal }),
  });

/** The overview query; disabled for roles the server would refuse (teachers, students). */
export const useDistrictOverview = (enabled = true) => useQuery({ ...districtOverviewQueryOptions(), enabled });

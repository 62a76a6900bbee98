import type { TDistrictOverview, TStaffMember, TStaffPage } from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffFilters, StaffRequest } from '../staff-form';

export type StaffPage = TStaffPage;

export interface CreatedStaff {
  staff: TStaffMember;
  temporaryPassword: string;
}

export const STAFF_PAGE_SIZE = 20;

/** GET /api/v1/staff: one page of the school's or district's staff, with the list's filters. */
export const staffListQueryOptions = (filters: StaffFilters) =>
  queryOptions({
    queryKey: ['staff', 'list', filters],
    queryFn: ({ signal }) =>
      api.get<StaffPage>('/api/v1/staff', {
        signal,
        query: {
          search: filters.search.trim() || undefined,
          role: filters.role ?? undefined,
          status: filters.status ?? undefined,
          schoolId: filters.schoolId ?? undefined,
          page: filters.page,
          pageSize: STAFF_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (filters: StaffFilters) => useQuery(staffListQueryOptions(filters));

const schoolOptions = (overview: TDistrictOverview) => overview.schools.map((s) => ({ id: s.id, name: s.name }));

/** The district's schools, for the school picker and filter of district admins (same cache as the home). */
export const useDistrictSchools = (enabled: boolean) =>
  useQuery({
    queryKey: ['districts', 'overview'],
    queryFn: ({ signal }) => api.get<TDistrictOverview>('/api/v1/districts/overview', { signal }),
    enabled,
    select: schoolOptions,
  });

/** Every change to staff refreshes the list, and the schools' teacher counts. */
function useStaffMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
      void queryClient.invalidateQueries({ queryKey: ['districts', 'overview'] });
    },
  });
}

/** POST /api/v1/staff: 201 with the new member and a temporary password shown once. */
export const useCreateStaff = () =>
  useStaffMutation((request: StaffRequest) => api.post<CreatedStaff>('/api/v1/staff', request));

/** PATCH /api/v1/staff/:id with only the fields that changed. */
export const useUpdateStaff = () =>
  useStaffMutation(({ id, changes }: { id: number; changes: Partial<StaffRequest> }) =>
    api.patch<TStaffMember>(`/api/v1/staff/${id}`, changes),
  );

/** POST /api/v1/staff/:id/deactivate | reactivate. */
export const useSetStaffActive = () =>
  useStaffMutation(({ id, active }: { id: number; active: boolean }) =>
    api.post<TStaffMember>(`/api/v1/staff/${id}/${active ? 'reactivate' : 'deactivate'}`),
  );

/** POST /api/v1/staff/:id/confirm: a teacher who signed up teaches here; the school's licenses reach them. */
export const useConfirmStaff = () =>
  useStaffMutation((id: number) => api.post<TStaffMember>(`/api/v1/staff/${id}/confirm`));

/** POST /api/v1/staff/:id/reset-password: a new temporary password, shown once. */
export const useResetStaffPassword = () =>
  useStaffMutation((id: number) => api.post<CreatedStaff>(`/api/v1/staff/${id}/reset-password`));

import type { TDistrictOverview, TStaffAssignment, TStaffMember, TWorksheetPage } from '@clearsheets/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SettingsRequest } from '../lib/settings-form';
import { otherKeys, staffAssignmentKeys } from './assignment-keys';

// District and school assignments: the admin's side (send, follow, add or remove teachers, withdraw).

/** POST /api/v1/staff-assignments (ZCreateStaffAssignmentRequest). */
export interface SendRequest extends SettingsRequest {
  worksheetId: number;
  teacherIds: number[];
  note: string;
}

/** GET /staff-assignments: what the admin's school or district sent, with each teacher's status. */
export const useSentStaffAssignments = () =>
  useQuery({
    queryKey: staffAssignmentKeys.sent,
    queryFn: ({ signal }) => api.get<TStaffAssignment[]>('/api/v1/staff-assignments', { signal }),
  });

function useInvalidateSent() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: staffAssignmentKeys.all });
}

/** POST /staff-assignments. */
export function useSendStaffAssignment() {
  const invalidate = useInvalidateSent();
  return useMutation({
    mutationFn: (body: SendRequest) =>
      api.post<TStaffAssignment & { message: string }>('/api/v1/staff-assignments', body),
    onSuccess: invalidate,
  });
}

/** PATCH /staff-assignments/:id { teacherIds }: the whole new list of teachers. */
export function useSetStaffAssignmentTeachers() {
  const invalidate = useInvalidateSent();
  return useMutation({
    mutationFn: ({ id, teacherIds }: { id: number; teacherIds: number[] }) =>
      api.patch<TStaffAssignment & { message: string }>(`/api/v1/staff-assignments/${id}`, { teacherIds }),
    onSuccess: invalidate,
  });
}

/** DELETE /staff-assignments/:id (refused once a teacher accepted it). */
export function useDeleteStaffAssignment() {
  const invalidate = useInvalidateSent();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/v1/staff-assignments/${id}`),
    onSuccess: invalidate,
  });
}

/** GET /library/worksheets?q=: approved worksheets to send. */
export const useLibraryWorksheets = (params: { q: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: otherKeys.library(params),
    queryFn: ({ signal }) =>
      api.get<TWorksheetPage>('/api/v1/library/worksheets', {
        signal,
        query: { q: params.q.trim() || undefined, page: params.page, pageSize: params.pageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** The most teachers one list shows; a search narrows a larger school or district. */
export const TEACHER_PAGE_SIZE = 100;

/** GET /staff?role=Teacher&status=active: the active teachers of the admin's school (or one school of the district). */
export const useTeachers = (params: { schoolId: number | null; search: string }) =>
  useQuery({
    queryKey: otherKeys.teachers(params),
    queryFn: ({ signal }) =>
      api.get<{ items: TStaffMember[]; total: number }>('/api/v1/staff', {
        signal,
        query: {
          role: 'Teacher',
          status: 'active',
          schoolId: params.schoolId ?? undefined,
          search: params.search.trim() || undefined,
          page: 1,
          pageSize: TEACHER_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The district's schools, for a district admin's teacher picker (the same cache as the district home). */
export const useDistrictSchools = (enabled: boolean) =>
  useQuery({
    queryKey: otherKeys.schools,
    queryFn: ({ signal }) => api.get<TDistrictOverview>('/api/v1/districts/overview', { signal }),
    enabled,
    select: (overview) => overview.schools.map((s) => ({ id: s.id, name: s.name })),
  });

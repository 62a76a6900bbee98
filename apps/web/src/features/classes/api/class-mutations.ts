import type {
  TClassDetail,
  TClassSummary,
  TCreateClassRequest,
  TCreatedStudent,
  TUpdateClassRequest,
} from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './class-keys';

const BASE = '/api/v1/classes';

export interface CreateClassResult {
  class: TClassDetail;
  createdStudents: TCreatedStudent[];
}

/** Any change to a class refreshes every class list and detail (counts, badges and rosters move together). */
function useInvalidateClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: classKeys.all });
}

/** POST /classes: the class and its first students; the generated passwords come back once. */
export function useCreateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (body: TCreateClassRequest) => api.post<CreateClassResult>(BASE, body),
    onSuccess: invalidate,
  });
}

/** PATCH /classes/:id: rename, or change grade or subject. */
export function useUpdateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TUpdateClassRequest }) =>
      api.patch<TClassSummary>(`${BASE}/${id}`, patch),
    onSuccess: invalidate,
  });
}

/** DELETE /classes/:id (soft: history stays). */
export function useDeleteClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: classKeys.detail(id) });
      return client.invalidateQueries({ queryKey: classKeys.lists() });
    },
  });
}

/** POST /classes/:id/premium: no student cap (needs teacher_allowed_premuim_class). */
export function useMakePremium() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (id: number) => api.post<TClassSummary>(`${BASE}/${id}/premium`),
    onSuccess: invalidate,
  });
}

/** POST /classes/:id/teachers: a co-teacher of the same school. */
export function useAddCoTeacher() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ classId, teacherId }: { classId: number; teacherId: number }) =>
      api.post<TClassSummary>(`${BASE}/${classId}/teachers`, { teacherId }),
    onSuccess: invalidate,
  });
}

/** DELETE /classes/:id/teachers/:teacherId (never the primary teacher). */
export function useRemoveCoTeacher() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ classId, teacherId }: { classId: number; teacherId: number }) =>
      api.delete<void>(`${BASE}/${classId}/teachers/${teacherId}`),
    onSuccess: invalidate,
  });
}

import type {
  TAcceptStaffAssignmentRequest,
  TAssignmentSaved,
  TCreateAssignmentRequest,
  TUpdateAssignmentRequest,
} from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './assignment-keys';

const BASE = '/api/v1/assignments';

/** Any change refreshes every assignment list, card and detail (and the teacher's inbox). */
function useInvalidateAssignments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: assignmentKeys.all });
}

/** POST /assignments: the worksheet to classes or chosen students; the reply has the unique code. */
export function useCreateAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (body: TCreateAssignmentRequest) => api.post<TAssignmentSaved>(BASE, body),
    onSuccess: invalidate,
  });
}

/** PATCH /assignments/:id: settings (until a student starts), the due date, more classes or students. */
export function useUpdateAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TUpdateAssignmentRequest }) =>
      api.patch<TAssignmentSaved>(`${BASE}/${id}`, patch),
    onSuccess: invalidate,
  });
}

/** DELETE /assignments/:id: it leaves the students' lists; the work stays for the record. */
export function useDeleteAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`${BASE}/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: assignmentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: assignmentKeys.all });
    },
  });
}

/** POST /staff-assignments/:id/accept: the teacher passes a district or school assignment on to classes. */
export function useAcceptStaffAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAcceptStaffAssignmentRequest }) =>
      api.post<TAssignmentSaved>(`/api/v1/staff-assignments/${id}/accept`, body),
    onSuccess: invalidate,
  });
}

import type { TAddStudentsResponse, TNewStudent, TStudentInClass, TStudentProfile } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './class-keys';

export interface StudentPatch {
  firstName?: string;
  lastName?: string;
  username?: string;
  grade?: string | null;
}

function useInvalidateClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: classKeys.all });
}

/** POST /classes/:id/students: new accounts come back with their passwords, shown once. */
export function useAddStudents() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ classId, students }: { classId: number; students: TNewStudent[] }) =>
      api.post<TAddStudentsResponse>(`/api/v1/classes/${classId}/students`, { students, existingStudentIds: [] }),
    onSuccess: invalidate,
  });
}

/** PATCH /students/:id: names, username or grade. */
export function useUpdateStudent() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ studentId, patch }: { studentId: number; patch: StudentPatch }) =>
      api.patch<TStudentProfile>(`/api/v1/students/${studentId}`, patch),
    onSuccess: invalidate,
  });
}

/** DELETE /classes/:id/students/:studentId: a soft remove, the student's history stays. */
export function useRemoveStudent() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ classId, studentId }: { classId: number; studentId: number }) =>
      api.delete<void>(`/api/v1/classes/${classId}/students/${studentId}`),
    onSuccess: invalidate,
  });
}

/** POST /classes/:id/students/:studentId/reactivate (refused when the class is full). */
export function useReactivateStudent() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ classId, studentId }: { classId: number; studentId: number }) =>
      api.post<TStudentInClass>(`/api/v1/classes/${classId}/students/${studentId}/reactivate`),
    onSuccess: invalidate,
  });
}

/** POST /students/:id/reset-password: a chosen or generated password, returned once. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ studentId, password }: { studentId: number; password?: string }) =>
      api.post<{ username: string; password: string }>(`/api/v1/students/${studentId}/reset-password`, {
        password: password ?? '',
      }),
  });
}

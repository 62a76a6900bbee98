import type { TClassSettingsResponse, TStudentSettingsValues } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from './class-keys';

export type StudentSettingsOverride = { [K in keyof TStudentSettingsValues]: TStudentSettingsValues[K] | null };

/** PUT /classes/:id/settings: the class defaults; the answer is the whole settings view. */
export function useSaveClassDefaults(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (defaults: TStudentSettingsValues) =>
      api.put<TClassSettingsResponse>(`/api/v1/classes/${classId}/settings`, { defaults }),
    onSuccess: (data) => client.setQueryData(classKeys.settings(classId), data),
  });
}

/** PUT /classes/:id/students/:studentId/settings: one student's overrides (null: as the class). */
export function useSaveStudentOverride(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, override }: { studentId: number; override: StudentSettingsOverride }) =>
      api.put<TClassSettingsResponse>(`/api/v1/classes/${classId}/students/${studentId}/settings`, { override }),
    onSuccess: (data) => client.setQueryData(classKeys.settings(classId), data),
  });
}

import type { TStudentLanguage } from '@clearsheets/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { Language } from './language';

// The student's language is decided on the server (their own choice over their class's setting, see
// docs/decisions/0022); the student layout applies it and the header's switch saves a new choice.

export const studentLanguageQueryOptions = () =>
  queryOptions({
    queryKey: ['student', 'language'],
    queryFn: ({ signal }) => api.get<TStudentLanguage>('/api/v1/student/language', { signal }),
    staleTime: 5 * 60_000,
  });

export const useStudentLanguage = () => useQuery(studentLanguageQueryOptions());

/** PUT /api/v1/student/language: the student's own switch, kept on the server for every device. */
export function useSaveStudentLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.put<TStudentLanguage>('/api/v1/student/language', { language }),
    onSuccess: (saved) => client.setQueryData(studentLanguageQueryOptions().queryKey, saved),
  });
}

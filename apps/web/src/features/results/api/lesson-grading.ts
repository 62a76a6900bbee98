import type { TLessonGradable, TLessonGrading, TLessonGradingQueue } from '@clearsheets/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Written answers of live lessons (the grading page's second list): the sessions waiting, one session's answers, a
// grade.

const keys = {
  all: ['lesson-grading'] as const,
  queue: ['lesson-grading', 'queue'] as const,
  session: (id: number) => ['lesson-grading', 'session', id] as const,
};

export const useLessonGradingQueue = () =>
  useQuery(
    queryOptions({
      queryKey: keys.queue,
      queryFn: ({ signal }) => api.get<TLessonGradingQueue>('/api/v1/lessons/grading', { signal }),
    }),
  );

export const useLessonGrading = (sessionId: number | null) =>
  useQuery({
    queryKey: keys.session(sessionId ?? 0),
    queryFn: ({ signal }) => api.get<TLessonGrading>(`/api/v1/lessons/sessions/${sessionId}/grading`, { signal }),
    enabled: sessionId !== null,
  });

export function useGradeLessonAnswer(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { studentId: number; componentKey: string; itemKey: string; score: number; feedback: string }) =>
      api.put<TLessonGradable>(`/api/v1/lessons/sessions/${sessionId}/grades`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

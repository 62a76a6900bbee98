import type { TAttemptState, TAttemptSummary, TCheckReply } from '@clearsheets/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The student side of assignments (apps/server/src/modules/attempts). Saving answers goes through the
// answer queue (browser-answer-queue.ts), never from here.

export const playerKeys = {
  all: ['player'] as const,
  /** The attempt as the player starts it: always fresh, never reused from an earlier visit. */
  play: (assignmentId: number) => ['player', 'attempt', assignmentId, 'play'] as const,
  /** The attempt's settings (read-aloud) for the summary, which the summary reply does not carry. */
  settings: (assignmentId: number) => ['player', 'attempt', assignmentId, 'settings'] as const,
  summary: (attemptId: number) => ['player', 'summary', attemptId] as const,
};

const startOrResume = (assignmentId: number, signal?: AbortSignal) =>
  api.post<TAttemptState>(`/api/v1/student/assignments/${assignmentId}/attempt`, undefined, { signal });

/** POST .../attempt: starts or resumes; the player keeps its own copy of the answers from here on. */
export const playAttemptQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: playerKeys.play(assignmentId),
    queryFn: ({ signal }) => startOrResume(assignmentId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The same call for the summary's settings (a submitted attempt is only read, never changed). */
export const attemptSettingsQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: playerKeys.settings(assignmentId),
    queryFn: ({ signal }) => startOrResume(assignmentId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET .../summary: score and per-question results (correct answers and feedback once submitted). */
export const summaryQueryOptions = (attemptId: number) =>
  queryOptions({
    queryKey: playerKeys.summary(attemptId),
    queryFn: ({ signal }) => api.get<TAttemptSummary>(`/api/v1/student/attempts/${attemptId}/summary`, { signal }),
    staleTime: 0,
  });

/** PUT .../position: where the student is, for resume and the live monitor. Best effort: failures are ignored. */
export function savePosition(attemptId: number, questionId: number): void {
  api.put(`/api/v1/student/attempts/${attemptId}/position`, { questionId }).catch(() => undefined);
}

/** POST .../submit (idempotent): the summary. */
export const submitAttempt = (attemptId: number) =>
  api.post<TAttemptSummary>(`/api/v1/student/attempts/${attemptId}/submit`);

/** POST .../questions/:questionId/check (feedback option 1, idempotent): locks the saved answer on the server
 * and returns its result, the only way a result reaches the player before submitting. */
export const checkAnswer = (attemptId: number, questionId: number) =>
  api.post<TCheckReply>(`/api/v1/student/attempts/${attemptId}/questions/${questionId}/check`);

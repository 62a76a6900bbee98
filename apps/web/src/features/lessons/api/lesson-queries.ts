import type {
  TClassList,
  TLessonControl,
  TLessonDetail,
  TLessonList,
  TLessonRouting,
  TLessonSessionState,
  TLessonSessionSummary,
} from '@clearsheets/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The teacher's side of live lessons: the library, one lesson, the sessions and their controls.

const BASE = '/api/v1/lessons';

export interface LessonListParams {
  grade?: string;
  domain?: string;
  standard?: string;
  q?: string;
}

export const lessonKeys = {
  all: ['lessons'] as const,
  list: (params: LessonListParams) => ['lessons', 'list', params] as const,
  detail: (id: number) => ['lessons', 'detail', id] as const,
  sessions: () => ['lessons', 'sessions'] as const,
  byCode: (code: string) => ['lessons', 'sessions', 'by-code', code] as const,
  state: (id: number) => ['lessons', 'sessions', 'state', id] as const,
  classes: ['classes', 'list', { page: 1, pageSize: 100, for: 'lessons' }] as const,
};

/** GET /lessons: the Clear Lessons library cards. */
export const lessonListQueryOptions = (params: LessonListParams) =>
  queryOptions({
    queryKey: lessonKeys.list(params),
    queryFn: ({ signal }) => api.get<TLessonList>(BASE, { signal, query: { ...params } }),
    placeholderData: (previous) => previous,
  });

/** GET /lessons/:id: every slide with its answer keys. */
export const lessonDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lessonKeys.detail(id),
    queryFn: ({ signal }) => api.get<TLessonDetail>(`${BASE}/${id}`, { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /lessons/sessions?open=true: the teacher's open sessions, newest first. */
export const openSessionsQueryOptions = () =>
  queryOptions({
    queryKey: lessonKeys.sessions(),
    queryFn: ({ signal }) =>
      api.get<{ items: TLessonSessionSummary[] }>(`${BASE}/sessions`, { signal, query: { open: true } }),
  });

/** GET /lessons/sessions/by-code/:code: the teacher's own session with that code. */
export const sessionByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: lessonKeys.byCode(code),
    queryFn: ({ signal }) =>
      api.get<TLessonSessionSummary>(`${BASE}/sessions/by-code/${encodeURIComponent(code)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** GET /lessons/sessions/:id: the room's snapshot over HTTP (until the room's arrives). */
export const fetchSessionState = (id: number, signal?: AbortSignal) =>
  api.get<TLessonSessionState>(`${BASE}/sessions/${id}`, { signal });

/** GET /classes: the teacher's classes for the launch picker (as the assign form lists them). */
export const useTeacherClasses = (enabled: boolean) =>
  useQuery({
    queryKey: lessonKeys.classes,
    queryFn: ({ signal }) => api.get<TClassList>('/api/v1/classes', { signal, query: { page: 1, pageSize: 100 } }),
    enabled,
  });

/** POST /lessons/:id/sessions {classIds}: starts a live session. */
export function useLaunchLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, classIds }: { lessonId: number; classIds: number[] }) =>
      api.post<TLessonSessionSummary>(`${BASE}/${lessonId}/sessions`, { classIds }),
    onSuccess: (session) => {
      queryClient.setQueryData(lessonKeys.byCode(session.accessCode), session);
      void queryClient.invalidateQueries({ queryKey: lessonKeys.sessions() });
    },
  });
}

/** POST /lessons/sessions/:id/control: go to a slide, pause, resume, end, show or hide names. */
export function useLessonControl(sessionId: number, onSummary: (s: TLessonSessionSummary) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (control: TLessonControl) =>
      api.post<TLessonSessionSummary>(`${BASE}/sessions/${sessionId}/control`, control),
    onSuccess: (summary) => {
      onSummary(summary);
      if (summary.status === 'ended') void queryClient.invalidateQueries({ queryKey: lessonKeys.sessions() });
    },
  });
}

/** POST /lessons/sessions/:id/routings: the teacher overrides a student's route. */
export function useOverrideRoute(sessionId: number, onRouting: (r: TLessonRouting) => void) {
  return useMutation({
    mutationFn: (body: {
      studentId: number;
      componentKey: string;
      route: 'pathway' | 'intervention';
      interventionKind: number;
    }) => api.post<TLessonRouting>(`${BASE}/sessions/${sessionId}/routings`, body),
    onSuccess: onRouting,
  });
}

/** POST /lessons/sessions/:id/complete {rating}: marks the taught lesson complete. */
export function useCompleteLesson(sessionId: number, onSummary: (s: TLessonSessionSummary) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      api.post<TLessonSessionSummary>(`${BASE}/sessions/${sessionId}/complete`, { rating }),
    onSuccess: (summary) => {
      onSummary(summary);
      void queryClient.invalidateQueries({ queryKey: lessonKeys.sessions() });
    },
  });
}

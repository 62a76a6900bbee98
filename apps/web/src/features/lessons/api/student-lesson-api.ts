import type { TLessonStage, TStudentLessonResponse, TStudentLessonState, TStudentRoute } from '@clearsheets/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveLessonsQueryOptions } from '../../../lib/live-lessons-query';

// The student's side of live lessons: the invites, joining, the state of one session and its updates.

const BASE = '/api/v1/student/lessons';

export type StudentResponse = TStudentLessonResponse;
/** A saved answer comes back as saved, without how it did: routes come only from turning a check in. */
export interface LessonAnswerReply {
  response: StudentResponse;
}

export const studentLessonKeys = {
  all: ['student-lessons'] as const,
  invites: () => liveLessonsQueryOptions().queryKey,
  state: (sessionId: number) => ['student-lessons', 'state', sessionId] as const,
};

/** GET /student/lessons: live lessons of the student's classes (shared with the student home). */
export const invitesQueryOptions = liveLessonsQueryOptions;

/** POST /student/lessons/join {code}: the session a code opens (404 for any other code). */
export const joinByCode = (code: string) => api.post<{ sessionId: number }>(`${BASE}/join`, { code });

/** Sessions joined in this page: the first read of a session joins it (POST), later reads only read (GET). */
const joined = new Set<number>();

/** The student's state of one session: joins on the first read, then reads. */
export const lessonStateQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: studentLessonKeys.state(sessionId),
    queryFn: async ({ signal }) => {
      if (joined.has(sessionId)) return api.get<TStudentLessonState>(`${BASE}/sessions/${sessionId}`, { signal });
      const state = await api.post<TStudentLessonState>(`${BASE}/sessions/${sessionId}/join`, undefined, { signal });
      joined.add(sessionId);
      return state;
    },
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** PUT /student/lessons/sessions/:id/answers: one answer (the queue calls it). */
export const putLessonAnswer = (
  sessionId: number,
  body: { componentKey: string; itemKey: string; value: unknown; clientSeq: number },
) => api.put<LessonAnswerReply>(`${BASE}/sessions/${sessionId}/answers`, body);

/** A confirmed answer, put into the cached state. */
export function applyAnswerReply(queryClient: QueryClient, sessionId: number, reply: LessonAnswerReply): void {
  queryClient.setQueryData<TStudentLessonState>(studentLessonKeys.state(sessionId), (state) => {
    if (!state) return state;
    const key = (r: StudentResponse) => `${r.componentKey}|${r.itemKey}`;
    const responses = state.responses.filter((r) => key(r) !== key(reply.response));
    responses.push(reply.response);
    return { ...state, responses };
  });
}

/** The stage the room sent, put into the cached state. */
export function applyStage(queryClient: QueryClient, sessionId: number, stage: TLessonStage): void {
  queryClient.setQueryData<TStudentLessonState>(studentLessonKeys.state(sessionId), (state) =>
    state ? { ...state, stage } : state,
  );
}

/** POST /student/lessons/sessions/:id/submit: turns in a check (or its re-check); the student's routes come back. */
export const submitLessonCheck = (sessionId: number, body: { componentKey: string; recheck: boolean }) =>
  api.post<{ routes: TStudentRoute[]; turnedIn: string[] }>(`${BASE}/sessions/${sessionId}/submit`, body);

/** The routes a turn-in led to and what is turned in now, put into the cached state. */
export function applyRoutes(
  queryClient: QueryClient,
  sessionId: number,
  reply: { routes: TStudentRoute[]; turnedIn: string[] },
): void {
  queryClient.setQueryData<TStudentLessonState>(studentLessonKeys.state(sessionId), (state) =>
    state ? { ...state, routes: reply.routes, turnedIn: reply.turnedIn } : state,
  );
}

import {
  type TMonitorAssignmentList,
  type TMonitorQuestionFigures,
  type TPreference,
  type TStudentSheet,
  USER_PREFERENCE_KINDS,
} from '@clearsheets/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { clientConfigQueryOptions } from '../../../lib/client-config';

// The monitor's HTTP calls. The grid itself comes from the realtime room (see use-monitor-room.ts).

export const monitorKeys = {
  all: ['monitor'] as const,
  active: (pageSize: number) => ['monitor', 'active', pageSize] as const,
  sheet: (assignmentId: number, studentId: number) => ['monitor', 'sheet', assignmentId, studentId] as const,
  preference: ['preferences', USER_PREFERENCE_KINDS.clearMonitor] as const,
};

/** GET /api/v1/monitor/assignments: open assignments in scope with their counts, latest activity first. */
export const useActiveAssignments = (pageSize: number) =>
  useQuery({
    queryKey: monitorKeys.active(pageSize),
    queryFn: ({ signal }) =>
      api.get<TMonitorAssignmentList>('/api/v1/monitor/assignments', { signal, query: { page: 1, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });

/** GET /api/v1/monitor/assignments/:id/students/:studentId: one student's sheet so far (keys included). */
export const useMonitorSheet = (assignmentId: number | null, studentId: number | null) =>
  useQuery({
    queryKey: monitorKeys.sheet(assignmentId ?? 0, studentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TStudentSheet>(`/api/v1/monitor/assignments/${assignmentId}/students/${studentId}`, { signal }),
    enabled: assignmentId !== null && studentId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/monitor/assignments/:id/figures: the class figures (the events carry no answers). */
export const fetchFigures = (assignmentId: number) =>
  api.get<TMonitorQuestionFigures[]>(`/api/v1/monitor/assignments/${assignmentId}/figures`);

/** The configured idle time (5 s in development, 5 min in production). */
export function useIdleMs(): number {
  const config = useQuery(clientConfigQueryOptions());
  return config.data?.idleStatusMs ?? 300_000;
}

/** "Hide names", remembered as the clear monitor preference (kind 19); names show until it has loaded. */
export function useHideNames(): { hideNames: boolean; setHideNames: (hide: boolean) => void } {
  const queryClient = useQueryClient();
  const kind = USER_PREFERENCE_KINDS.clearMonitor;
  const pref = useQuery({
    queryKey: monitorKeys.preference,
    queryFn: ({ signal }) => api.get<TPreference>(`/api/v1/preferences/${kind}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (value: Record<string, unknown>) => api.put<TPreference>(`/api/v1/preferences/${kind}`, { value }),
    onMutate: (value) =>
      queryClient.setQueryData<TPreference>(monitorKeys.preference, {
        kind,
        value,
        updatedAt: new Date().toISOString(),
      }),
  });
  const value = pref.data?.value ?? null;
  // The switch shows the teacher's choice in the click itself: the cache's own update reaches components a task
  // later, and a controlled switch would show its old state until then.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const saved = value?.hideNames === true;
  return {
    hideNames: chosen ?? saved,
    setHideNames: (hide) => {
      setChosen(hide);
      save.mutate({ ...(value ?? {}), hideNames: hide }, { onSettled: () => setChosen(null) });
    },
  };
}

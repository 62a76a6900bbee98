import {
  DASHBOARD_RANGES,
  type TDashboardRange,
  type TPreference,
  type TScopeDashboard,
  type TTeacherDashboard,
  USER_PREFERENCE_KINDS,
} from '@clearsheets/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

// The dashboards' reads (GET /api/v1/dashboards/...) and the teacher's chosen range, kept in preference 22
// (the spec's "dashboard" kind) so the home opens on it next time, on any device.

const PREFERENCE = `/api/v1/preferences/${USER_PREFERENCE_KINDS.dashboard}`;
const preferenceKey = ['preferences', USER_PREFERENCE_KINDS.dashboard] as const;

/** The saved range, or the default (four weeks) when none or an unknown one is saved. */
export function savedRange(preference: TPreference | undefined): TDashboardRange {
  const raw = preference?.value?.range;
  return (DASHBOARD_RANGES as readonly unknown[]).includes(raw) ? (raw as TDashboardRange) : '4w';
}

export const useDashboardPreference = () =>
  useQuery({
    queryKey: preferenceKey,
    queryFn: ({ signal }) => api.get<TPreference>(PREFERENCE, { signal }),
    staleTime: 60_000,
  });

export function useSaveDashboardRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (range: TDashboardRange) => api.put<TPreference>(PREFERENCE, { value: { range } }),
    onSuccess: (saved) => client.setQueryData(preferenceKey, saved),
  });
}

export const useTeacherDashboard = (range: TDashboardRange, enabled: boolean) =>
  useQuery({
    queryKey: ['dashboards', 'teacher', range],
    queryFn: ({ signal }) => api.get<TTeacherDashboard>('/api/v1/dashboards/teacher', { signal, query: { range } }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useScopeDashboard = (schoolId?: number) =>
  useQuery({
    queryKey: ['dashboards', 'scope', schoolId ?? null],
    queryFn: ({ signal }) => api.get<TScopeDashboard>('/api/v1/dashboards/scope', { signal, query: { schoolId } }),
  });

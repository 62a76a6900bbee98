import type {
  TCoachingCycle,
  TCoachingCycleInput,
  TCoachingCycles,
  TCoachingGrowth,
  TDistrictReport,
  TLevelSettings,
  TPutLevelThresholds,
  TSchoolReport,
  TScopeAssignments,
  TScopeClassReport,
  TScopeDomainSummary,
  TScopeHeatmap,
  TScopeStandardDetail,
  TStandard,
  TSubject,
} from '@clearsheets/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type ScopeFilterValues, scopeQuery } from '../lib/scope-filters';

// The school and district reports' requests: one query per view, keyed by its filters (the previous figures
// stay on screen while new ones load), and the level thresholds and coaching cycles' changes.

const BASE = '/api/v1/reports/scope';
type Extra = Record<string, string | number | undefined>;
const queryOf = (f: ScopeFilterValues, extra: Extra = {}) => {
  const out: Record<string, string> = { ...scopeQuery(f) };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) out[k] = String(v);
  return out;
};
/** The address of a view's CSV, with the same query as its JSON. */
export const csvPath = (path: string, f: ScopeFilterValues, extra: Extra = {}) => {
  const text = new URLSearchParams(queryOf(f, extra)).toString();
  return text ? `${path}?${text}` : path;
};

export const scopeKeys = {
  all: ['reports', 'scope'] as const,
  levels: ['reports', 'levels'] as const,
  coaching: ['reports', 'coaching'] as const,
};

function useView<T>(path: string, f: ScopeFilterValues, extra: Extra = {}, enabled = true) {
  const query = queryOf(f, extra);
  return useQuery({
    queryKey: [...scopeKeys.all, path, query],
    queryFn: ({ signal }) => api.get<T>(path, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useDistrictReport = (f: ScopeFilterValues) => useView<TDistrictReport>(`${BASE}/district`, f);
export const useSchoolReport = (schoolId: number | null, f: ScopeFilterValues) =>
  useView<TSchoolReport>(`${BASE}/schools/${schoolId}`, f, {}, schoolId !== null);
export const useScopeClass = (classId: number | null, f: ScopeFilterValues) =>
  useView<TScopeClassReport>(`${BASE}/classes/${classId}`, f, {}, classId !== null);
export const useScopeDomains = (f: ScopeFilterValues, at: { schoolId?: number; domainId?: number }) =>
  useView<TScopeDomainSummary>(`${BASE}/domains`, f, at);
export const useScopeStandard = (standardId: number | null, f: ScopeFilterValues, schoolId?: number) =>
  useView<TScopeStandardDetail>(`${BASE}/standards/${standardId}`, f, { schoolId }, standardId !== null);
export const useScopeHeatmap = (f: ScopeFilterValues, schoolId?: number) =>
  useView<TScopeHeatmap>(`${BASE}/heatmap`, f, { schoolId });
export const useScopeAssignments = (
  f: ScopeFilterValues,
  at: { schoolId?: number; kind: string; page: number; pageSize: number },
) => useView<TScopeAssignments>(`${BASE}/assignments`, f, at);

/** Subjects for the filter bar (every signed-in user may read them). */
export const useSubjects = () =>
  useQuery({
    queryKey: ['subjects'],
    queryFn: ({ signal }) => api.get<TSubject[]>('/api/v1/subjects', { signal }),
    staleTime: 5 * 60_000,
  });

/** The standards of a grade and subject (the coaching cycle's picker). */
export const useStandardOptions = (grade: string | null, subjectId: number | null) =>
  useQuery({
    queryKey: ['standards', grade, subjectId],
    queryFn: ({ signal }) =>
      api.get<TStandard[]>('/api/v1/standards', { signal, query: { grade: grade!, subjectId: subjectId! } }),
    enabled: grade !== null && subjectId !== null,
    staleTime: 5 * 60_000,
  });

export const useLevelSettings = () =>
  useQuery({
    queryKey: scopeKeys.levels,
    queryFn: ({ signal }) => api.get<TLevelSettings>('/api/v1/reports/settings/levels', { signal }),
  });

/** Saves the thresholds; every report's levels change with them, so every report is fetched again. */
export function useSaveLevels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPutLevelThresholds) => api.put<TLevelSettings>('/api/v1/reports/settings/levels', body),
    onSuccess: (data) => {
      client.setQueryData(scopeKeys.levels, data);
      return client.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}

export const useCoachingCycles = (schoolId: number | null) =>
  useQuery({
    queryKey: [...scopeKeys.coaching, schoolId],
    queryFn: ({ signal }) =>
      api.get<TCoachingCycles>('/api/v1/reports/coaching-cycles', {
        signal,
        query: { schoolId: schoolId ?? undefined },
      }),
    enabled: schoolId !== null,
  });

export const useCoachingGrowth = (cycleId: number | null) =>
  useQuery({
    queryKey: [...scopeKeys.coaching, 'growth', cycleId],
    queryFn: ({ signal }) => api.get<TCoachingGrowth>(`/api/v1/reports/coaching-cycles/${cycleId}/growth`, { signal }),
    enabled: cycleId !== null,
  });

/** Starts (no id) or changes a cycle. */
export function useSaveCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TCoachingCycleInput }) =>
      id
        ? api.put<TCoachingCycle>(`/api/v1/reports/coaching-cycles/${id}`, body)
        : api.post<TCoachingCycle>('/api/v1/reports/coaching-cycles', body),
    onSuccess: () => client.invalidateQueries({ queryKey: scopeKeys.coaching }),
  });
}

export function useEndCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/v1/reports/coaching-cycles/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: scopeKeys.coaching }),
  });
}

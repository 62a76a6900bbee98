import type { TDistrictReport, TLessonReport, TLessonReportList } from '@clearsheets/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The lesson summary's requests: the sessions in reach (a page at a time), one session's report, and the district's
// schools for a district admin's school picker.

const BASE = '/api/v1/lessons/reports/sessions';

export const reportKeys = {
  all: ['lessons', 'reports'] as const,
  list: (query: Record<string, string>) => ['lessons', 'reports', 'list', query] as const,
  report: (id: number) => ['lessons', 'reports', 'session', id] as const,
  schools: ['lessons', 'reports', 'schools'] as const,
};

/** GET /lessons/reports/sessions: a page of the sessions in reach, newest first (the last page stays while the next
 * loads). */
export const useLessonReportList = (query: Record<string, string>, enabled = true) =>
  useQuery({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }) => api.get<TLessonReportList>(BASE, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /lessons/reports/sessions/:id: one session's report. */
export const useLessonReport = (id: number | null) =>
  useQuery({
    queryKey: reportKeys.report(id ?? 0),
    queryFn: ({ signal }) => api.get<TLessonReport>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** The district's schools (GET /reports/scope/district, as the district report lists them), by name. */
export const useDistrictSchools = (enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.schools,
    queryFn: ({ signal }) => api.get<TDistrictReport>('/api/v1/reports/scope/district', { signal }),
    select: (data) =>
      data.schools.map((s) => ({ id: s.id, name: s.name })).sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60_000,
    enabled,
  });

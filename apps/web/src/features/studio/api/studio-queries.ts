import type {
  TDomain,
  TGradingScale,
  TPreference,
  TStandard,
  TSubject,
  TWorksheetDetail,
  TWorksheetPage,
  TWorksheetReadiness,
} from '@clearsheets/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

const LONG = 30 * 60_000;

/** GET /api/v1/worksheets?scope=mine: the worksheets the teacher is writing. */
export const useStudioWorksheets = (page: number, pageSize: number) =>
  useQuery({
    queryKey: studioKeys.mine(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<TWorksheetPage>('/api/v1/worksheets', { signal, query: { scope: 'mine', page, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/worksheets/:id; never refetched behind the teacher's back while they edit. */
export const useStudioWorksheet = (id: number | null) =>
  useQuery({
    queryKey: studioKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<TWorksheetDetail>(`/api/v1/worksheets/${id}`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/v1/worksheets/:id/readiness: which questions still lack answers (for the list's progress). */
export const useReadiness = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: studioKeys.readiness(id),
    queryFn: ({ signal }) => api.get<TWorksheetReadiness>(`/api/v1/worksheets/${id}/readiness`, { signal }),
    enabled,
  });

export const fetchReadiness = (id: number) => api.get<TWorksheetReadiness>(`/api/v1/worksheets/${id}/readiness`);

export const useSubjects = () =>
  useQuery({
    queryKey: studioKeys.subjects,
    queryFn: ({ signal }) => api.get<TSubject[]>('/api/v1/subjects', { signal }),
    staleTime: LONG,
  });

export const useGrades = (stateId: number) =>
  useQuery({
    queryKey: studioKeys.grades(stateId),
    queryFn: ({ signal }) =>
      api.get<{ grade: string; label: string }[]>('/api/v1/grades', { signal, query: { stateId } }),
    staleTime: LONG,
  });

export const useDomains = (grade: string | null, subjectId: number | null) =>
  useQuery({
    queryKey: studioKeys.domains(grade ?? '', subjectId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TDomain[]>('/api/v1/domains', { signal, query: { grade: grade ?? '', subjectId: subjectId ?? 0 } }),
    enabled: !!grade && !!subjectId,
    staleTime: LONG,
  });

/** Every standard of a grade and subject (the worksheet's and its questions' standards come from these). */
export const useStandards = (grade: string | null, subjectId: number | null) =>
  useQuery({
    queryKey: studioKeys.standards(grade ?? '', subjectId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TStandard[]>('/api/v1/standards', { signal, query: { grade: grade ?? '', subjectId: subjectId ?? 0 } }),
    enabled: !!grade && !!subjectId,
    staleTime: LONG,
  });

/** GET /api/v1/grading-scales: rubrics for constructed responses. */
export const useGradingScales = (enabled: boolean) =>
  useQuery({
    queryKey: studioKeys.gradingScales,
    queryFn: ({ signal }) => api.get<TGradingScale[]>('/api/v1/grading-scales', { signal }),
    enabled,
    staleTime: LONG,
  });

/** GET /api/v1/preferences/10 (studio setting): the grade and subject the teacher last wrote for. */
export const useStudioPreference = () =>
  useQuery({
    queryKey: studioKeys.preference(10),
    queryFn: ({ signal }) => api.get<TPreference>('/api/v1/preferences/10', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const saveStudioPreference = (value: Record<string, unknown>) =>
  api.put<TPreference>('/api/v1/preferences/10', { value });

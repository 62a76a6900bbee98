import type { TDomain, TStandard, TSubject } from '@clearsheets/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taxonomyKeys } from './worksheet-keys';

// The standards taxonomy changes only with a new edition of the standards: cache it for the session.
const LONG = 30 * 60_000;

export interface GradeOption {
  grade: string;
  label: string;
}

/** GET /api/v1/subjects */
export const useSubjects = () =>
  useQuery({
    queryKey: taxonomyKeys.subjects,
    queryFn: ({ signal }) => api.get<TSubject[]>('/api/v1/subjects', { signal }),
    staleTime: LONG,
  });

/** GET /api/v1/grades?stateId=: the grades that have standards in the state. */
export const useGrades = (stateId: number) =>
  useQuery({
    queryKey: taxonomyKeys.grades(stateId),
    queryFn: ({ signal }) => api.get<GradeOption[]>('/api/v1/grades', { signal, query: { stateId } }),
    staleTime: LONG,
  });

/** GET /api/v1/domains?grade=&subjectId=: the topics (reporting categories) of a grade and subject. */
export const useDomains = (grade: string | undefined, subjectId: number | undefined) =>
  useQuery({
    queryKey: taxonomyKeys.domains(grade ?? '', subjectId ?? 0),
    queryFn: ({ signal }) => api.get<TDomain[]>('/api/v1/domains', { signal, query: { grade, subjectId } }),
    enabled: !!grade && !!subjectId,
    staleTime: LONG,
  });

/** GET /api/v1/standards?grade=&subjectId=&domainId=: the standards to filter by, once grade and subject are known. */
export const useStandards = (params: { grade?: string; subjectId?: number; domainId?: number }) =>
  useQuery({
    queryKey: taxonomyKeys.standards(params),
    queryFn: ({ signal }) => api.get<TStandard[]>('/api/v1/standards', { signal, query: { ...params } }),
    enabled: !!params.grade && !!params.subjectId,
    staleTime: LONG,
  });

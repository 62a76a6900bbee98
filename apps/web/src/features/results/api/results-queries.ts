import type {
  TAssignmentDetail,
  TAssignmentList,
  TAssignmentResults,
  TClassDetail,
  TGradingScale,
  TPendingGrading,
  TStudentSheet,
  ZGradingQueueItem,
} from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchAllClasses } from '../../../lib/all-classes';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export type TGradingQueueItem = z.infer<typeof ZGradingQueueItem>;

/** GET /api/v1/teacher/pending-grading: how many written answers wait, per assignment. */
export const usePendingGrading = () =>
  useQuery({
    queryKey: resultsKeys.pending(),
    queryFn: ({ signal }) => api.get<TPendingGrading>('/api/v1/teacher/pending-grading', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** GET /api/v1/assignments/:id/grading-queue: the constructed responses still waiting, oldest first. */
export const useGradingQueue = (assignmentId: number | null) =>
  useQuery({
    queryKey: resultsKeys.queue(assignmentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TGradingQueueItem[]>(`/api/v1/assignments/${assignmentId}/grading-queue`, { signal }),
    enabled: assignmentId !== null,
    staleTime: 0,
  });

/** GET /api/v1/assignments/:id: the summary and the question snapshot (with sample answers and scales). */
export const useAssignmentDetail = (assignmentId: number | null) =>
  useQuery({
    queryKey: resultsKeys.detail(assignmentId ?? 0),
    queryFn: ({ signal }) => api.get<TAssignmentDetail>(`/api/v1/assignments/${assignmentId}`, { signal }),
    enabled: assignmentId !== null,
    staleTime: 60_000,
  });

/** GET /api/v1/grading-scales: the seeded rubrics (and the teacher's own). They hardly change. */
export const useGradingScales = () =>
  useQuery({
    queryKey: resultsKeys.scales,
    queryFn: ({ signal }) => api.get<TGradingScale[]>('/api/v1/grading-scales', { signal }),
    staleTime: 10 * 60_000,
  });

const resultsQuery = (assignmentId: number) =>
  queryOptions({
    queryKey: resultsKeys.results(assignmentId),
    queryFn: ({ signal }) => api.get<TAssignmentResults>(`/api/v1/assignments/${assignmentId}/results`, { signal }),
    staleTime: 15_000,
  });

/** GET /api/v1/assignments/:id/results: students' status and scores, and each question's analysis. */
export const useAssignmentResults = (assignmentId: number | null) =>
  useQuery({ ...resultsQuery(assignmentId ?? 0), enabled: assignmentId !== null });

/** The results of several assignments at once (a page of the class or school results). */
export const useManyResults = (assignmentIds: readonly number[]) =>
  useQueries({ queries: assignmentIds.map((id) => resultsQuery(id)) });

/** GET /api/v1/assignments/:id/results/students/:studentId: one student's sheet. */
export const useStudentSheet = (assignmentId: number | null, studentId: number | null) =>
  useQuery({
    queryKey: resultsKeys.sheet(assignmentId ?? 0, studentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TStudentSheet>(`/api/v1/assignments/${assignmentId}/results/students/${studentId}`, { signal }),
    enabled: assignmentId !== null && studentId !== null,
    staleTime: 0,
  });

/** GET /api/v1/assignments: one page of the assignments in the caller's scope (a class's, with classId). */
export const useAssignmentList = (
  filters: { classId?: number; status: 'active' | 'past' | 'all'; page: number; pageSize: number },
  enabled = true,
) =>
  useQuery({
    enabled,
    queryKey: resultsKeys.list(filters),
    queryFn: ({ signal }) => api.get<TAssignmentList>('/api/v1/assignments', { signal, query: filters }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /api/v1/classes, every page: the classes to pick from (under ['classes'], refreshed with them). */
export const useClassOptions = () =>
  useQuery({
    queryKey: resultsKeys.classes,
    queryFn: ({ signal }) => fetchAllClasses(signal),
    staleTime: 30_000,
  });

/** GET /api/v1/classes/:id: the class with its students. */
export const useClassDetail = (classId: number | null) =>
  useQuery({
    queryKey: resultsKeys.classDetail(classId ?? 0),
    queryFn: ({ signal }) => api.get<TClassDetail>(`/api/v1/classes/${classId}`, { signal }),
    enabled: classId !== null,
  });

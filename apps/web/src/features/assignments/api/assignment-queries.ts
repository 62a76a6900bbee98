import type {
  TAssignmentDetail,
  TAssignmentList,
  TAssignmentResults,
  TAssignmentSummary,
  TClassDetail,
  TClassList,
  TReceivedStaffAssignment,
  TWorksheetDetail,
} from '@clearsheets/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AssignmentListParams, type AssignmentStatus, assignmentKeys, otherKeys } from './assignment-keys';

const BASE = '/api/v1/assignments';

/** GET /assignments: one page of the teacher's assignments (newest first), by class and Active/Past/All. */
export const useAssignmentList = (params: AssignmentListParams, enabled = true) =>
  useQuery({
    queryKey: assignmentKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<TAssignmentList>(BASE, {
        signal,
        query: { classId: params.classId, status: params.status, page: params.page, pageSize: params.pageSize },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The most assignments a title search reads (10 pages of 100); the server has no title filter yet. */
export const SEARCH_LIMIT = 1000;

/**
 * Every assignment of a filter, for the search by title: the server pages but does not search titles, so
 * the pages are read in turn (at most SEARCH_LIMIT) and searched here.
 */
export const useAllAssignments = (params: { classId?: number; status: AssignmentStatus }, enabled: boolean) =>
  useQuery({
    queryKey: assignmentKeys.everything(params),
    queryFn: async ({ signal }) => {
      const items: TAssignmentSummary[] = [];
      for (let page = 1; items.length < SEARCH_LIMIT; page += 1) {
        const data = await api.get<TAssignmentList>(BASE, {
          signal,
          query: { classId: params.classId, status: params.status, page, pageSize: 100 },
        });
        items.push(...data.items);
        if (data.items.length === 0 || items.length >= data.total) return { items, complete: true };
      }
      return { items, complete: false };
    },
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /assignments/:id: the summary with the question snapshot (answer keys included). */
export const useAssignmentDetail = (id: number | null) =>
  useQuery({
    queryKey: assignmentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<TAssignmentDetail>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
  });

/** GET /assignments/:id/results: who has it (to mark students already assigned when adding more). */
export const useAssignmentResults = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: assignmentKeys.results(id),
    queryFn: ({ signal }) => api.get<TAssignmentResults>(`${BASE}/${id}/results`, { signal }),
    enabled,
  });

/** GET /teacher/staff-assignments: what the teacher's school or district sent them, newest first. */
export const useReceivedStaffAssignments = () =>
  useQuery({
    queryKey: assignmentKeys.received,
    queryFn: ({ signal }) => api.get<TReceivedStaffAssignment[]>('/api/v1/teacher/staff-assignments', { signal }),
  });

/** GET /classes: the teacher's classes (one page of 100 covers any teacher). */
export const useTeacherClasses = () =>
  useQuery({
    queryKey: otherKeys.classes,
    queryFn: ({ signal }) => api.get<TClassList>('/api/v1/classes', { signal, query: { page: 1, pageSize: 100 } }),
    select: (data) => data.items,
    staleTime: 30_000,
  });

/** GET /classes/:id for each class: their students (the student range and "add students"). */
export const useClassDetails = (classIds: readonly number[]) =>
  useQueries({
    queries: classIds.map((id) => ({
      queryKey: otherKeys.classDetail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<TClassDetail>(`/api/v1/classes/${id}`, { signal }),
    })),
  });

/** GET /worksheets/:id: the worksheet being assigned (title, question count, full topic). */
export const useWorksheet = (id: number | null) =>
  useQuery({
    queryKey: otherKeys.worksheet(id ?? 0),
    queryFn: ({ signal }) => api.get<TWorksheetDetail>(`/api/v1/worksheets/${id}`, { signal }),
    enabled: id !== null,
  });

import type {
  TClassDetail,
  TClassList,
  TClassSettingsResponse,
  TSignInCards,
  TTeacherCandidates,
} from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ClassListParams, classKeys } from './class-keys';

const BASE = '/api/v1/classes';

/** GET /classes: one page of the caller's classes (own, school's or district's), optionally by grade. */
export const classListQueryOptions = (params: ClassListParams) =>
  queryOptions({
    queryKey: classKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<TClassList>(BASE, {
        signal,
        query: { grade: params.grade, page: params.page, pageSize: params.pageSize },
      }),
    placeholderData: keepPreviousData,
  });

export const useClassList = (params: ClassListParams) => useQuery(classListQueryOptions(params));

/** GET /classes/:id: the class with every student ever enrolled (removed ones keep their row). */
export const classDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: classKeys.detail(id),
    queryFn: ({ signal }) => api.get<TClassDetail>(`${BASE}/${id}`, { signal }),
  });

export const useClassDetail = (id: number | null) =>
  useQuery({ ...classDetailQueryOptions(id ?? 0), enabled: id !== null });

/** GET /classes/:id/settings: class defaults and each student's overrides. */
export const useClassSettings = (id: number | null) =>
  useQuery({
    queryKey: classKeys.settings(id ?? 0),
    queryFn: ({ signal }) => api.get<TClassSettingsResponse>(`${BASE}/${id}/settings`, { signal }),
    enabled: id !== null,
  });

/** GET /classes/:id/sign-in-cards: passwords, so never kept in the cache once the page is left. */
export const useSignInCards = (id: number | null) =>
  useQuery({
    queryKey: classKeys.cards(id ?? 0),
    queryFn: ({ signal }) => api.get<TSignInCards>(`${BASE}/${id}/sign-in-cards`, { signal }),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** GET /classes/:id/teacher-candidates: the school's other teachers, for the co-teacher picker. */
export const useTeacherCandidates = (classId: number, enabled: boolean) =>
  useQuery({
    queryKey: classKeys.teacherCandidates(classId),
    queryFn: ({ signal }) => api.get<TTeacherCandidates>(`/api/v1/classes/${classId}/teacher-candidates`, { signal }),
    enabled,
    staleTime: 60_000,
  });

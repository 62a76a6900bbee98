import type { TWorksheetDetail, TWorksheetPage, TWorksheetReadiness } from '@clearsheets/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type LibraryParams, type MyWorksheetsParams, worksheetKeys } from './worksheet-keys';

/** GET /api/v1/library/worksheets: one page of approved worksheets matching the filters. */
export const useLibrarySearch = (params: LibraryParams, enabled = true) =>
  useQuery({
    queryKey: worksheetKeys.library(params),
    queryFn: ({ signal }) =>
      api.get<TWorksheetPage>('/api/v1/library/worksheets', {
        signal,
        query: {
          grade: params.grade,
          subjectId: params.subjectId,
          domainId: params.domainId,
          standardId: params.standardId,
          fullTopic: params.fullTopic ? 'true' : undefined,
          q: params.q || undefined,
          page: params.page,
          pageSize: params.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/worksheets?scope=mine|shared: the caller's own worksheets, or those colleagues shared. */
export const useMyWorksheets = (params: MyWorksheetsParams, enabled = true) =>
  useQuery({
    queryKey: worksheetKeys.mine(params),
    queryFn: ({ signal }) =>
      api.get<TWorksheetPage>('/api/v1/worksheets', {
        signal,
        query: { scope: params.scope, q: params.q || undefined, page: params.page, pageSize: params.pageSize },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/worksheets/:id: the worksheet with its passages and questions (answers included). */
export const useWorksheetDetail = (id: number | null) =>
  useQuery({
    queryKey: worksheetKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<TWorksheetDetail>(`/api/v1/worksheets/${id}`, { signal }),
    enabled: id !== null,
  });

/** GET /api/v1/worksheets/:id/readiness, asked right before assigning (never cached: answers change). */
export const fetchReadiness = (id: number) => api.get<TWorksheetReadiness>(`/api/v1/worksheets/${id}/readiness`);

/** GET /api/v1/worksheets/:id/share-candidates: colleagues of the school the worksheet can be shared with. */
export const useShareCandidates = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: worksheetKeys.shareCandidates(id),
    queryFn: ({ signal }) =>
      api.get<{ id: number; name: string }[]>(`/api/v1/worksheets/${id}/share-candidates`, { signal }),
    enabled,
    staleTime: 60_000,
  });

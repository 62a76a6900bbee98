import type { TImportJob } from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { isJobActive, jobPollInterval } from './import-job-logic';

// Import jobs are read by the student import screens and the OneRoster screen alike.

export interface ImportJobsPage {
  items: TImportJob[];
  total: number;
  page: number;
  pageSize: number;
}

export type ImportKindFilter = 'students' | 'oneroster';

export const importJobKeys = {
  all: ['imports'] as const,
  job: (id: number) => ['imports', 'job', id] as const,
  list: (filter: { page: number; pageSize: number; kind?: ImportKindFilter }) => ['imports', 'list', filter] as const,
};

/** GET /api/v1/imports/:id, asked again every second while the job is queued or running. */
export const importJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: importJobKeys.job(id),
    queryFn: ({ signal }) => api.get<TImportJob>(`/api/v1/imports/${id}`, { signal }),
    refetchInterval: (query) => jobPollInterval(query.state.data),
  });

export const useImportJob = (id: number | null) =>
  useQuery({ ...importJobQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

/** GET /api/v1/imports: the caller's imports, newest first; polled while one of them is still running. */
export const importListQueryOptions = (filter: { page: number; pageSize: number; kind?: ImportKindFilter }) =>
  queryOptions({
    queryKey: importJobKeys.list(filter),
    queryFn: ({ signal }) => api.get<ImportJobsPage>('/api/v1/imports', { signal, query: filter }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((job) => isJobActive(job)) ? 2000 : false),
  });

export const useImportList = (filter: { page: number; pageSize: number; kind?: ImportKindFilter }) =>
  useQuery(importListQueryOptions(filter));

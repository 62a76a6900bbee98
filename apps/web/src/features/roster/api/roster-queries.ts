import type { TClassSummary, TDistrictOverview, TImportJob, TOneRosterImportQuery } from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importJobKeys } from '../../../components/import-job/import-jobs-query';
import { api } from '../../../lib/api-client';

interface ClassPage {
  items: TClassSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/v1/districts/overview: the district and its schools with head counts (same cache as the home). */
export const useRosterOverview = () =>
  useQuery(
    queryOptions({
      queryKey: ['districts', 'overview'],
      queryFn: ({ signal }) => api.get<TDistrictOverview>('/api/v1/districts/overview', { signal }),
    }),
  );

/** GET /api/v1/classes: the district's classes, one page at a time, with their school. */
export const useDistrictClasses = (page: number, pageSize: number) =>
  useQuery(
    queryOptions({
      queryKey: ['classes', 'list', { page, pageSize }],
      queryFn: ({ signal }) => api.get<ClassPage>('/api/v1/classes', { signal, query: { page, pageSize } }),
      placeholderData: keepPreviousData,
    }),
  );

export interface AcceptedRosterImport extends TImportJob {
  notice?: string;
}

/** POST /api/v1/oneroster/imports (multipart zip, field `file`; the default grade in the query string):
 * 202 with the queued job. */
export function useUploadOneRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, defaultGrade }: { file: File } & TOneRosterImportQuery) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const query = defaultGrade ? `?${new URLSearchParams({ defaultGrade })}` : '';
      return api.upload<AcceptedRosterImport>(`/api/v1/oneroster/imports${query}`, form);
    },
    onSuccess: (job) => {
      const { notice: _notice, ...rest } = job;
      queryClient.setQueryData(importJobKeys.job(job.id), rest);
      void queryClient.invalidateQueries({ queryKey: ['imports', 'list'] });
    },
  });
}

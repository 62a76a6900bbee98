import type { Grade, TQtiImportResult, TWorksheetDetail } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import { worksheetKeys } from './worksheet-keys';

/** Every worksheet list and detail refreshes after a change. */
function useInvalidateWorksheets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: worksheetKeys.all });
}

/** DELETE /api/v1/worksheets/:id (the owner only). */
export function useDeleteWorksheet() {
  const invalidate = useInvalidateWorksheets();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/v1/worksheets/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: worksheetKeys.detail(id) });
      return invalidate();
    },
  });
}

/** POST /api/v1/worksheets/:id/duplicate: the caller's own editable copy. */
export function useDuplicateWorksheet() {
  const invalidate = useInvalidateWorksheets();
  return useMutation({
    mutationFn: (id: number) => api.post<TWorksheetDetail>(`/api/v1/worksheets/${id}/duplicate`),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/v1/worksheets/:id/share { teacherIds }. */
export function useShareWorksheet(id: number) {
  const invalidate = useInvalidateWorksheets();
  return useMutation({
    mutationFn: (teacherIds: number[]) => api.post<unknown>(`/api/v1/worksheets/${id}/share`, { teacherIds }),
    onSuccess: () => invalidate(),
  });
}

/** Where a package is silent: the worksheet's grade and subject. */
export interface QtiImportFields {
  grade?: Grade;
  subjectId?: number;
}

/** POST /api/v1/worksheets/import/qti (multipart `file`, optional `grade` and `subjectId`): a QTI package becomes
 * the caller's new worksheet. */
export function useImportQti() {
  const invalidate = useInvalidateWorksheets();
  return useMutation({
    mutationFn: ({ file, grade, subjectId }: QtiImportFields & { file: File }) => {
      const form = new FormData();
      if (grade) form.append('grade', grade);
      if (subjectId) form.append('subjectId', String(subjectId));
      form.append('file', file);
      return api.upload<TQtiImportResult>('/api/v1/worksheets/import/qti', form);
    },
    onSuccess: () => invalidate(),
  });
}

/** GET /api/v1/worksheets/:id/qti: the worksheet as a QTI zip, saved by the browser. */
export function useExportQti() {
  return useMutation({
    mutationFn: async ({ id, title }: { id: number; title: string }) => {
      const file = await api.download(`/api/v1/worksheets/${id}/qti`);
      saveDownload(file.blob, file.fileName ?? `${title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'worksheet'}-qti.zip`);
    },
  });
}

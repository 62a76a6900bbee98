import type { TCreateWorksheetRequest, TUpdateWorksheetRequest, TWorksheetDetail } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';

/** POST /api/v1/worksheets: a new, empty worksheet of the teacher's. */
export function useCreateWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateWorksheetRequest) => api.post<TWorksheetDetail>('/api/v1/worksheets', body),
    onSuccess: (detail) => {
      queryClient.setQueryData(studioKeys.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: studioKeys.worksheets, refetchType: 'none' });
    },
  });
}

/** PATCH /api/v1/worksheets/:id: title, grade, subject, topic, standards, description. */
export function useUpdateWorksheet(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateWorksheetRequest) => api.patch<TWorksheetDetail>(`/api/v1/worksheets/${id}`, body),
    onSuccess: (detail) => {
      // The reply is the summary or the detail; keep the questions the studio holds either way.
      queryClient.setQueryData<TWorksheetDetail>(studioKeys.detail(id), (old) =>
        old ? { ...old, ...detail, questions: old.questions, passages: old.passages } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: studioKeys.worksheets, refetchType: 'none' });
    },
  });
}

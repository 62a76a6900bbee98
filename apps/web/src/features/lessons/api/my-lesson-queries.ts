import type {
  TMyLessonInput,
  TMyLessonList,
  TUploadedImage,
  TWorksheetDetail,
  TWorksheetPage,
} from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { problemFromResponse } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/session-store';
import { lessonKeys } from './lesson-queries';

// My Clear Lessons: the teacher's own and the school's shared lessons, their writes, the pictures of their slides,
// PowerPoint conversion, and the worksheets whose questions a check picks.

const BASE = '/api/v1/lessons';

export const myLessonKeys = {
  mine: ['lessons', 'mine'] as const,
  worksheets: (source: WorksheetSource, q: string, page: number) => ['lessons', 'worksheets', source, q, page] as const,
  worksheet: (id: number) => ['lessons', 'worksheet', id] as const,
};

/** GET /lessons/mine: my lessons (mine) and those shared in the school (with their owner). */
export const myLessonsQueryOptions = () =>
  queryOptions({
    queryKey: myLessonKeys.mine,
    queryFn: ({ signal }) => api.get<TMyLessonList>(`${BASE}/mine`, { signal }),
  });

function useInvalidateLessons() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: myLessonKeys.mine });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: lessonKeys.detail(id) });
  };
}

/** POST /lessons/mine (new) or PUT /lessons/mine/:id (the whole lesson). */
export function useSaveMyLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TMyLessonInput }) =>
      id === null
        ? api.post<{ id: number }>(`${BASE}/mine`, input)
        : api.put<{ id: number }>(`${BASE}/mine/${id}`, input),
    onSuccess: (saved) => invalidate(saved.id),
  });
}

/** PUT /lessons/mine/:id/share {shared}. */
export function useShareMyLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: ({ id, shared }: { id: number; shared: boolean }) =>
      api.put<{ shared: boolean }>(`${BASE}/mine/${id}/share`, { shared }),
    onSuccess: (_r, vars) => invalidate(vars.id),
  });
}

/** POST /lessons/:id/duplicate: a copy of any lesson the teacher may read, in My Clear Lessons. */
export function useDuplicateLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`${BASE}/${id}/duplicate`),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /lessons/mine/:id (sessions already taught keep their copy). */
export function useDeleteMyLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/mine/${id}`),
    onSuccess: (_r, id) => invalidate(id),
  });
}

/** POST /images (purpose=slide): a page picture, re-encoded by the server at most 1600 px and 1 MB. */
export function uploadSlideImage(blob: Blob, fileName: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('purpose', 'slide');
  form.append('file', blob, fileName);
  return api.upload<TUploadedImage>('/api/v1/images', form, { signal });
}

/** POST /lessons/media: a video (MP4, WebM) or its captions (WebVTT), checked by the server by content. */
export function uploadLessonMedia(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<{ url: string; kind: 'video' | 'captions'; bytes: number }>(`${BASE}/media`, form);
}

/** POST /lessons/convert: a PowerPoint as PDF bytes. A server without a converter answers 415 with how to export
 * the file as PDF (thrown as the ApiError every call throws). */
export async function convertPresentation(file: File, signal?: AbortSignal): Promise<ArrayBuffer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getAccessToken();
  const response = await fetch(`${BASE}/convert`, {
    method: 'POST',
    body: form,
    headers: {
      Accept: 'application/pdf, application/problem+json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok) throw await problemFromResponse(response);
  return response.arrayBuffer();
}

export type WorksheetSource = 'library' | 'mine';

/** The library's worksheets (search over titles, standards and prompts) or the teacher's own. */
export const useWorksheetSearch = (source: WorksheetSource, q: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: myLessonKeys.worksheets(source, q, page),
    queryFn: ({ signal }) =>
      source === 'library'
        ? api.get<TWorksheetPage>('/api/v1/library/worksheets', {
            signal,
            query: { q: q || undefined, page, pageSize: 10 },
          })
        : api.get<TWorksheetPage>('/api/v1/worksheets', {
            signal,
            query: { scope: 'mine', q: q || undefined, page, pageSize: 10 },
          }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /worksheets/:id: a worksheet's questions with their answer keys. */
export const useWorksheetQuestions = (id: number | null) =>
  useQuery({
    queryKey: myLessonKeys.worksheet(id ?? 0),
    queryFn: ({ signal }) => api.get<TWorksheetDetail>(`/api/v1/worksheets/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });

import type { TPassage, TUploadedImage, TWorksheetQuestion } from '@clearsheets/shared';
import { api } from '../../../lib/api-client';

// The studio's writes to a worksheet's questions and passages (the session hook keeps the cache in step).

const base = (worksheetId: number) => `/api/v1/worksheets/${worksheetId}`;

export const questionApi = {
  add: (worksheetId: number, question: Record<string, unknown>, position?: number) =>
    api.post<TWorksheetQuestion>(`${base(worksheetId)}/questions`, { question, position }),
  save: (worksheetId: number, questionId: number, question: Record<string, unknown>) =>
    api.put<TWorksheetQuestion>(`${base(worksheetId)}/questions/${questionId}`, { question }),
  remove: (worksheetId: number, questionId: number) =>
    api.delete<unknown>(`${base(worksheetId)}/questions/${questionId}`),
  duplicate: (worksheetId: number, questionId: number) =>
    api.post<TWorksheetQuestion>(`${base(worksheetId)}/questions/${questionId}/duplicate`),
  reorder: (worksheetId: number, questionIds: number[]) =>
    api.put<unknown>(`${base(worksheetId)}/question-order`, { questionIds }),
};

export const passageApi = {
  add: (worksheetId: number, body: { title: string; body: string }) =>
    api.post<TPassage>(`${base(worksheetId)}/passages`, body),
  save: (worksheetId: number, passageId: number, body: { title: string; body: string }) =>
    api.put<TPassage>(`${base(worksheetId)}/passages/${passageId}`, body),
  remove: (worksheetId: number, passageId: number) => api.delete<unknown>(`${base(worksheetId)}/passages/${passageId}`),
};

/** POST /api/v1/images (multipart `file`): checked, re-encoded and stored by the server. */
export function uploadImage(blob: Blob, name: string, purpose?: 'icon') {
  const form = new FormData();
  form.append('file', blob, name);
  if (purpose) form.append('purpose', purpose);
  return api.upload<TUploadedImage>('/api/v1/images', form);
}

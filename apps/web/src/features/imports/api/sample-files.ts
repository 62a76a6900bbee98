import { api } from '../../../lib/api-client';

export type SampleFormat = 'csv' | 'xlsx';

/** Hands a downloaded file to the browser's save dialog. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** GET /api/v1/imports/students/sample.{csv,xlsx} (authenticated, so fetched rather than linked). */
export async function downloadSample(format: SampleFormat) {
  const file = await api.download(`/api/v1/imports/students/sample.${format}`);
  saveBlob(file.blob, file.fileName ?? `student-import-sample.${format}`);
}

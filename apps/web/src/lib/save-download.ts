import { api } from './api-client';

/** Hands a file to the browser as a download (an object URL on a temporary link). */
export function saveDownload(blob: Blob, fileName: string) {
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

/** Fetches an authenticated file (a plain link would carry no token) and saves it under the server's name. */
export async function downloadFile(path: string, fallbackName: string) {
  const file = await api.download(path);
  saveDownload(file.blob, file.fileName ?? fallbackName);
}

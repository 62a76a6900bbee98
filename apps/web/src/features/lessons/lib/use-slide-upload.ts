import { IMAGE_UPLOAD_MAX_BYTES } from '@clearsheets/shared';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { convertPresentation, uploadSlideImage } from '../api/my-lesson-queries';
import type { MyT } from '../my-i18n';
import { type FileKind, sniffFile, type UploadedPage } from './lesson-builder';

export interface UploadStatus {
  /** What is happening now ("Page 3 of 12"), for the live region. */
  message: string;
  done: number;
  total: number;
}

const messageOf = (e: unknown) => (isApiError(e) ? (e.detail ?? e.title) : e instanceof Error ? e.message : String(e));
const baseName = (name: string) => name.replace(/\.[^.]+$/, '') || 'page';

/**
 * Turns chosen files into uploaded slide pictures: each file checked by its first bytes, a PDF drawn page by page
 * with pdf.js (loaded on first use), pictures as they are (drawn smaller when past the upload limit), a PowerPoint
 * converted by the server first. Each uploaded page is handed over at once, so stopping keeps what was uploaded.
 */
export function useSlideUpload(t: MyT, room: () => number, onPages: (pages: UploadedPage[]) => void) {
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const abort = useRef<AbortController | null>(null);

  async function uploadPdf(bytes: ArrayBuffer, fileName: string, signal: AbortSignal, report: (m: string) => void) {
    const { openPdf } = await import('./pdf-pages');
    let pdf: Awaited<ReturnType<typeof openPdf>>;
    try {
      pdf = await openPdf(bytes);
    } catch {
      report(t('upload.pdfFailed', { name: fileName }));
      return 0;
    }
    try {
      const free = room();
      const total = Math.min(pdf.count, free);
      if (pdf.count > free) report(t('upload.tooMany', { max: 80, count: free }));
      let added = 0;
      for (let n = 1; n <= total && !signal.aborted; n++) {
        setStatus({ message: t('upload.page', { number: n, total }), done: n - 1, total });
        try {
          const blob = await pdf.render(n);
          const ext = blob.type === 'image/jpeg' ? 'jpg' : 'png';
          const uploaded = await uploadSlideImage(blob, `${baseName(fileName)}-page-${n}.${ext}`, signal);
          onPages([{ url: uploaded.url, page: n, fileName }]);
          added++;
        } catch (e) {
          if (signal.aborted) break;
          report(t('upload.pageFailed', { number: n, message: messageOf(e) }));
        }
      }
      return added;
    } finally {
      void pdf.close();
    }
  }

  async function uploadPictures(files: File[], signal: AbortSignal, report: (m: string) => void) {
    const total = Math.min(files.length, room());
    if (files.length > total) report(t('upload.tooMany', { max: 80, count: total }));
    let added = 0;
    for (let i = 0; i < total && !signal.aborted; i++) {
      const file = files[i] as File;
      setStatus({ message: t('upload.picture', { number: i + 1, total }), done: i, total });
      try {
        let blob: Blob = file;
        if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
          const { shrinkPicture } = await import('./pdf-pages');
          blob = await shrinkPicture(file);
        }
        const uploaded = await uploadSlideImage(blob, file.name, signal);
        onPages([{ url: uploaded.url, page: i + 1, fileName: file.name }]);
        added++;
      } catch (e) {
        if (signal.aborted) break;
        report(t('upload.pageFailed', { number: i + 1, message: messageOf(e) }));
      }
    }
    return added;
  }

  async function start(files: File[]) {
    if (!files.length || status) return;
    const controller = new AbortController();
    abort.current = controller;
    const found: string[] = [];
    const report = (m: string) => {
      found.push(m);
      setProblems([...found]);
    };
    setProblems([]);
    setNotice('');
    let added = 0;
    try {
      if (room() <= 0) {
        report(t('upload.full', { max: 80 }));
        return;
      }
      // Each file is known by its first bytes, never by its name or type.
      const kinds: { file: File; kind: FileKind | null }[] = [];
      for (const file of files)
        kinds.push({ file, kind: sniffFile(new Uint8Array(await file.slice(0, 8).arrayBuffer()), file.name) });
      for (const { file, kind } of kinds) if (!kind) report(t('upload.notSupported', { name: file.name }));
      const pictures = kinds.filter((k) => k.kind === 'png' || k.kind === 'jpeg').map((k) => k.file);
      for (const { file, kind } of kinds) {
        if (controller.signal.aborted || room() <= 0) break;
        if (kind === 'pdf') {
          setStatus({ message: t('upload.reading', { name: file.name }), done: 0, total: 0 });
          added += await uploadPdf(await file.arrayBuffer(), file.name, controller.signal, report);
        } else if (kind === 'pptx' || kind === 'ppt') {
          setStatus({ message: t('upload.converting', { name: file.name }), done: 0, total: 0 });
          let pdf: ArrayBuffer;
          try {
            pdf = await convertPresentation(file, controller.signal);
          } catch (e) {
            if (!controller.signal.aborted) report(t('upload.convertFailed', { message: messageOf(e) }));
            continue;
          }
          added += await uploadPdf(pdf, file.name, controller.signal, report);
        }
      }
      if (pictures.length && !controller.signal.aborted)
        added += await uploadPictures(pictures, controller.signal, report);
    } finally {
      abort.current = null;
      setStatus(null);
      setNotice(controller.signal.aborted ? t('upload.stopped') : added > 0 ? t('upload.done', { count: added }) : '');
    }
  }

  return {
    start: (files: File[]) => void start(files),
    cancel: () => abort.current?.abort(),
    status,
    problems,
    notice,
    dismiss: () => setProblems([]),
  };
}

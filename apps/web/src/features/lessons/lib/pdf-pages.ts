// A PDF presentation drawn page by page in the browser with pdf.js, each page a picture to upload as a slide.
// pdf.js (and its worker) load here only, on first use: the builder imports this module on demand, so no other
// page (and never the student's) carries it.

/** The widest page picture the server keeps (SLIDE_IMAGE_MAX_DIMENSION_PX). */
export const PAGE_MAX_WIDTH = 1600;
/** The upload limit is 2 MB: a page PNG past this is sent as JPEG instead. */
const PNG_MAX_BYTES = 1.5 * 1024 * 1024;

export interface PdfPages {
  count: number;
  /** Draws page `n` (1-based) at most PAGE_MAX_WIDTH wide: PNG, or JPEG when the PNG is large. */
  render: (n: number) => Promise<Blob>;
  close: () => Promise<void>;
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The page could not be drawn'))), type, quality),
  );

/** Opens the PDF's bytes with pdf.js (no scripts, forms or eval: pages are only drawn). */
export async function openPdf(bytes: ArrayBuffer): Promise<PdfPages> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
  }).promise;
  return {
    count: doc.numPages,
    render: async (n) => {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(PAGE_MAX_WIDTH / base.width, 4);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('The page could not be drawn');
      // Pages are drawn on white: a transparent PDF page would show the slide's colour through.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      page.cleanup();
      const png = await toBlob(canvas, 'image/png');
      const blob = png.size <= PNG_MAX_BYTES ? png : await toBlob(canvas, 'image/jpeg', 0.85);
      canvas.width = 0;
      canvas.height = 0;
      return blob;
    },
    close: () => doc.destroy(),
  };
}

/** A picture larger than the upload limit, drawn again at most PAGE_MAX_WIDTH wide as JPEG. */
export async function shrinkPicture(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PAGE_MAX_WIDTH / bitmap.width, PAGE_MAX_WIDTH / bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be drawn');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return toBlob(canvas, 'image/jpeg', 0.85);
}

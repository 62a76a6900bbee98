import { IMAGE_MAX_BYTES } from '@clearsheets/shared';
import { encodedName, fitsBudget, JPEG_QUALITIES, scaledSize } from './image-rules';

// Browser-only: decodes the picked image, scales it down and re-encodes until it fits 0.3 MB / 400 px.

export interface CompressedImage {
  blob: Blob;
  name: string;
  width: number;
  height: number;
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      quality,
    ),
  );

function draw(source: CanvasImageSource, width: number, height: number, opaque: boolean) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  if (opaque) {
    // JPEG has no transparency: a white page rather than black behind transparent parts.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** Scales to 400 px on the long side, then lowers JPEG quality (and size) until it is at most 0.3 MB. */
export async function compressImage(file: File): Promise<CompressedImage> {
  const { source, width: w0, height: h0 } = await decode(file);
  if (fitsBudget(file.size, w0, h0)) return { blob: file, name: file.name, width: w0, height: h0 };
  let { width, height } = scaledSize(w0, h0);
  if (file.type === 'image/png') {
    // PNG keeps transparency and sharp lines (diagrams): keep it when it fits.
    const png = await toBlob(draw(source, width, height, false), 'image/png');
    if (png.size <= IMAGE_MAX_BYTES) return { blob: png, name: encodedName(file.name, 'image/png'), width, height };
  }
  for (;;) {
    const canvas = draw(source, width, height, true);
    for (const quality of JPEG_QUALITIES) {
      const jpeg = await toBlob(canvas, 'image/jpeg', quality);
      if (jpeg.size <= IMAGE_MAX_BYTES)
        return { blob: jpeg, name: encodedName(file.name, 'image/jpeg'), width, height };
    }
    if (Math.max(width, height) <= 64) throw new Error('The image could not be made small enough');
    ({ width, height } = scaledSize(width, height, Math.round(Math.max(width, height) * 0.75)));
  }
}

import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION_PX, IMAGE_TYPES, MESSAGES } from '@clearsheets/shared';

// The spec's image rules, applied before anything is uploaded: png, jpeg or jpg only; compressed in the
// browser to at most 0.3 MB and 400 px on the long side (the server checks and re-encodes again).

const EXTENSIONS = /\.(png|jpe?g)$/i;

/** The spec's message for a file the picker must refuse, or null when it is an image we take. */
export function imageFileProblem(file: { name: string; type: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return MESSAGES.uploadImage;
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!typeOk || !EXTENSIONS.test(file.name)) return MESSAGES.imageTypes;
  return null;
}

/** The size to draw at: the long side at most `max`, proportions kept, never enlarged. */
export function scaledSize(width: number, height: number, max = IMAGE_MAX_DIMENSION_PX) {
  const longSide = Math.max(width, height);
  if (longSide <= max) return { width, height };
  const ratio = max / longSide;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** JPEG qualities tried in turn until the file is small enough (then the image is drawn smaller). */
export const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4] as const;

export const fitsBudget = (bytes: number, width: number, height: number) =>
  bytes <= IMAGE_MAX_BYTES && Math.max(width, height) <= IMAGE_MAX_DIMENSION_PX;

/** The upload's file name with the extension of what was actually encoded. */
export function encodedName(original: string, type: string): string {
  const base = original.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

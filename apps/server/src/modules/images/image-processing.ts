import {
  IMAGE_ICON_MAX_PX,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_DIMENSION_PX,
  SLIDE_IMAGE_MAX_BYTES,
  SLIDE_IMAGE_MAX_DIMENSION_PX,
} from '@clearsheets/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest } from '../../platform/errors';

// Uploaded images are judged by their bytes, never by name or declared type, then decoded and re-encoded:
// whatever rode along (a script after the PNG end, EXIF, comments, text chunks) does not survive.

export type ImageKind = 'png' | 'jpeg';

/** Beyond this many pixels an image is refused before it is decoded (a small file can hide a huge image). */
export const IMAGE_MAX_INPUT_PIXELS = 6000 * 6000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** PNG or JPEG by magic bytes, else null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

export interface PreparedImage {
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

const notAnImage = () => badRequest('file', 'imageTypes');

/** Each encoding tried in turn until the file fits IMAGE_MAX_BYTES: lossless first, then smaller. */
const ENCODINGS: Record<ImageKind, ((s: Sharp) => Sharp)[]> = {
  png: [
    (s) => s.png({ compressionLevel: 9, adaptiveFiltering: true }),
    (s) => s.png({ palette: true, quality: 90, colours: 256, compressionLevel: 9 }),
    (s) => s.png({ palette: true, quality: 70, colours: 128, compressionLevel: 9 }),
    (s) => s.png({ palette: true, quality: 50, colours: 64, compressionLevel: 9 }),
  ],
  jpeg: [86, 78, 70, 60, 50, 40, 30].map((quality) => (s: Sharp) => s.jpeg({ quality, mozjpeg: true })),
};

async function decode(input: Buffer, maxSide: number) {
  return sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks that the bytes are a real PNG or JPEG (an icon at most IMAGE_ICON_MAX_PX on both sides), then
 * re-encodes it in the same format, at most IMAGE_MAX_DIMENSION_PX on its long side and IMAGE_MAX_BYTES
 * in size (a slide page: SLIDE_IMAGE_MAX_DIMENSION_PX and SLIDE_IMAGE_MAX_BYTES), without metadata.
 */
export async function prepareImage(
  input: Buffer,
  opts: { icon?: boolean; slide?: boolean } = {},
): Promise<PreparedImage> {
  const maxBytes = opts.slide ? SLIDE_IMAGE_MAX_BYTES : IMAGE_MAX_BYTES;
  const kind = sniffImage(input);
  if (!kind) throw notAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > IMAGE_MAX_INPUT_PIXELS) throw badRequest('file', 'imageTooManyPixels');
  const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (opts.icon && (shown.width > IMAGE_ICON_MAX_PX || shown.height > IMAGE_ICON_MAX_PX))
    throw badRequest('file', 'imageTooLarge');

  // Should no encoding fit (it always does at 400 px), the image is made smaller still.
  const largest = opts.slide ? SLIDE_IMAGE_MAX_DIMENSION_PX : IMAGE_MAX_DIMENSION_PX;
  for (let maxSide = largest; maxSide >= 50; maxSide = Math.floor(maxSide * 0.75)) {
    let raw: Awaited<ReturnType<typeof decode>>;
    try {
      raw = await decode(input, maxSide);
    } catch {
      throw notAnImage(); // truncated or corrupt past its header
    }
    const { width, height, channels } = raw.info;
    for (const encode of ENCODINGS[kind]) {
      const bytes = await encode(sharp(raw.data, { raw: { width, height, channels } })).toBuffer();
      if (bytes.length <= maxBytes)
        return { kind, contentType: kind === 'png' ? 'image/png' : 'image/jpeg', bytes, width, height };
    }
  }
  throw notAnImage();
}

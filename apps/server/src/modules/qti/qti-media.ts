// Pictures inside a package, both ways. Import: an img src relative to its file that names a file in the
// zip becomes a placeholder the service replaces with the upload it makes of it (modules/images: same checks
// and re-encoding as any upload); our own image URLs stay; anything else (another site, data:, a file not in
// the zip) is dropped with a note: the server never fetches a foreign URL. Export: our uploads ride in the zip.
import {
  ANSWER_TYPES,
  isOwnImageUrl,
  qtiNote,
  type TQtiNote,
  type TQuestionImage,
  type TQuestionInput,
  UPLOADED_IMAGE_URL_PATTERN,
} from '@clearsheets/shared';
import { resolveHref } from './qti-zip';

/** A picture still in the package, by its path there; replaced by an `/uploads/<key>` URL on import. */
export const MEDIA_URL_PREFIX = 'qti-media:';
export const mediaPathOf = (url: string) =>
  url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : null;

/** Where exported uploads live in the package. */
export const MEDIA_FOLDER = 'media';
/** The package path of one of our uploads (`/uploads/<key>` -> `media/<key>`), else null. */
export const exportedMediaPath = (url: string) =>
  UPLOADED_IMAGE_URL_PATTERN.test(url) ? `${MEDIA_FOLDER}/${url.slice('/uploads/'.length)}` : null;

const shortUrl = (src: string) => (src.length > 80 ? `${src.slice(0, 77)}...` : src);

/** The URL an imported picture keeps: ours, a placeholder for a packaged file, or '' (dropped, noted). */
export function packagedImageUrl(src: string, file: string, files: Map<string, Uint8Array>, notes: TQtiNote[]): string {
  const url = src.trim();
  if (!url) return '';
  if (isOwnImageUrl(url)) return url;
  const path = resolveHref(file, url);
  if (path && files.has(path)) return `${MEDIA_URL_PREFIX}${path}`;
  notes.push(qtiNote(path ? 'pictureMissing' : 'pictureElsewhere', { src: shortUrl(url) }));
  return '';
}

/** The question with each picture resolved; a dropped picture leaves the list, a dropped image choice keeps
 * its place with no picture (a draft to finish). */
export function resolveQuestionImages(
  q: TQuestionInput,
  resolve: (src: string) => string,
  extra: TQuestionImage[] = [],
): TQuestionInput {
  const images = [...extra, ...(q.images ?? []).map((i) => ({ ...i, url: resolve(i.url) }))].filter((i) => i.url);
  const out = { ...q, images: q.images || extra.length ? images : undefined } as TQuestionInput;
  if (out.images === undefined) delete out.images;
  if (out.answerType === ANSWER_TYPES.imageSelection)
    out.content = { ...out.content, choices: out.content.choices.map((c) => ({ ...c, url: resolve(c.url) })) };
  return out;
}

/** Every picture URL of a question (question images and image choices). */
export const imageUrlsOf = (q: TQuestionInput): string[] => [
  ...(q.images ?? []).map((i) => i.url),
  ...(q.answerType === ANSWER_TYPES.imageSelection ? q.content.choices.map((c) => c.url) : []),
];

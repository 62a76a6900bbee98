import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type FileOwner, storeOwnedFile } from '../../platform/storage/owned-files';

// A lesson's video and its captions, uploaded by the teacher (decision 0031): judged by their bytes, never by name or
// declared type, and stored under a key of the server's own, served from /uploads like pictures.

export type LessonMediaKind = 'mp4' | 'webm' | 'vtt';

/** MP4 (an ISO box `ftyp` first), WebM (an EBML header) or WebVTT (the WEBVTT line), else null. */
export function sniffLessonMedia(bytes: Buffer): LessonMediaKind | null {
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  const text = bytes
    .subarray(0, 16)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^WEBVTT(\s|$)/.test(text)) return 'vtt';
  return null;
}

const CONTENT_TYPES: Record<LessonMediaKind, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
};

/** Stores a teacher's video or captions under their quotas (refused with the quota's message when full). */
export async function storeLessonMedia(ctx: AppContext, owner: FileOwner, bytes: Buffer) {
  const kind = sniffLessonMedia(bytes);
  if (!kind) throw badRequest('file', 'lessonMediaInvalid');
  const key = `${randomUUID()}.${kind}`;
  const purpose = kind === 'vtt' ? 'lesson-captions' : 'lesson-video';
  await storeOwnedFile(ctx, owner, { key, bytes, contentType: CONTENT_TYPES[kind], purpose });
  return {
    url: `/uploads/${key}`,
    kind: kind === 'vtt' ? ('captions' as const) : ('video' as const),
    bytes: bytes.length,
  };
}

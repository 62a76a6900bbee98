// Where a lesson's video may come from (decision 0035): a file uploaded to this install, or a YouTube or Vimeo video
// played in their embedded player. Nothing else: students' browsers load a lesson's media on page load, so an
// address may not send them to any host a teacher types. Captions are an uploaded WebVTT file; an embedded player
// shows the provider's own captions.

/** The hosts a teacher may take a video from, as the messages name them. */
export const LESSON_VIDEO_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'player.vimeo.com'] as const;
/** The players the web embeds (the CSP's frame-src): YouTube's privacy-enhanced one, and Vimeo's. */
export const LESSON_VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const UPLOAD_KEY = '\\/uploads\\/[A-Za-z0-9][A-Za-z0-9_-]{0,127}';
const UPLOADED_VIDEO = new RegExp(`^${UPLOAD_KEY}\\.(mp4|webm)$`);
const UPLOADED_CAPTIONS = new RegExp(`^${UPLOAD_KEY}\\.vtt$`);
const YOUTUBE_EMBED = /^https:\/\/www\.(youtube|youtube-nocookie)\.com\/embed\/([A-Za-z0-9_-]{11})$/;
const VIMEO_EMBED = /^https:\/\/player\.vimeo\.com\/video\/(\d{1,12})$/;

export type LessonVideoSource =
  | { kind: 'upload'; url: string }
  | { kind: 'youtube' | 'vimeo'; id: string; embedUrl: string };

const youtube = (id: string) => ({
  kind: 'youtube' as const,
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
});
const vimeo = (id: string) => ({ kind: 'vimeo' as const, id, embedUrl: `https://player.vimeo.com/video/${id}` });

/** What a saved video address plays: an uploaded file, a YouTube or Vimeo embed, or null (not allowed). */
export function lessonVideoSource(src: string): LessonVideoSource | null {
  if (UPLOADED_VIDEO.test(src)) return { kind: 'upload', url: src };
  const yt = YOUTUBE_EMBED.exec(src);
  if (yt) return youtube(yt[2]!);
  const vm = VIMEO_EMBED.exec(src);
  if (vm) return vimeo(vm[1]!);
  return null;
}

export const isUploadedCaptions = (src: string) => UPLOADED_CAPTIONS.test(src);

/** A YouTube or Vimeo link as a teacher copies it (watch page, short link, Shorts, embed; vimeo.com/<id>) turned
 * into the embed address a lesson stores; anything else comes back unchanged (the save rule then names the hosts). */
export function videoEmbedAddress(pasted: string): string {
  const text = pasted.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return pasted;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return pasted;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  const ytId = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{11}$/.test(id) ? youtube(id).embedUrl : null);
  let found: string | null = null;
  if (host === 'youtu.be') found = ytId(path[0]);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (path[0] === 'watch') found = ytId(url.searchParams.get('v'));
    else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live') found = ytId(path[1]);
  } else if (host === 'vimeo.com' && path[0] && /^\d{1,12}$/.test(path[0])) found = vimeo(path[0]).embedUrl;
  else if (host === 'player.vimeo.com' && path[0] === 'video' && path[1] && /^\d{1,12}$/.test(path[1]))
    found = vimeo(path[1]).embedUrl;
  return found ?? pasted;
}

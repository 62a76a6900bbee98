import { describe, expect, it } from 'vitest';
import { isUploadedCaptions, lessonVideoSource, videoEmbedAddress } from './video-sources';

describe("a lesson video's sources (decision 0035)", () => {
  it('plays uploads and YouTube or Vimeo embeds, nothing else', () => {
    expect(lessonVideoSource('/uploads/abc-1.mp4')).toEqual({ kind: 'upload', url: '/uploads/abc-1.mp4' });
    expect(lessonVideoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toMatchObject({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(lessonVideoSource('https://player.vimeo.com/video/76979871')?.kind).toBe('vimeo');
    for (const bad of [
      'https://videos.example.org/a.mp4',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      '/uploads/../a.mp4',
      '/uploads/a.vtt',
      'javascript:alert(1)',
    ])
      expect(lessonVideoSource(bad), bad).toBeNull();
    expect(isUploadedCaptions('/uploads/abc.vtt')).toBe(true);
    expect(isUploadedCaptions('https://videos.example.org/a.vtt')).toBe(false);
  });

  it('turns the links a teacher copies into embed addresses, and leaves anything else as typed', () => {
    const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe(yt);
    expect(videoEmbedAddress('https://youtu.be/dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedAddress('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(yt);
    expect(videoEmbedAddress(' https://www.youtube.com/embed/dQw4w9WgXcQ ')).toBe(yt);
    expect(videoEmbedAddress('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedAddress('https://videos.example.org/a.mp4')).toBe('https://videos.example.org/a.mp4');
    expect(videoEmbedAddress('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBe(
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    );
    expect(videoEmbedAddress('/uploads/a.mp4')).toBe('/uploads/a.mp4');
  });
});

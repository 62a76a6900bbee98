import { cfuCorrect, SLIDE_COMPONENT_KINDS as K, type TSlideComponent } from '@clearsheets/shared';

// The teacher's answer keys of quick checks (the shared rule), never shown on a student's screen.

/** The correct value of a component's quick check, if it has one. */
export function cfuCorrectOf(c: TSlideComponent): string | undefined {
  if (c.kind === K.socialEmotional) return undefined;
  return cfuCorrect(c);
}

/** Pictures come from this install only (the lesson contract's rule: uploads, the library, presentation pages). */
export const isLessonImageUrl = (url: string) =>
  /^\/(uploads|library|lesson-pages)\/[A-Za-z0-9/_-]{1,200}\.(png|jpe?g)$/.test(url) && !url.includes('..');

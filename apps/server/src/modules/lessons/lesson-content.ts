import {
  classSlides,
  isRoutedCheck,
  isScoredCheck,
  lessonMinutes,
  type TLessonCard,
  type TLessonContent,
  type TLessonSessionSummary,
  type TLessonStage,
  toStudentSlide,
  ZLessonContent,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { Lru } from '../../platform/caches/lru';
import type { LessonRow } from './lesson-library.repository';
import { type SessionRow, sessionContentRow } from './lesson-sessions.repository';

// Reading stored lessons and sessions into the contracts. A session's content never changes after launch, so it is
// parsed once per process and kept (the answer path reads it on every save).

const parsedContent = new Lru<string, TLessonContent>(500);

/** A session's content, parsed once. Keyed by the session's id and start (its id alone could name another database's
 * session in a process that opens several, as the tests do). */
export function sessionContent(session: Pick<SessionRow, 'id' | 'content' | 'startedAt'>): TLessonContent {
  const key = `${session.id}@${session.startedAt}`;
  const known = parsedContent.get(key);
  if (known) return known;
  const content = ZLessonContent.parse(session.content);
  parsedContent.set(key, content);
  return content;
}

/** A session's content by its head (the answer path): from memory, else read once. */
export async function sessionContentOf(db: Db, head: { id: number; startedAt: string }): Promise<TLessonContent> {
  const known = parsedContent.get(`${head.id}@${head.startedAt}`);
  if (known) return known;
  return sessionContent({ ...head, content: await sessionContentRow(db, head.id) });
}

export function cardOf(row: LessonRow): TLessonCard {
  const content = row.content as TLessonContent;
  const slides = classSlides(content);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    grade: row.grade,
    subject: row.subject,
    domain: row.domain,
    standards: row.standards,
    slideCount: slides.length,
    checkCount: slides.flatMap((s) => s.components).filter((c) => isScoredCheck(c) || isRoutedCheck(c)).length,
    minutes: lessonMinutes(content),
  };
}

export function summaryOf(s: SessionRow): TLessonSessionSummary {
  return {
    id: s.id,
    lessonId: s.lessonId,
    kind: s.kind,
    title: s.title,
    accessCode: s.accessCode,
    status: s.status,
    slideIndex: s.slideIndex,
    slideCount: classSlides(sessionContent(s)).length,
    showNames: s.showNames,
    classes: s.classes,
    startedAt: s.startedAt,
    endedAt: s.endedAt,
    completedAt: s.completedAt,
    rating: s.rating,
  };
}

/** What every student of the session follows: the current class slide as students see it. */
export function stageOf(s: SessionRow): TLessonStage {
  const slides = classSlides(sessionContent(s));
  const index = Math.min(s.slideIndex, slides.length - 1);
  return {
    sessionId: s.id,
    status: s.status,
    slideIndex: index,
    slideCount: slides.length,
    slide: toStudentSlide(slides[index]!),
    routingVersion: s.routingVersion,
  };
}

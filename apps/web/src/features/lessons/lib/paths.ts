import type { LessonKind } from '@clearsheets/shared';
import { localeNumberFormat } from '../../../lib/locale-format';
import { PATHS } from '../../../lib/route-access';

// Addresses of the lesson pages with their query parameters (the spec's routes carry ids and codes in the query).

const launchBase = (kind: LessonKind) =>
  kind === 'my' ? PATHS.teacherMyClearLessonLaunch : PATHS.teacherClearLessonLaunch;

export const lessonPaths = {
  /** The list a lesson of this kind belongs to: the Clear Lessons library or My Clear Lessons. */
  library: (kind: LessonKind = 'clear') => (kind === 'my' ? PATHS.teacherMyClearLesson : PATHS.teacherClearLesson),
  preview: (lessonId: number) => `${PATHS.teacherClearLessonPreview}?cc=${lessonId}`,
  launch: (accessCode: string, kind: LessonKind = 'clear') =>
    `${launchBase(kind)}?cc=${encodeURIComponent(accessCode)}`,
  projector: (accessCode: string, kind: LessonKind = 'clear') =>
    `${launchBase(kind)}?cc=${encodeURIComponent(accessCode)}&audience=1`,
  /** The builder: a new lesson, or one of the teacher's own to change. */
  build: (lessonId?: number) =>
    lessonId === undefined ? PATHS.teacherMyClearLessonManage : `${PATHS.teacherMyClearLessonManage}?id=${lessonId}`,
  studentSession: (base: string, sessionId: number) => `${base}?session=${sessionId}`,
};

/** A positive 32-bit id from a query parameter, or null ("12abc", "0", "-1" and missing are not ids). */
export function idParam(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** An access code from the address: letters and digits only, at most 16. */
export function codeParam(raw: string | null): string | null {
  const code = raw?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,16}$/.test(code) ? code : null;
}

/** Scores with at most two decimals. */
export const formatScore = (score: number) => localeNumberFormat({ maximumFractionDigits: 2 }).format(score);

// Joining with an assignment's code, and the language the student's screens use (docs/decisions/0022).
import {
  LANGUAGES,
  type Language,
  normalizeJoinCode,
  type TJoinReply,
  type TStudentLanguage,
} from '@clearsheets/shared';
import type { FastifyReply } from 'fastify';
import { BoundedMap } from '../../platform/caches/bounded-map';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findClassLanguage, findJoinableAssignment, findOwnLanguage, saveOwnLanguage } from './join.repository';

/** Wrong codes a student may type in the window before further tries are refused until the oldest expires. */
export const WRONG_CODES_PER_WINDOW = 10;
const WINDOW_MS = 10 * 60_000;
const TRACKED_STUDENTS = 50_000;
const wrongCodes = new WeakMap<AppContext, BoundedMap<number, number[]>>();

function recentWrong(ctx: AppContext, studentId: number, now: number) {
  const byStudent = wrongCodes.get(ctx) ?? new BoundedMap<number, number[]>(TRACKED_STUDENTS);
  wrongCodes.set(ctx, byStudent);
  const recent = (byStudent.get(studentId) ?? []).filter((t) => t > now - WINDOW_MS);
  byStudent.set(studentId, recent);
  return recent;
}

/**
 * Finds the assignment the code opens for this student. Unknown codes, deleted assignments and assignments
 * not given to the student all get the same 404 (no hint which codes exist); past WRONG_CODES_PER_WINDOW wrong
 * codes in ten minutes every try gets 429, right codes included, so guessing costs the guesser time.
 */
export async function joinWithCode(
  ctx: AppContext,
  studentId: number,
  typed: string,
  reply: FastifyReply,
): Promise<TJoinReply> {
  const now = Date.now();
  const recent = recentWrong(ctx, studentId, now);
  if (recent.length >= WRONG_CODES_PER_WINDOW) {
    const seconds = Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'too_many_codes', 'tooManyJoinCodes', `Try again in ${Math.ceil(seconds / 60)} min.`);
  }
  const code = normalizeJoinCode(typed);
  const found = code ? await findJoinableAssignment(ctx.db, code, studentId) : undefined;
  if (found) return found;
  recent.push(now);
  throw new AppError(404, 'code_refused', 'joinCodeRefused');
}

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

/** The student's own language over their class's, English when neither is set. */
export async function studentLanguage(ctx: AppContext, studentId: number): Promise<TStudentLanguage> {
  const own = await findOwnLanguage(ctx.db, studentId);
  if (isLanguage(own)) return { language: own, source: 'student' };
  const ofClass = await findClassLanguage(ctx.db, studentId);
  if (isLanguage(ofClass)) return { language: ofClass, source: 'class' };
  return { language: 'en', source: 'default' };
}

/** The student's own switch: saved on the server so it follows them to any device. */
export async function setStudentLanguage(ctx: AppContext, studentId: number, language: Language) {
  await saveOwnLanguage(ctx.db, studentId, language);
  return studentLanguage(ctx, studentId);
}

// Joining with an assignment's code, and the language the student's screens use (docs/decisions/0022).
import {
  LANGUAGES,
  type Language,
  normalizeJoinCode,
  type TJoinReply,
  type TStudentLanguage,
} from '@clearsheets/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findClassLanguage, findJoinableAssignment, findOwnLanguage, saveOwnLanguage } from './join.repository';

/**
 * Finds the assignment the code opens for this student. Unknown codes, deleted assignments and assignments
 * not given to the student all get the same 404 (no hint which codes exist); the route counts those against
 * the student's wrong-code limit (platform/rate-limits.ts).
 */
export async function joinWithCode(ctx: AppContext, studentId: number, typed: string): Promise<TJoinReply> {
  const code = normalizeJoinCode(typed);
  const found = code ? await findJoinableAssignment(ctx.db, code, studentId) : undefined;
  if (found) return found;
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

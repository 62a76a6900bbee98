import { z } from 'zod';
import { LANGUAGES } from '../rosters';
import { ZId } from './ids';

/** POST /api/v1/student/join: the code typed, or read from a `?code=` link. */
export const ZJoinRequest = z.object({ code: z.string().max(64) });
/** The assignment the code opened (the player starts or resumes its attempt). */
export const ZJoinReply = z.object({ assignmentId: ZId, title: z.string() });
export type TJoinReply = z.infer<typeof ZJoinReply>;

/** Where the student's language came from: their own choice (or a teacher's per-student setting), the class, or none. */
export const LANGUAGE_SOURCES = ['student', 'class', 'default'] as const;
/** GET and PUT /api/v1/student/language: the language the student's screens and read-aloud use. */
export const ZStudentLanguage = z.object({ language: z.enum(LANGUAGES), source: z.enum(LANGUAGE_SOURCES) });
export type TStudentLanguage = z.infer<typeof ZStudentLanguage>;
export const ZPutStudentLanguage = z.object({ language: z.enum(LANGUAGES) });

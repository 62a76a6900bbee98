import { z } from 'zod';
import { MESSAGES } from '../messages';
import { GRADES, LANGUAGES, SUBJECTS, USERNAME_PATTERN } from '../rosters';
import { ZId } from './ids';

/** A student password a teacher chooses: no spaces (the spec's message), 4 to 64 characters. */
const ZStudentPassword = z
  .string()
  .refine((p) => !/\s/.test(p), MESSAGES.noSpaceAccepted)
  .refine((p) => p.length >= 4, 'Use at least 4 characters')
  .refine((p) => p.length <= 64, 'Use at most 64 characters');

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(80);

/** A new student as a teacher types one: the username and password are generated when left blank. */
export const ZNewStudent = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, 'Use 3-40 letters, digits, dots, dashes or underscores')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  password: ZStudentPassword.optional().or(z.literal('').transform(() => undefined)),
});
export type TNewStudent = z.infer<typeof ZNewStudent>;

export const ZClassFields = z.object({
  grade: z.enum(GRADES, { error: MESSAGES.gradeRequired }),
  name: name(MESSAGES.classNameRequired),
  subject: z.enum(SUBJECTS, { error: MESSAGES.subjectRequired }),
});

/** Create a class and its first students in one step (spec: "Please add students"). */
export const ZCreateClassRequest = ZClassFields.extend({
  students: z.array(ZNewStudent, { error: MESSAGES.addStudents }).min(1, MESSAGES.addStudents).max(200),
});
export type TCreateClassRequest = z.infer<typeof ZCreateClassRequest>;

export const ZUpdateClassRequest = ZClassFields.partial().refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type TUpdateClassRequest = z.infer<typeof ZUpdateClassRequest>;

/** What the caller may do with a class, decided by the server's class policy (classes.policy.ts): the web
 * offers exactly these and never works a rule out from the role. Groups, roster and settings follow `edit`. */
export const ZClassAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  manageTeachers: z.boolean(),
});
export type TClassAbilities = z.infer<typeof ZClassAbilities>;

export const ZClassSummary = z.object({
  id: ZId,
  name: z.string(),
  grade: z.enum(GRADES),
  subject: z.string(),
  isPremium: z.boolean(),
  schoolId: ZId,
  schoolName: z.string(),
  teachers: z.array(z.object({ id: ZId, name: z.string(), isPrimary: z.boolean() })),
  studentCount: z.number().int(),
  /** Most students the class may hold (30 on a free license), or null for no limit. */
  studentLimit: z.number().int().nullable(),
  createdAt: z.string(),
  abilities: ZClassAbilities,
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

export const ZStudentInClass = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  grade: z.string().nullable(),
  status: z.enum(['active', 'removed']),
  addedAt: z.string(),
});
export type TStudentInClass = z.infer<typeof ZStudentInClass>;

export const ZClassDetail = ZClassSummary.extend({ students: z.array(ZStudentInClass) });
export type TClassDetail = z.infer<typeof ZClassDetail>;

/** A student created by the server, with the password the teacher hands out (shown once per action). */
export const ZCreatedStudent = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  password: z.string(),
});
export type TCreatedStudent = z.infer<typeof ZCreatedStudent>;

export const ZCreateClassResponse = z.object({ class: ZClassDetail, createdStudents: z.array(ZCreatedStudent) });

/** Add students: new ones by name, or existing students of the school by id. */
export const ZAddStudentsRequest = z
  .object({
    students: z.array(ZNewStudent).max(200).default([]),
    existingStudentIds: z.array(ZId).max(200).default([]),
  })
  .refine((v) => v.students.length + v.existingStudentIds.length > 0, MESSAGES.addStudents);

export const ZUpdateStudentRequest = z
  .object({
    firstName: name('First name is required').optional(),
    lastName: name('Last name is required').optional(),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, 'Use 3-40 letters, digits, dots, dashes or underscores')
      .optional(),
    grade: z.enum(GRADES).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');

export const ZResetPasswordRequest = z.object({
  password: ZStudentPassword.optional().or(z.literal('').transform(() => undefined)),
});

export const ZSignInCard = z.object({
  studentId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** Null when the password is not known to the school (set by the student or an SSO account), or hidden. */
  password: z.string().nullable(),
  /** The school knows the password but someone else set it (another teacher, an admin's reset, the district's
   * file): the caller does not see it and resets it to print a card (docs/decisions/0015). */
  passwordHidden: z.boolean(),
});
export const ZSignInCards = z.object({
  className: z.string(),
  schoolName: z.string(),
  signInUrl: z.string(),
  cards: z.array(ZSignInCard),
});
export type TSignInCards = z.infer<typeof ZSignInCards>;

export const ZStudentSettingsValues = z.object({
  readAloud: z.boolean(),
  language: z.enum(LANGUAGES),
  feedbackOption: z.union([z.literal(1), z.literal(2)]),
});
export type TStudentSettingsValues = z.infer<typeof ZStudentSettingsValues>;
/** Per-student overrides: null means "as the class". */
export const ZStudentSettingsOverride = z.object({
  readAloud: z.boolean().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  feedbackOption: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export const ZClassSettingsResponse = z.object({
  classId: ZId,
  defaults: ZStudentSettingsValues,
  students: z.array(
    z.object({
      studentId: ZId,
      firstName: z.string(),
      lastName: z.string(),
      override: ZStudentSettingsOverride,
      effective: ZStudentSettingsValues,
    }),
  ),
});
export type TClassSettingsResponse = z.infer<typeof ZClassSettingsResponse>;

export const ZPagination = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

import { z } from 'zod';
import { MESSAGES } from '../messages';
import { GRADES } from '../rosters';
import {
  paged,
  ZClassSummary,
  ZCreatedStudent,
  ZPagination,
  ZStudentInClass,
  ZStudentSettingsOverride,
  ZStudentSettingsValues,
} from './classes';
import { idField, ZId, ZIdParam } from './ids';

const id = ZIdParam;

/** Filters of the class list (by teacher, by grade, by school, a student's classes), one page at a time. */
export const ZClassListQuery = ZPagination.extend({
  grade: z.enum(GRADES).optional(),
  teacherId: id.optional(),
  schoolId: id.optional(),
  studentId: id.optional(),
});
export type TClassListQuery = z.infer<typeof ZClassListQuery>;

/** One page of classes, and whether the caller may create one (only teachers do: they become its primary teacher). */
export const ZClassList = paged(ZClassSummary).extend({ abilities: z.object({ create: z.boolean() }) });
export type TClassList = z.infer<typeof ZClassList>;

/** The students now in the class, and the new accounts with their passwords (shown once). */
export const ZAddStudentsResponse = z.object({
  students: z.array(ZStudentInClass),
  createdStudents: z.array(ZCreatedStudent),
});
export type TAddStudentsResponse = z.infer<typeof ZAddStudentsResponse>;

export const ZAddClassTeacherRequest = z.object({
  teacherId: idField(MESSAGES.chooseTeacherFirst),
});

/** Teachers of the class's school who could be added as co-teachers: names only, no contact details. */
export const ZTeacherCandidates = z.object({
  items: z.array(z.object({ id: ZId, firstName: z.string(), lastName: z.string() })),
});
export type TTeacherCandidates = z.infer<typeof ZTeacherCandidates>;

/** A student as staff edit them (no email: students never need one). */
export const ZStudentProfile = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  grade: z.string().nullable(),
  schoolId: ZId.nullable(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

export const ZResetPasswordResponse = z.object({ username: z.string(), password: z.string() });

export const ZPutClassSettingsRequest = z.object({ defaults: ZStudentSettingsValues });
export const ZPutStudentSettingsRequest = z.object({ override: ZStudentSettingsOverride });

import { z } from 'zod';
import { GRADES } from '../rosters';
import { ZId } from './ids';

// GET /api/v1/teacher/home: what a teacher's home needs in one read (their classes, their open assignments)
// and what the server lets them do from there, so the page never works a permission out for itself.

export const ZTeacherHomeClass = z.object({
  id: ZId,
  name: z.string(),
  grade: z.enum(GRADES),
  subject: z.string(),
  studentCount: z.number().int(),
});

export const ZTeacherHomeAssignment = z.object({
  id: ZId,
  title: z.string(),
  classes: z.array(z.object({ id: ZId, name: z.string() })),
  dueAt: z.string().nullable(),
  /** Students who handed it in, of those it was given to. */
  submitted: z.number().int(),
  assigned: z.number().int(),
});

export const ZTeacherHome = z.object({
  classes: z.array(ZTeacherHomeClass),
  classCount: z.number().int(),
  activeAssignments: z.array(ZTeacherHomeAssignment),
  activeAssignmentCount: z.number().int(),
  /** Every assignment the teacher can see, open or past: 0 means the first one is still to come. */
  assignmentCount: z.number().int(),
  /** The server's permission checks for the links the home shows (monitor: cs_clear_monitor, view). */
  abilities: z.object({ monitor: z.boolean() }),
  /** Onboarding: the teacher's own free license (from sign-up) still waits for its one grade. */
  chooseLicenseGrade: z.boolean(),
});
export type TTeacherHome = z.infer<typeof ZTeacherHome>;
export type TTeacherHomeClass = z.infer<typeof ZTeacherHomeClass>;
export type TTeacherHomeAssignment = z.infer<typeof ZTeacherHomeAssignment>;

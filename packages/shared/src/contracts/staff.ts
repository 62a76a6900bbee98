import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZId } from './ids';

/** Staff a school or district admin manages (teachers, principals, coaches, school admins). */
export const STAFF_MANAGED_ROLES = ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach'] as const;

export const ZCreateStaffRequest = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(80),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(80),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired)
    .email('Enter a valid email address')
    .max(254),
  role: z.enum(STAFF_MANAGED_ROLES),
  schoolId: ZId,
});
export const ZUpdateStaffRequest = ZCreateStaffRequest.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Nothing to change',
);
export const ZStaffMember = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  role: z.enum(STAFF_MANAGED_ROLES),
  schoolId: ZId.nullable(),
  schoolName: z.string().nullable(),
  status: z.enum(['active', 'deactivated']),
  emailVerified: z.boolean(),
  /** False for a teacher who signed up naming this school: the school's licenses wait for an admin's confirm. */
  placementConfirmed: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
/** What the caller may do, decided by the server so the page never recomputes a rule. */
export const ZStaffListItem = ZStaffMember.extend({ abilities: z.object({ manage: z.boolean() }) });
export type TStaffListItem = z.infer<typeof ZStaffListItem>;
export const ZStaffPage = z.object({
  items: z.array(ZStaffListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Roles the caller may give to a new or existing account (empty for principals and coaches). */
  rolesYouMayGive: z.array(z.enum(STAFF_MANAGED_ROLES)),
  /** Whose staff the caller reaches: one school's, or every school of their district (who may pick a school). */
  scope: z.enum(['school', 'district']),
});
export type TStaffPage = z.infer<typeof ZStaffPage>;
export const ZCreatedStaff = z.object({ staff: ZStaffMember, temporaryPassword: z.string() });

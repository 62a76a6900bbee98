import { z } from 'zod';
import { ZId } from './ids';

export const ZGroupName = z.string({ error: 'Group name is required' }).trim().min(1, 'Group name is required').max(60);
export const ZCreateGroupRequest = z.object({
  name: ZGroupName,
  studentIds: z.array(ZId).max(200).default([]),
});
export const ZUpdateGroupRequest = z
  .object({ name: ZGroupName.optional(), studentIds: z.array(ZId).max(200).optional() })
  .refine((v) => v.name !== undefined || v.studentIds !== undefined, 'Nothing to change');
export const ZSmallGroup = z.object({
  id: ZId,
  classId: ZId,
  name: z.string(),
  students: z.array(z.object({ id: ZId, firstName: z.string(), lastName: z.string() })),
});
export type TSmallGroup = z.infer<typeof ZSmallGroup>;

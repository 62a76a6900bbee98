import { z } from 'zod';

export const ZGroupName = z.string({ error: 'Group name is required' }).trim().min(1, 'Group name is required').max(60);
export const ZCreateGroupRequest = z.object({
  name: ZGroupName,
  studentIds: z.array(z.number().int().positive()).max(200).default([]),
});
export const ZUpdateGroupRequest = z
  .object({ name: ZGroupName.optional(), studentIds: z.array(z.number().int().positive()).max(200).optional() })
  .refine((v) => v.name !== undefined || v.studentIds !== undefined, 'Nothing to change');
export const ZSmallGroup = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  name: z.string(),
  students: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
});
export type TSmallGroup = z.infer<typeof ZSmallGroup>;

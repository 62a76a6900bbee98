import { z } from 'zod';

/** RFC 9457 problem details; `title` is always a catalogue message, `code` a stable machine name. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TProblem = z.infer<typeof ZProblem>;

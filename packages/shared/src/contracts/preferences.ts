import { z } from 'zod';
import { USER_PREFERENCE_KIND_IDS } from '../enums';

/** A saved per-screen setting (spec user preference kinds 8-24); the value is the screen's own JSON. */
export const ZPreferenceKind = z.coerce
  .number()
  .int()
  .refine((k) => (USER_PREFERENCE_KIND_IDS as number[]).includes(k), 'Unknown preference kind');
export const ZPreferenceValue = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 16_384, 'Preference is too large');
export const ZPreference = z.object({
  kind: z.number().int(),
  value: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.string().nullable(),
});
export const ZPutPreferenceRequest = z.object({ value: ZPreferenceValue });
export type TPreference = z.infer<typeof ZPreference>;

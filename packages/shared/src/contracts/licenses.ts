import { z } from 'zod';
import { LICENSE_CODES, LICENSE_SCOPES } from '../enums';
import { paged, ZPagination } from './classes';
import { ZId } from './ids';

// The license lists of account settings (docs/decisions/0029): a district admin sees every license in the
// district, a school's leaders their school's and its teachers', a teacher their own.

export const LICENSE_STATUSES = ['in_force', 'expired', 'future'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];
export const LICENSE_SOURCES = ['contract', 'signup', 'subscription'] as const;

export const ZLicenseListQuery = ZPagination.extend({
  status: z.enum(LICENSE_STATUSES).optional(),
  scope: z.enum(LICENSE_SCOPES).optional(),
  code: z.enum(LICENSE_CODES).optional(),
});
export type TLicenseListQuery = z.infer<typeof ZLicenseListQuery>;

export const ZLicenseRow = z.object({
  id: ZId,
  code: z.enum(LICENSE_CODES),
  name: z.string(),
  tier: z.enum(['free', 'paid', 'premium']),
  scope: z.enum(LICENSE_SCOPES),
  /** The district, school or teacher holding it. */
  holder: z.object({ id: ZId, name: z.string() }),
  /** The holder's school, for a teacher's license. */
  schoolName: z.string().nullable(),
  grades: z.array(z.string()),
  seats: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  source: z.enum(LICENSE_SOURCES),
  status: z.enum(LICENSE_STATUSES),
});
export type TLicenseRow = z.infer<typeof ZLicenseRow>;

export const ZLicensePage = paged(ZLicenseRow).extend({
  /** How far the caller's list reaches: the whole district, one school, or their own licenses. */
  reach: z.enum(['district', 'school', 'own']),
});
export type TLicensePage = z.infer<typeof ZLicensePage>;

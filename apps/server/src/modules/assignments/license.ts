import { LICENSES, type LicenseCode } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';

/** A caller on a free clearsheets license: no paid or premium clearsheets license reaches them (as for
 * classes in license-limits.ts; read here from the verified token). */
export const onFreeLicense = (caller: Caller) =>
  !caller.licenses.some((code) => {
    const license = LICENSES[code as LicenseCode];
    return license?.productId === 2 && license.tier !== 'free';
  });

/** A free license can assign only full-topic worksheets (spec section 5). */
export function assertMayAssign(caller: Caller, worksheet: { isFullTopic: boolean }) {
  if (!worksheet.isFullTopic && onFreeLicense(caller))
    throw new AppError(403, 'license_full_topic_only', 'freeLicenseFullTopicOnly');
}

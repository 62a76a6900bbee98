import { LICENSES, type LicenseCode, type Role } from '@clearsheets/shared';
import type { AppContext } from '../../platform/context';
import { subscribeRefusal } from './billing.policy';

/** A paid or premium clearsheets license: with one in force, a plan would add nothing. */
export function isPaidClearsheets(code: string): boolean {
  const license = LICENSES[code as LicenseCode];
  return license?.productId === 2 && license.tier !== 'free';
}

/** /me's `abilities.subscribe`, from the licenses it already loaded (a running subscription keeps a paid
 * license in force, so it is covered by the same test). */
export function mayStartSubscription(ctx: AppContext, role: Role, licenses: readonly { code: string }[]): boolean {
  const paidLicense = licenses.some((l) => isPaidClearsheets(l.code));
  return (
    subscribeRefusal({ role }, { providerReady: !!ctx.payments, runningSubscription: false, paidLicense }) === null
  );
}

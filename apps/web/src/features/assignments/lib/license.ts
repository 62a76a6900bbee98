import { LICENSES, PRODUCT_ID_CLEARSHEETS, type TMe } from '@clearsheets/shared';

// What the caller's licenses allow when assigning. The server refuses what they do not; this only decides
// what the form explains before the teacher tries.

/** True when no paid or premium Clearsheets license covers the caller: only full-topic worksheets may be assigned. */
export function isFreeLicenseOnly(me: Pick<TMe, 'licenses'> | undefined): boolean {
  if (!me) return false;
  return !me.licenses.some((l) => LICENSES[l.code].productId === PRODUCT_ID_CLEARSHEETS && l.tier !== 'free');
}

/** The free license may assign full-topic worksheets only (spec section 5). */
export const blockedByLicense = (worksheet: { isFullTopic: boolean }, freeOnly: boolean) =>
  freeOnly && !worksheet.isFullTopic;

import { LICENSES, PRODUCT_ID_CLEARSHEETS, type TMe } from '@clearsheets/shared';

// What the caller's licenses allow with worksheets. The server refuses what they do not; these only
// decide what the screens offer and explain.

/** True when no paid or premium Clearsheets license covers the caller: they may assign full-topic worksheets only. */
export function isFreeLicenseOnly(me: Pick<TMe, 'licenses'> | undefined): boolean {
  if (!me) return false;
  return !me.licenses.some((l) => LICENSES[l.code].productId === PRODUCT_ID_CLEARSHEETS && l.tier !== 'free');
}

/** Whether the caller may assign this worksheet under their license (spec: free assigns full topic only). */
export const canAssignUnderLicense = (worksheet: { isFullTopic: boolean }, freeOnly: boolean) =>
  !freeOnly || worksheet.isFullTopic;

export interface StudioAccess {
  /** Create worksheets: new, duplicate, import. */
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/** The Clearsheet Studio permission's flags (create, edit, delete own worksheets). */
export function studioAccess(me: Pick<TMe, 'permissions'> | undefined): StudioAccess {
  const flags = me?.permissions.cs_clearsheet_studio;
  return { create: !!flags?.C, edit: !!flags?.E, delete: !!flags?.D };
}

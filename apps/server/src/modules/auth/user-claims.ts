import { LICENSES, type LicenseCode, type Role, type TUserInfoClaim } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { findActiveLicenses, findUserProductIds, findUserWithPlacement } from './auth.repository';

type UserRow = typeof users.$inferSelect;

/** Everything about a user that a token or a profile reports, in two round trips: the user with their
 * placement, then products and licenses together. Undefined for an unknown user. */
export async function loadUserContext(db: Db, userId: number) {
  const row = await findUserWithPlacement(db, userId);
  if (!row) return undefined;
  const { user, school, district, state } = row;
  const [productIds, licenseRows] = await Promise.all([
    findUserProductIds(db, user.id),
    findActiveLicenses(db, user.id, user.schoolId, district?.id ?? null),
  ]);
  const licenseCodes = [...new Set(licenseRows.map((l) => l.code as LicenseCode))];
  return { user, school, district, state, productIds, licenseRows, licenseCodes };
}

export type UserContext = NonNullable<Awaited<ReturnType<typeof loadUserContext>>>;

/** The UserInfo claim: a JSON string in the token, as the spec's client reads it. */
export function buildUserInfo(user: UserRow, uc: UserContext): TUserInfoClaim {
  const licensed = uc.licenseCodes.map((c) => LICENSES[c].productId);
  const productIds = [...new Set([...uc.productIds, ...licensed])].sort((a, b) => a - b);
  return {
    UserId: user.id,
    UserName: user.username,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    SchoolId: uc.school?.id ?? null,
    SchoolName: uc.school?.name ?? null,
    DistrictId: uc.district?.id ?? null,
    DistrictName: uc.district?.name ?? null,
    StateId: uc.state?.id ?? null,
    Products: productIds.map((ProductId) => ({ ProductId })),
    Licenses: uc.licenseCodes,
  };
}

export const roleOf = (user: UserRow) => user.role as Role;

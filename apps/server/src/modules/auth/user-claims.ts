import { LICENSES, type LicenseCode, type Role, type TUserInfoClaim } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { findActiveLicenses, findUserPlacement, findUserProductIds } from './auth.repository';

type UserRow = typeof users.$inferSelect;

/** Everything about a user that a token or a profile reports: placement, products and licenses. */
export async function loadUserContext(db: Db, user: UserRow) {
  const { school, district, state } = await findUserPlacement(db, user);
  const [productIds, licenseRows] = await Promise.all([
    findUserProductIds(db, user.id),
    findActiveLicenses(db, user.id, user.schoolId, district?.id ?? null),
  ]);
  const licenseCodes = [...new Set(licenseRows.map((l) => l.code as LicenseCode))];
  return { school, district, state, productIds, licenseRows, licenseCodes };
}

export type UserContext = Awaited<ReturnType<typeof loadUserContext>>;

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

import {
  LICENSES,
  type LicenseCode,
  type LicenseScope,
  PERMISSION_NAMES,
  PRODUCTS,
  type TMe,
} from '@clearsheets/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { buildUserInfo, loadUserContext, roleOf } from '../auth';
import { mayStartSubscription } from '../billing';

/** The caller's profile, products, licenses and effective permission flags, read fresh from the database. */
export async function getMe(ctx: AppContext, userId: number): Promise<TMe> {
  const uc = await loadUserContext(ctx.db, userId);
  if (uc?.user.status !== 'active') throw new AppError(401, 'invalid_token', 'tokenExpired');
  const { user } = uc;
  const info = buildUserInfo(user, uc);
  const role = roleOf(user);
  const permissions = ctx.permissions.effective(role, uc.licenseCodes);
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role,
      language: user.language === 'es' ? 'es' : 'en',
    },
    school: uc.school ? { id: uc.school.id, name: uc.school.name } : null,
    district: uc.district ? { id: uc.district.id, name: uc.district.name } : null,
    state: uc.state ? { id: uc.state.id, name: uc.state.name, code: uc.state.code } : null,
    products: info.Products.map((p) => ({
      id: p.ProductId,
      name: PRODUCTS.find((x) => x.id === p.ProductId)?.name ?? `Product ${p.ProductId}`,
    })),
    licenses: uc.licenseRows.map((l) => ({
      code: l.code as LicenseCode,
      name: LICENSES[l.code as LicenseCode].name,
      tier: LICENSES[l.code as LicenseCode].tier,
      scope: l.scope as LicenseScope,
      grades: l.grades,
      startsOn: l.startsOn,
      endsOn: l.endsOn,
    })),
    permissions,
    upgradable: PERMISSION_NAMES.filter(
      (name) => !permissions[name]?.V && ctx.permissions.licenseCouldGrant(role, name, 'V'),
    ),
    abilities: { subscribe: mayStartSubscription(ctx, role, uc.licenseRows) },
  };
}

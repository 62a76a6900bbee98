import {
  LICENSES,
  type LicenseCode,
  type LicenseStatus,
  type TLicenseListQuery,
  type TLicensePage,
  type TLicenseRow,
} from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { licenseReachOf } from './licenses.policy';
import { listLicenses } from './licenses.repository';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** In force, expired or not yet started, on the UTC date licenses are counted by (auth's findActiveLicenses). */
export function licenseStatus(startsOn: string, endsOn: string, today: string): LicenseStatus {
  if (startsOn > today) return 'future';
  return endsOn < today ? 'expired' : 'in_force';
}

/** The licenses in the caller's reach, one page at a time, with who holds each and whether it is in force. */
export async function licensePage(ctx: AppContext, caller: Caller, query: TLicenseListQuery): Promise<TLicensePage> {
  const reach = licenseReachOf(caller);
  const today = todayUtc();
  const { rows, total } = await listLicenses(
    ctx.db,
    reach,
    { status: query.status, scope: query.scope, code: query.code },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    today,
  );
  const items = rows.map(({ license: l, holderName, schoolName }): TLicenseRow => {
    const info = LICENSES[l.code as LicenseCode];
    const holderId = (
      l.scope === 'district' ? l.districtId : l.scope === 'school' ? l.schoolId : l.teacherId
    ) as number;
    return {
      id: l.id,
      code: l.code as LicenseCode,
      name: info.name,
      tier: info.tier,
      scope: l.scope as TLicenseRow['scope'],
      holder: { id: holderId, name: holderName ?? '' },
      schoolName: l.scope === 'teacher' ? (schoolName ?? null) : null,
      grades: l.grades,
      seats: l.seats,
      startsOn: l.startsOn,
      endsOn: l.endsOn,
      source: l.source as TLicenseRow['source'],
      status: licenseStatus(l.startsOn, l.endsOn, today),
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize, reach: reach.kind };
}

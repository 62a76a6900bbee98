import type { TDistrictOverview } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { findDistrict, listSchoolSummaries } from './districts.repository';

/** The caller's district and its schools: a school leader sees only their school, a district admin every one. */
export async function districtOverview(db: Db, caller: Caller): Promise<TDistrictOverview> {
  if (!caller.districtId) throw forbidden();
  const onlySchool = caller.role === 'DistrictAdmin' ? undefined : (caller.schoolId ?? undefined);
  if (caller.role !== 'DistrictAdmin' && !onlySchool) throw forbidden();
  const district = await findDistrict(db, caller.districtId);
  if (!district) throw notFound();
  const schools = await listSchoolSummaries(db, district.id, onlySchool);
  return { district: { id: district.id, name: district.name, pipelineStatus: district.pipelineStatus }, schools };
}

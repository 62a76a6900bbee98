import type { TDistrictOverview } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { can, reachOf } from './districts.policy';
import { findDistrict, listSchoolSummaries } from './districts.repository';

/** The caller's district and its schools: a school leader sees only their school, a district admin every one. */
export async function districtOverview(db: Db, caller: Caller): Promise<TDistrictOverview> {
  if (!can(caller, 'read', null) || !caller.districtId) throw forbidden();
  const reach = reachOf(caller);
  const onlySchool = reach.kind === 'school' ? reach.schoolId : undefined;
  const district = await findDistrict(db, caller.districtId);
  if (!district) throw notFound();
  const schools = await listSchoolSummaries(db, district.id, onlySchool);
  return { district: { id: district.id, name: district.name, pipelineStatus: district.pipelineStatus }, schools };
}

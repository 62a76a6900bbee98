import type { Role } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { loadClassFor } from '../classes';
import { findSchoolOfDistrict } from './reports-scope.repository';

// The one reports policy (docs/decisions/0025, 0030): which classes, schools and district a caller's reports
// reach. Teachers: the classes they teach. Principals, school admins and coaches: their school. District
// admins: their district. Anything else, or a guessed id outside that reach: 404, never a hint it exists.

export type ReportScope =
  | { kind: 'class'; classId: number; schoolId: number; districtId: number }
  | { kind: 'school'; schoolId: number; districtId: number }
  | { kind: 'district'; districtId: number };

/** Roles that read school reports (their own school). */
export const SCHOOL_LEADERS = ['SchoolAdmin', 'Principal', 'InstructionalCoach'] as const satisfies readonly Role[];
/** Everyone with a report of some scope. */
export const REPORT_READERS = ['Teacher', ...SCHOOL_LEADERS, 'DistrictAdmin'] as const satisfies readonly Role[];

const leads = (caller: Caller) => (SCHOOL_LEADERS as readonly Role[]).includes(caller.role);

/** Why: the widest scope a caller's reports start from (a teacher's start from their classes, listed apart). */
export function homeScopeOf(caller: Caller): ReportScope | null {
  if (caller.role === 'DistrictAdmin' && caller.districtId) return { kind: 'district', districtId: caller.districtId };
  if (leads(caller) && caller.schoolId && caller.districtId)
    return { kind: 'school', schoolId: caller.schoolId, districtId: caller.districtId };
  return null;
}

/** Why: may the caller read a school's reports (its leaders, its district's admins). */
export function canReadSchool(caller: Caller, school: { id: number; districtId: number }): boolean {
  if (caller.role === 'DistrictAdmin') return caller.districtId === school.districtId;
  return leads(caller) && caller.schoolId === school.id;
}

/** Why: may the caller read the district's reports (its admins only). */
export const canReadDistrict = (caller: Caller, districtId: number): boolean =>
  caller.role === 'DistrictAdmin' && caller.districtId === districtId;

/** A class's reports: whoever may read the class (its teachers, its school's leaders, its district's admins). */
export async function loadClassScope(
  db: Db,
  caller: Caller,
  classId: number,
): Promise<ReportScope & { kind: 'class' }> {
  const cls = await loadClassFor(db, caller, classId, 'read');
  return { kind: 'class', classId: cls.id, schoolId: cls.schoolId, districtId: cls.districtId };
}

/** A school's reports, or 404. */
export async function loadSchoolScope(
  db: Db,
  caller: Caller,
  schoolId: number,
): Promise<ReportScope & { kind: 'school' }> {
  if (!caller.districtId) throw notFound();
  const school = await findSchoolOfDistrict(db, schoolId, caller.districtId);
  if (!school || !canReadSchool(caller, school)) throw notFound();
  return { kind: 'school', schoolId: school.id, districtId: school.districtId };
}

/** The caller's own district's reports, or 404. */
export function districtScopeOf(caller: Caller): ReportScope & { kind: 'district' } {
  if (!caller.districtId || !canReadDistrict(caller, caller.districtId)) throw notFound();
  return { kind: 'district', districtId: caller.districtId };
}

/**
 * School and district reports: one school's when a school is named (its leaders, its district's admins), else
 * the caller's own widest scope (a district admin's district, a leader's school); anyone else, or a school out
 * of reach: 404.
 */
export async function loadReportScope(
  db: Db,
  caller: Caller,
  schoolId: number | undefined,
): Promise<ReportScope & { kind: 'school' | 'district' }> {
  if (schoolId !== undefined) return loadSchoolScope(db, caller, schoolId);
  const home = homeScopeOf(caller);
  if (!home || home.kind === 'class') throw notFound();
  return home;
}

/** Why: only a district's admins change its performance-level thresholds (everyone reading reports reads them). */
export const canEditLevels = (caller: Caller, districtId: number): boolean => canReadDistrict(caller, districtId);

/** Why: school leaders run coaching cycles in their own school (district admins read them, never run them). */
export const canRunCoaching = (caller: Caller, schoolId: number): boolean =>
  leads(caller) && caller.schoolId === schoolId;

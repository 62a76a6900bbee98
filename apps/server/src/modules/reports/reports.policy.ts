import type { Role } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
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

/** What a report rule needs: the school and district it is about (a rule reads the one it names). */
export interface ReportFacts {
  schoolId?: number;
  districtId?: number;
}

/** The district's admins (its own district only). */
const adminsDistrict = (caller: Caller, facts: ReportFacts) =>
  caller.role === 'DistrictAdmin' && facts.districtId !== undefined && caller.districtId === facts.districtId;
/** The school's leaders (their own school only). */
const leadsSchool = (caller: Caller, facts: ReportFacts) =>
  leads(caller) && facts.schoolId !== undefined && caller.schoolId === facts.schoolId;

/** Why: one rule per report action; the reports' abilities (levels, coaching) are these rules asked for a scope. */
export const reportPolicy = definePolicy(
  {
    /** A school's reports: its leaders, its district's admins. */
    readSchool: (caller: Caller, facts: ReportFacts) =>
      caller.role === 'DistrictAdmin' ? adminsDistrict(caller, facts) : leadsSchool(caller, facts),
    /** The district's reports: its admins only. */
    readDistrict: adminsDistrict,
    /** Only a district's admins change its performance-level thresholds (everyone reading reports reads them). */
    editLevels: adminsDistrict,
    /** School leaders run coaching cycles in their own school (district admins read them, never run them). */
    runCoaching: leadsSchool,
  },
  ['editLevels', 'runCoaching'],
);
export type ReportAction = (typeof reportPolicy.actions)[number];
export const can = (caller: Caller, action: ReportAction, facts: ReportFacts) =>
  reportPolicy.can(caller, action, facts);
export const abilitiesOf = (caller: Caller, facts: ReportFacts) => reportPolicy.abilitiesOf(caller, facts);

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
  if (!school || !can(caller, 'readSchool', { schoolId: school.id, districtId: school.districtId })) throw notFound();
  return { kind: 'school', schoolId: school.id, districtId: school.districtId };
}

/** The caller's own district's reports, or 404. */
export function districtScopeOf(caller: Caller): ReportScope & { kind: 'district' } {
  if (!caller.districtId || !can(caller, 'readDistrict', { districtId: caller.districtId })) throw notFound();
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

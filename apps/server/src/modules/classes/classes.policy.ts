import type { Role, TClassAbilities } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { forbidden, notFound } from '../../platform/errors';
import { findLiveClassWithSchool } from './class-access.repository';
import type { ClassScope } from './class-list.repository';

// The one class policy (docs/decisions/0025): who sees a class, who changes it, who creates one. `can` is pure:
// the facts it needs (the class's school and district, whether the caller teaches it) are loaded beforehand.

/** What the rule needs to know about a class, loaded with it. */
export interface ClassFacts {
  schoolId: number;
  districtId: number;
  /** The caller is its primary teacher or a co-teacher. */
  callerTeaches: boolean;
}

/** Roles that may change a class they can see; principals and coaches only look. */
const CHANGERS: ReadonlySet<Role> = new Set(['Teacher', 'SchoolAdmin', 'DistrictAdmin']);
/** Only teachers create classes (they become its primary teacher): the POST route's guard. */
export const CLASS_CREATORS = ['Teacher'] as const satisfies readonly Role[];

/** Who may see a class: its teachers, leaders of its school, admins of its district. */
function sees(caller: Caller, cls: ClassFacts): boolean {
  switch (caller.role) {
    case 'Teacher':
      return cls.callerTeaches;
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId === cls.schoolId;
    case 'DistrictAdmin':
      return caller.districtId === cls.districtId;
    default:
      return false;
  }
}

/** Changing, deleting and choosing co-teachers are one permission today; named apart so the web asks the
 * question it means and a future split changes only this table. */
const changes = (caller: Caller, cls: ClassFacts) => sees(caller, cls) && CHANGERS.has(caller.role);

/** Why: one answer for every class rule, so the loaders, the list's abilities and the web agree. */
export const classPolicy = definePolicy({ read: sees, edit: changes, delete: changes, manageTeachers: changes }, [
  'edit',
  'delete',
  'manageTeachers',
]);
export type ClassAction = (typeof classPolicy.actions)[number];
export const can = (caller: Caller, action: ClassAction, cls: ClassFacts) => classPolicy.can(caller, action, cls);

/** Why: creating has no class yet to load; the list says whether the caller may. */
export const canCreate = (caller: Caller): boolean => (CLASS_CREATORS as readonly Role[]).includes(caller.role);

/** The abilities a class carries to the web (a class the caller can see). */
export const abilitiesOf = (caller: Caller, cls: ClassFacts): TClassAbilities => classPolicy.abilitiesOf(caller, cls);

/** The set form of `sees` for lists (own classes, own school, own district; a student's enrolled classes). */
export function reachOf(caller: Caller): ClassScope {
  switch (caller.role) {
    case 'Teacher':
      return { kind: 'teacher', teacherId: caller.userId };
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId ? { kind: 'school', schoolId: caller.schoolId } : { kind: 'none' };
    case 'DistrictAdmin':
      return caller.districtId ? { kind: 'district', districtId: caller.districtId } : { kind: 'none' };
    case 'Student':
      return { kind: 'enrolled', studentId: caller.userId };
    default:
      return { kind: 'none' };
  }
}

/** Whose license opens a new grade for a class: its primary teacher's; without one, the teacher changing it
 * (an admin's own license never decides a class's grades). */
export function gradeLicenseHolder(caller: Caller, primaryTeacherId: number | undefined): number | undefined {
  return primaryTeacherId ?? (caller.role === 'Teacher' ? caller.userId : undefined);
}

/** Loads a class the caller may use: 404 when they may not see it (no hint that it exists), 403 when they
 * may see it but not do `action`. */
export async function loadClassFor(db: Db, caller: Caller, classId: number, action: ClassAction) {
  const row = await findLiveClassWithSchool(db, classId, caller.userId);
  if (!row) throw notFound();
  const cls = { ...row.cls, districtId: row.districtId, schoolName: row.schoolName, callerTeaches: row.callerTeaches };
  if (!can(caller, 'read', cls)) throw notFound();
  if (!can(caller, action, cls)) throw forbidden();
  return cls;
}
export type LoadedClass = Awaited<ReturnType<typeof loadClassFor>>;

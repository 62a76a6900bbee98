import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { type ClassRow, findLiveClassWithSchool, teachesClass } from './class-access.repository';

export type ClassAccess = 'read' | 'write';

/** Roles that may change a class they can see; principals and coaches only look. */
const WRITERS = new Set(['Teacher', 'SchoolAdmin', 'DistrictAdmin']);

/** Who may see a class: its teachers, leaders of its school, admins of its district. */
async function canSee(db: Db, caller: Caller, cls: ClassRow, districtId: number): Promise<boolean> {
  switch (caller.role) {
    case 'Teacher':
      return teachesClass(db, cls.id, caller.userId);
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId === cls.schoolId;
    case 'DistrictAdmin':
      return caller.districtId === districtId;
    default:
      return false;
  }
}

/** Loads a class the caller may use: 404 when they may not see it (no hint that it exists), 403 when
 * they may see but not change it. */
export async function loadClassFor(db: Db, caller: Caller, classId: number, access: ClassAccess) {
  const row = await findLiveClassWithSchool(db, classId);
  if (!row || !(await canSee(db, caller, row.cls, row.districtId))) throw notFound();
  if (access === 'write' && !WRITERS.has(caller.role)) throw forbidden();
  return { ...row.cls, districtId: row.districtId, schoolName: row.schoolName };
}
export type LoadedClass = Awaited<ReturnType<typeof loadClassFor>>;

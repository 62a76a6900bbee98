import { PATHS } from '../../../../lib/route-access';
import { type ScopeFilterValues, scopePath } from './scope-filters';

// Addresses of the school and district reports (the spec's routes carry ids in the query), keeping the filters
// as the drill goes down: district -> school -> class -> student, categories -> standard.

export const scopePaths = {
  district: (f: ScopeFilterValues) => scopePath(PATHS.districtReport, f),
  school: (schoolId: number, f: ScopeFilterValues) => scopePath(PATHS.districtSchoolDetail, f, { schoolId }),
  class: (classId: number, f: ScopeFilterValues) => scopePath(PATHS.districtClassResult, f, { classId }),
  domains: (f: ScopeFilterValues, at: { schoolId?: number; domainId?: number } = {}) =>
    scopePath(PATHS.districtDomainSummary, f, { schoolId: at.schoolId, domainId: at.domainId }),
  standard: (standardId: number, f: ScopeFilterValues, schoolId?: number) =>
    scopePath(PATHS.districtStandardDetails, f, { standardId, schoolId }),
  results: (f: ScopeFilterValues, schoolId?: number) =>
    schoolId ? scopePath(PATHS.districtSchoolResult, f, { schoolId }) : scopePath(PATHS.districtResult, f),
  coaching: (schoolId: number, cycleId?: number) => scopePath(PATHS.districtCoaching, {}, { schoolId, cycleId }),
  /** The usage report of a school (or of the district's schools). */
  usage: (schoolId?: number) => scopePath(PATHS.districtSchoolUsage, {}, { schoolId }),
  /** The crystal report's student detail (the teacher's report), by URL only. */
  student: (classId: number, studentId: number) =>
    `/teacher/report/studentdetail?classId=${classId}&studentId=${studentId}`,
  assignment: (assignmentId: number) => `${PATHS.teacherAssignmentResult}?id=${assignmentId}`,
  classResults: (classId: number) => `${PATHS.teacherClassResult}?classId=${classId}`,
};

/** A positive 32-bit id from a query parameter, or null. */
export function idParam(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';

// The imports policy (docs/decisions/0025): who may read an import job (its progress and problems). Uploading
// into a class is the class's `edit` (classes.policy.ts); a district's OneRoster files are its admins'.

/** What the rule needs to know about a job, loaded with it. */
export interface ImportJobFacts {
  createdBy: number;
  districtId: number | null;
  /** The school of the class it imported into, if any. */
  classSchoolId: number | null;
}

/** Why: its creator, the district's admins, and the admins of the class's school may follow a job. */
export const importJobPolicy = definePolicy({
  read: (caller: Caller, job: ImportJobFacts) => {
    if (job.createdBy === caller.userId) return true;
    if (caller.role === 'DistrictAdmin') return job.districtId !== null && job.districtId === caller.districtId;
    if (caller.role === 'SchoolAdmin') return job.classSchoolId !== null && job.classSchoolId === caller.schoolId;
    return false;
  },
});
export type ImportJobAction = (typeof importJobPolicy.actions)[number];
export const { can } = importJobPolicy;

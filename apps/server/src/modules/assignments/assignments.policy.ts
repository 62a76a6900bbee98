import type { Role, TAssignmentSummary } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';

// The one assignment policy (docs/decisions/0025): whose assignments a caller reaches, and what they may do
// with one. Pure: whether an assignment is in the caller's reach is decided in SQL from `reachOf` (the
// repository's `assignmentScope`) and handed to `can` as a fact. The loader is assignment-access.ts.

/** What the rule needs to know about an assignment. */
export interface AssignmentFacts {
  /** The caller's reach (`reachOf`) includes it: loaded by the query that found it. */
  inReach: boolean;
}

/** Whose assignments a caller reaches: a teacher those they created or that reach a class they teach
 * (co-teachers included); school leaders their school's; district admins their district's; anyone else none. */
export type AssignmentReach =
  | { kind: 'teacher'; teacherId: number }
  | { kind: 'school'; schoolId: number }
  | { kind: 'district'; districtId: number }
  | { kind: 'none' };

/** Only teachers assign, change and grade; leaders and admins read. The guard of the teachers' routes too. */
export const ASSIGNERS = ['Teacher'] as const satisfies readonly Role[];
const isAssigner = (caller: Pick<Caller, 'role'>) => (ASSIGNERS as readonly Role[]).includes(caller.role);

/** Why: the set form of the rule, turned into SQL by the repository (lists, loaders, the monitor). */
export function reachOf(caller: Caller): AssignmentReach {
  switch (caller.role) {
    case 'Teacher':
      return { kind: 'teacher', teacherId: caller.userId };
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId ? { kind: 'school', schoolId: caller.schoolId } : { kind: 'none' };
    case 'DistrictAdmin':
      return caller.districtId ? { kind: 'district', districtId: caller.districtId } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

const changes = (caller: Caller, assignment: AssignmentFacts) => assignment.inReach && isAssigner(caller);

/** Why: one answer for reading, changing and grading an assignment. */
export const assignmentPolicy = definePolicy(
  { read: (_caller: Caller, assignment: AssignmentFacts) => assignment.inReach, edit: changes, grade: changes },
  ['edit', 'grade'],
);
export type AssignmentAction = (typeof assignmentPolicy.actions)[number];
export const can = (caller: Caller, action: AssignmentAction, assignment: AssignmentFacts) =>
  assignmentPolicy.can(caller, action, assignment);

/** Why: assigning has no assignment yet; the list says whether the caller may. */
export const canCreate = (caller: Caller): boolean => isAssigner(caller);

/** The abilities an assignment carries to the web. */
export const abilitiesOf = (caller: Caller, assignment: AssignmentFacts): TAssignmentSummary['abilities'] =>
  assignmentPolicy.abilitiesOf(caller, assignment);

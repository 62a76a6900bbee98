import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { AppError, notFound } from '../../platform/errors';

// The live-lesson policy (docs/decisions/0025, 0031): who browses, teaches, controls, watches and joins.
// - Every staff member may browse and preview the Clear Lessons (a free teacher sees what they would buy).
// - Teaching live needs the live permission: cs_clear_monitor with edit (teachers on a paid or premium license),
//   the same grant that lets a teacher act on students' live work in the Clear Monitor; so does building a My Clear
//   Lesson. Only its owner changes, shares or deletes one; teachers of the school read (and copy) a shared one.
// - What colleagues share with the school opens to a teacher only once an admin confirmed their place there
//   (decision 0028: a sign-up names its school on its own word); until then they have their own lessons and the
//   Clear Lessons. Sharing into the school waits for the same confirmation (decision 0035).
// - A session is its teacher's alone: anyone else, staff or student, is told it does not exist (404).
// - A student joins only through a class of the session they are actively enrolled in (404 otherwise).

export interface LessonFacts {
  /** The caller holds cs_clear_monitor (E). */
  liveGranted?: boolean;
  /** The session's teacher. */
  teacherId?: number;
  /** A My Clear Lesson's owner. */
  ownerId?: number | null;
  /** The student's class in the session, when enrolled in one. */
  studentClassId?: number;
  /** A lesson's kind: Clear Lessons are the product's library. */
  kind?: 'clear' | 'my';
  /** The school a My Clear Lesson is shared with. */
  sharedSchoolId?: number | null;
  /** An admin confirmed the caller's place at their school (always true for accounts an admin or a roster made). */
  placementConfirmed?: boolean;
}

/** The school whose shared lessons the caller reads: theirs, once their place there is confirmed. */
export function sharedSchoolOf(caller: Caller, placementConfirmed: boolean): number | null {
  return caller.role !== 'Student' && placementConfirmed ? caller.schoolId : null;
}

const isTeacher = (caller: Caller) => caller.role === 'Teacher';
const mayTeachLive = (caller: Caller, facts: LessonFacts = {}) => isTeacher(caller) && !!facts.liveGranted;
const owns = (caller: Caller, facts: LessonFacts = {}) => isTeacher(caller) && facts.ownerId === caller.userId;

/** Why: one rule per action, stated once; a lesson's abilities (launch, edit) are these rules asked for it. */
export const lessonPolicy = definePolicy(
  {
    browse: (caller: Caller) => caller.role !== 'Student',
    read: (caller: Caller, facts: LessonFacts = {}) => {
      if (caller.role === 'Student') return false;
      if (facts.kind === 'clear' || (facts.ownerId != null && facts.ownerId === caller.userId)) return true;
      return (
        facts.sharedSchoolId != null && facts.sharedSchoolId === sharedSchoolOf(caller, !!facts.placementConfirmed)
      );
    },
    launch: mayTeachLive,
    author: mayTeachLive,
    edit: owns,
    share: (caller: Caller, facts: LessonFacts = {}) =>
      owns(caller, facts) && (caller.schoolId === null || !!facts.placementConfirmed),
    control: (caller: Caller, facts: LessonFacts = {}) =>
      caller.role !== 'Student' && facts.teacherId === caller.userId,
    join: (caller: Caller, facts: LessonFacts = {}) => caller.role === 'Student' && facts.studentClassId !== undefined,
  },
  ['launch', 'edit'],
);
export type LessonAction = (typeof lessonPolicy.actions)[number];
export const can = (caller: Caller, action: LessonAction, facts: LessonFacts = {}) =>
  lessonPolicy.can(caller, action, facts);

/** Throws unless allowed: a student asking for staff pages and anyone outside a session gets 404; a teacher
 * without the live license gets the upgrade message (403). */
export function assertCan(caller: Caller, action: LessonAction, facts: LessonFacts = {}) {
  if (can(caller, action, facts)) return;
  if ((action === 'launch' || action === 'author') && caller.role === 'Teacher')
    throw new AppError(403, 'license_required', 'upgradeRequired');
  if (action === 'share' && can(caller, 'edit', facts))
    throw new AppError(403, 'placement_not_confirmed', 'schoolSharingAwaitsConfirmation');
  throw notFound();
}

/** What the web may offer on a lesson (named `canLaunch` and `canEdit` in the lesson's contract). */
export function abilitiesOf(caller: Caller, facts: LessonFacts) {
  const { launch, edit } = lessonPolicy.abilitiesOf(caller, facts);
  return { canLaunch: launch, canEdit: edit };
}

import type { PermissionIndex, TTeacherHome } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { needsLicenseGrade } from '../accounts';
import { listAssignments } from '../assignments';
import { listVisibleClasses } from '../classes';

// The teacher's home in one read. It reuses the class and assignment lists (their scope rules: a teacher's
// own and co-taught classes, the assignments reaching them), so the home can never show more than those do.

/** How many class cards and open assignments the home shows; the counts say when there are more. */
export const HOME_CLASS_LIMIT = 12;
export const HOME_ASSIGNMENT_LIMIT = 6;

/** Why: a teacher's next step (first class, first assignment, what is open now) needs all of this at once. */
export async function teacherHome(db: Db, permissions: PermissionIndex, caller: Caller): Promise<TTeacherHome> {
  const [classes, active, all, chooseLicenseGrade] = await Promise.all([
    listVisibleClasses(db, caller, { page: 1, pageSize: HOME_CLASS_LIMIT }),
    listAssignments(db, caller, { status: 'active', page: 1, pageSize: HOME_ASSIGNMENT_LIMIT }),
    // Only the count: whether "Assign your first worksheet" is still the next step.
    listAssignments(db, caller, { status: 'all', page: 1, pageSize: 1 }),
    needsLicenseGrade(db, caller),
  ]);
  const granted = permissions.effective(caller.role, caller.licenses);
  return {
    classes: classes.items.map((c) => ({
      id: c.id,
      name: c.name,
      grade: c.grade,
      subject: c.subject,
      studentCount: c.studentCount,
    })),
    classCount: classes.total,
    activeAssignments: active.items.map((a) => ({
      id: a.id,
      title: a.title,
      classes: a.classes,
      dueAt: a.dueAt,
      submitted: a.progress.submitted,
      assigned: a.progress.assigned,
    })),
    activeAssignmentCount: active.total,
    assignmentCount: all.total,
    abilities: { monitor: granted.cs_clear_monitor?.V === true },
    chooseLicenseGrade,
  };
}

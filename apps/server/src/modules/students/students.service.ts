import type { TStudentProfile } from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { revokeRefreshTokens } from '../auth';
import type { Actor } from '../classes';
import { auditBy } from '../classes';
import {
  assertUsernamesFree,
  generateStudentPassword,
  loadStudentFor,
  type StudentRow,
  setStudentPassword,
  updateStudentRow,
  withUsernameGuard,
} from '../rosters';

export interface StudentPatch {
  firstName?: string;
  lastName?: string;
  username?: string;
  grade?: string | null;
}

const toProfile = (s: StudentRow): TStudentProfile => ({
  id: s.id,
  firstName: s.firstName,
  lastName: s.lastName,
  username: s.username,
  grade: s.grade,
  schoolId: s.schoolId,
});

/** Edits a student's name, username or grade; the username must stay unique. */
export async function updateStudent(ctx: AppContext, actor: Actor, studentId: number, patch: StudentPatch) {
  const student = await loadStudentFor(ctx.db, actor, studentId, 'edit');
  const updated = await withUsernameGuard('body.username', () =>
    ctx.db.transaction(async (tx) => {
      if (patch.username && patch.username !== student.username)
        await assertUsernamesFree(tx, [{ field: 'body.username', username: patch.username }], student.id);
      const row = await updateStudentRow(tx, student.id, patch);
      await writeAudit(tx, {
        ...auditBy(actor),
        action: 'student.updated',
        entityType: 'student',
        entityId: student.id,
        details: { fields: Object.keys(patch) },
      });
      return row;
    }),
  );
  return toProfile(updated);
}

/** Gives a student a new password (chosen, or generated when blank), shown once to the teacher; it works
 * at once and is hashed in the background. */
export async function resetStudentPassword(ctx: AppContext, actor: Actor, studentId: number, chosen?: string) {
  const student = await loadStudentFor(ctx.db, actor, studentId, 'edit');
  const password = chosen ?? generateStudentPassword();
  await ctx.db.transaction(async (tx) => {
    await setStudentPassword(tx, ctx.credentialBox, student.id, password, actor.userId);
    // A reset usually means someone else may know the old password: end their other sign-ins too.
    await revokeRefreshTokens(tx, student.id);
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'student.password_reset',
      entityType: 'student',
      entityId: student.id,
    });
  });
  // After commit: every process refuses the student's old access tokens from the next request.
  await ctx.sessions.ended(student.id);
  void ctx.passwordHasher.kick();
  return { username: student.username, password };
}

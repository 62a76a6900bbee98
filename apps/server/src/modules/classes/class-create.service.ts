import type { TCreateClassRequest, TCreatedStudent } from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { assertUsernamesFree, createStudentAccounts, insertEnrollments, withUsernameGuard } from '../rosters';
import type { Actor } from './actor';
import { auditBy } from './actor';
import { classDetail } from './class-views.service';
import { loadClassFor } from './classes.policy';
import { insertClass, insertClassTeacher, insertDefaultClassSettings } from './classes.repository';
import { assertGradeLicensed, assertRoomFor } from './license-limits';

/** A teacher's new class with its first students, all or nothing: the licensed grade, the free-license
 * cap and unique usernames are checked in the same transaction that writes. */
export async function createClass(ctx: AppContext, actor: Actor, body: TCreateClassRequest) {
  const { schoolId, districtId } = actor;
  if (!schoolId || !districtId) throw forbidden('A teacher needs a school to create classes');
  const { classId, created } = await withUsernameGuard('body.students', () =>
    ctx.db.transaction(async (tx) => {
      await assertGradeLicensed(tx, actor.userId, body.grade);
      await assertUsernamesFree(
        tx,
        body.students.map((s, i) => ({ field: `body.students.${i}.username`, username: s.username })),
      );
      const cls = await insertClass(tx, { schoolId, name: body.name, grade: body.grade, subject: body.subject });
      await insertClassTeacher(tx, cls.id, actor.userId, true);
      await insertDefaultClassSettings(tx, cls.id);
      await assertRoomFor(tx, cls, body.students.length);
      const created: TCreatedStudent[] = await createStudentAccounts(tx, ctx.credentialBox, body.students, {
        schoolId,
        districtId,
        grade: body.grade,
        passwordsSetBy: { userId: actor.userId, rosterClassId: cls.id },
      });
      await insertEnrollments(
        tx,
        cls.id,
        created.map((s) => s.id),
      );
      await writeAudit(tx, {
        ...auditBy(actor),
        action: 'class.created',
        entityType: 'class',
        entityId: cls.id,
        details: { studentIds: created.map((s) => s.id) },
      });
      return { classId: cls.id, created };
    }),
  );
  void ctx.passwordHasher.kick();
  const cls = await loadClassFor(ctx.db, actor, classId, 'read');
  return { class: await classDetail(ctx.db, actor, cls), createdStudents: created };
}

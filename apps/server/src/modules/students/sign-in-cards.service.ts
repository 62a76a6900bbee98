import type { TSignInCards } from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Actor } from '../classes';
import { auditBy, findStudentsOfClass, findTeachersOf, loadClassFor } from '../classes';
import { findSealedPasswords, mayReadPassword } from '../rosters';

/** Printable cards with each active student's username and password. Reading passwords back is a
 * roster action: only those who may change the class may, only passwords set for the class's roster are
 * shown (the rest are marked hidden), and every viewing is audited. */
export async function signInCards(ctx: AppContext, actor: Actor, classId: number): Promise<TSignInCards> {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  const students = await findStudentsOfClass(ctx.db, cls.id, true);
  const sealed = await findSealedPasswords(
    ctx.db,
    students.map((s) => s.id),
  );
  const teacherIds = new Set((await findTeachersOf(ctx.db, [cls.id])).map((t) => t.id));
  const open = (value: string) => {
    try {
      return ctx.credentialBox.open(value);
    } catch {
      return null; // sealed under another key (a restored backup): the teacher resets the password instead
    }
  };
  await writeAudit(ctx.db, {
    ...auditBy(actor),
    action: 'class.sign_in_cards_viewed',
    entityType: 'class',
    entityId: cls.id,
  });
  return {
    className: cls.name,
    schoolName: cls.schoolName,
    signInUrl: `${ctx.config.publicUrl}/login`,
    cards: students.map((s) => {
      const password = sealed.get(s.id);
      const hidden = !!password && !mayReadPassword(actor, cls.id, teacherIds, password);
      return {
        studentId: s.id,
        firstName: s.firstName,
        lastName: s.lastName,
        username: s.username,
        password: password && !hidden ? open(password.sealed) : null,
        passwordHidden: hidden,
      };
    }),
  };
}

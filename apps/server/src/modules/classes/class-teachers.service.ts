import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import type { Actor } from './actor';
import { auditBy } from './actor';
import { summaryOf } from './class-views.service';
import { loadClassFor } from './classes.policy';
import {
  deleteClassTeacher,
  findClassTeacher,
  findTeacherOfSchool,
  insertClassTeacher,
  listTeacherCandidates,
} from './classes.repository';

/** Who the caller may add as a co-teacher: the school's other active teachers (anyone who may change the
 * class may see their colleagues' names, nothing more). */
export async function teacherCandidates(ctx: AppContext, actor: Actor, classId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'manageTeachers');
  return { items: await listTeacherCandidates(ctx.db, cls.id, cls.schoolId) };
}

/** Adds a co-teacher; only an active teacher of the class's own school qualifies (others look absent). */
export async function addCoTeacher(ctx: AppContext, actor: Actor, classId: number, teacherId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'manageTeachers');
  if (!(await findTeacherOfSchool(ctx.db, teacherId, cls.schoolId)))
    throw notFound('No teacher of this school has this id');
  if (!(await findClassTeacher(ctx.db, cls.id, teacherId)))
    await ctx.db.transaction(async (tx) => {
      await insertClassTeacher(tx, cls.id, teacherId, false);
      await writeAudit(tx, {
        ...auditBy(actor),
        action: 'class.teacher_added',
        entityType: 'class',
        entityId: cls.id,
        details: { teacherId },
      });
    });
  return summaryOf(ctx.db, actor, cls);
}

/** Removes a co-teacher; the primary teacher stays, since their license decides the class's limits. */
export async function removeCoTeacher(ctx: AppContext, actor: Actor, classId: number, teacherId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'manageTeachers');
  const link = await findClassTeacher(ctx.db, cls.id, teacherId);
  if (!link) throw notFound();
  if (link.isPrimary) throw forbidden('The primary teacher cannot be removed from the class');
  await ctx.db.transaction(async (tx) => {
    await deleteClassTeacher(tx, cls.id, teacherId);
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'class.teacher_removed',
      entityType: 'class',
      entityId: cls.id,
      details: { teacherId },
    });
  });
}

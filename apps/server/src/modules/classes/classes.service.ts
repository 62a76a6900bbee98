import type { TUpdateClassRequest } from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Actor } from './actor';
import { auditBy } from './actor';
import { findTeachersOf } from './class-list.repository';
import { summaryOf } from './class-views.service';
import { gradeLicenseHolder, loadClassFor } from './classes.policy';
import { updateClassRow } from './classes.repository';
import { assertGradeLicensed } from './license-limits';

/** Renames a class or changes its grade or subject; a new grade must be licensed to its primary teacher. */
export async function updateClass(ctx: AppContext, actor: Actor, classId: number, patch: TUpdateClassRequest) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  if (patch.grade && patch.grade !== cls.grade) {
    const primary = (await findTeachersOf(ctx.db, [cls.id])).find((t) => t.isPrimary)?.id;
    const teacherId = gradeLicenseHolder(actor, primary);
    if (teacherId) await assertGradeLicensed(ctx.db, teacherId, patch.grade);
  }
  await ctx.db.transaction(async (tx) => {
    await updateClassRow(tx, cls.id, patch);
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'class.updated',
      entityType: 'class',
      entityId: cls.id,
      details: { fields: Object.keys(patch) },
    });
  });
  return summaryOf(ctx.db, actor, { ...cls, ...patch });
}

/** Soft delete: the class disappears everywhere, its history (assignments, results) stays. */
export async function deleteClass(ctx: AppContext, actor: Actor, classId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'delete');
  await ctx.db.transaction(async (tx) => {
    await updateClassRow(tx, cls.id, { deletedAt: new Date() });
    await writeAudit(tx, { ...auditBy(actor), action: 'class.deleted', entityType: 'class', entityId: cls.id });
  });
}

/** A premium class has no student cap; the route has already checked the caller's license allows it. */
export async function makePremium(ctx: AppContext, actor: Actor, classId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  if (!cls.isPremium)
    await ctx.db.transaction(async (tx) => {
      await updateClassRow(tx, cls.id, { isPremium: true });
      await writeAudit(tx, { ...auditBy(actor), action: 'class.made_premium', entityType: 'class', entityId: cls.id });
    });
  return summaryOf(ctx.db, actor, { ...cls, isPremium: true });
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { classes, permissionGrants } from '../../db/schema';

// Migration 0019 (decision 0045) on data written before it: the stored default grant of premium classes to paid
// teachers goes (an operator's own version stays), and classes already past 30 students become premium.
const MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations/0019_premium_classes.sql',
);
const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');

describe('premium classes migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const migrate = async () => {
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  };
  const paidPremiumGrant = () =>
    t.database.db
      .select()
      .from(permissionGrants)
      .where(
        and(
          eq(permissionGrants.role, 'Teacher'),
          eq(permissionGrants.licenseCode, 'CKPD'),
          eq(permissionGrants.permission, 'teacher_allowed_premuim_class'),
        ),
      );
  const grant = (flags: { canView: boolean; canEdit: boolean }) =>
    t.database.db.insert(permissionGrants).values({
      role: 'Teacher',
      licenseCode: 'CKPD',
      permission: 'teacher_allowed_premuim_class',
      canCreate: false,
      canDelete: false,
      ...flags,
    });

  it('removes the old default grant to paid teachers and keeps one an operator changed', async () => {
    expect(await paidPremiumGrant()).toEqual([]);
    await grant({ canView: true, canEdit: true });
    await migrate();
    expect(await paidPremiumGrant()).toEqual([]);

    await grant({ canView: true, canEdit: false });
    await migrate();
    expect(await paidPremiumGrant()).toEqual([expect.objectContaining({ canView: true, canEdit: false })]);
    await t.database.db.delete(permissionGrants).where(eq(permissionGrants.id, (await paidPremiumGrant())[0]!.id));
  });

  it('makes premium the classes already holding more than 30 students, and only those', async () => {
    const teacher = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const { cls: big } = await buildClassWithStudents(t.database.db, { teacherId: teacher.id, students: 31 });
    const { cls: full } = await buildClassWithStudents(t.database.db, { teacherId: teacher.id, students: 30 });
    await migrate();
    const premium = async (id: number) =>
      (await t.database.db.select().from(classes).where(eq(classes.id, id)))[0]!.isPremium;
    expect(await premium(big.id)).toBe(true);
    expect(await premium(full.id)).toBe(false);
  });
});

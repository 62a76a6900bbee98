import type { LevelThresholds } from '@clearsheets/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districtReportSettings } from '../../db/schema';

/** A district's own thresholds row (undefined: it uses the defaults). */
export async function findLevelSettings(db: Db, districtId: number) {
  const [row] = await db
    .select({
      approaches: districtReportSettings.approaches,
      meets: districtReportSettings.meets,
      masters: districtReportSettings.masters,
      updatedAt: districtReportSettings.updatedAt,
    })
    .from(districtReportSettings)
    .where(eq(districtReportSettings.districtId, districtId));
  return row;
}

/** Sets a district's thresholds (one row per district), returning when it changed. */
export async function upsertLevelSettings(db: Db, districtId: number, t: LevelThresholds, userId: number) {
  const values = { approaches: t.approaches, meets: t.meets, masters: t.masters, updatedBy: userId };
  const [row] = await db
    .insert(districtReportSettings)
    .values({ districtId, ...values })
    .onConflictDoUpdate({ target: districtReportSettings.districtId, set: { ...values, updatedAt: sql`now()` } })
    .returning({ updatedAt: districtReportSettings.updatedAt });
  return row!;
}

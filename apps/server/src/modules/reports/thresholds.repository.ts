import { DEFAULT_LEVEL_THRESHOLDS, type LevelThresholds } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districtReportSettings } from '../../db/schema';

/** A district's performance-level thresholds (the defaults when it has set none). */
export async function thresholdsOf(db: Db, districtId: number): Promise<LevelThresholds> {
  const [row] = await db
    .select({
      approaches: districtReportSettings.approaches,
      meets: districtReportSettings.meets,
      masters: districtReportSettings.masters,
    })
    .from(districtReportSettings)
    .where(eq(districtReportSettings.districtId, districtId));
  return row ?? DEFAULT_LEVEL_THRESHOLDS;
}

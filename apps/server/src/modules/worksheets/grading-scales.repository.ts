import type { TGradingScale } from '@clearsheets/shared';
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gradingScales } from '../../db/schema';

/** The product's seeded constructed-response scales and the caller's own, smallest first. */
export async function listGradingScales(db: Db, ownerId: number): Promise<TGradingScale[]> {
  const rows = await db
    .select()
    .from(gradingScales)
    .where(or(isNull(gradingScales.ownerId), eq(gradingScales.ownerId, ownerId)))
    .orderBy(asc(gradingScales.maxPoints), asc(gradingScales.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    maxPoints: r.maxPoints,
    levels: r.levels as TGradingScale['levels'],
  }));
}

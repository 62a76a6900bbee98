import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

export async function findPreference(db: Db, userId: number, kind: number) {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.kind, kind)))
    .limit(1);
  return row;
}

/** One row per user and kind: saving again replaces the value. */
export async function upsertPreference(db: Db, userId: number, kind: number, value: Record<string, unknown>) {
  const now = new Date();
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, kind, value, updatedAt: now })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.kind], set: { value, updatedAt: now } })
    .returning();
  return row;
}

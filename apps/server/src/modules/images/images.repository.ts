import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export type NewImageRow = typeof images.$inferInsert;

/** Records an uploaded image (who, where it is stored, what it is). */
export async function insertImage(db: Db, values: NewImageRow) {
  const [row] = await db.insert(images).values(values).returning();
  return row!;
}

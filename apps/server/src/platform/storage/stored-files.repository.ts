import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFilePurpose = (typeof storedFiles.$inferInsert)['purpose'];
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** One writer at a time per quota (the school's, else the teacher's), so two uploads cannot both fit in the
 * space that holds one; released at the end of the transaction. */
export async function lockQuota(tx: Db, owner: { ownerId: number; schoolId: number | null }) {
  const key = owner.schoolId === null ? `stored-files:user:${owner.ownerId}` : `stored-files:school:${owner.schoolId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Bytes stored by the user, and by the school (0 without one). */
export async function usedBytes(db: Db, ownerId: number, schoolId: number | null) {
  const [row] = rowsOf<{ owner: number; school: number }>(
    await db.execute(
      sql`select coalesce(sum(bytes) filter (where owner_id = ${ownerId}), 0)::float8 as "owner",
                 coalesce(sum(bytes) filter (where school_id = ${schoolId ?? -1}), 0)::float8 as "school"
          from stored_files where owner_id = ${ownerId} or school_id = ${schoolId ?? -1}`,
    ),
  );
  return { owner: Number(row?.owner ?? 0), school: Number(row?.school ?? 0) };
}

export async function insertStoredFile(tx: Db, row: NewStoredFile) {
  await tx.insert(storedFiles).values(row);
}

export async function deleteStoredFile(db: Db, storageKey: string) {
  await db.delete(storedFiles).where(eq(storedFiles.storageKey, storageKey));
}

import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

// The lesson files the clean-up may remove: a lesson's video, captions and slide pages. A file is in use while a live
// lesson or a session (which keeps its own copy of the lesson) names its address.

/** A time as a typed parameter (drivers differ in how they send a Date). */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

const LESSON_FILE = sql`f.purpose in ('slide', 'lesson-video', 'lesson-captions')`;
const IN_USE = sql`(exists (select 1 from lessons l where l.deleted_at is null
                            and strpos(l.content::text, '/uploads/' || f.storage_key) > 0)
                    or exists (select 1 from lesson_sessions s
                            where strpos(s.content::text, '/uploads/' || f.storage_key) > 0))`;

/** Marks lesson files no lesson uses since `now` (keeping an earlier mark) and clears the mark of those in use. */
export async function markUnusedLessonFiles(db: Db, now: Date) {
  await db.execute(
    sql`update stored_files f set unused_since = case when ${IN_USE} then null else coalesce(f.unused_since, ${at(now)}) end
        where ${LESSON_FILE}`,
  );
}

/** Lesson files unused since before `cutoff`. */
export async function unusedLessonFilesBefore(db: Db, cutoff: Date, limit = 500) {
  const rows = rowsOf<{ key: string }>(
    await db.execute(
      sql`select f.storage_key as key from stored_files f
          where ${LESSON_FILE} and f.unused_since is not null and f.unused_since <= ${at(cutoff)}
          order by f.unused_since limit ${limit}`,
    ),
  );
  return rows.map((r) => r.key);
}

/** Deletes a file's rows if it is still unused since before `cutoff` (a lesson saved meanwhile keeps it). */
export async function deleteUnusedLessonFile(tx: Db, key: string, cutoff: Date): Promise<boolean> {
  const gone = rowsOf<{ key: string }>(
    await tx.execute(
      sql`delete from stored_files f where f.storage_key = ${key} and ${LESSON_FILE}
            and f.unused_since is not null and f.unused_since <= ${at(cutoff)} and not ${IN_USE}
          returning f.storage_key as key`,
    ),
  );
  if (!gone.length) return false;
  await tx.execute(sql`delete from images where storage_key = ${key}`);
  return true;
}

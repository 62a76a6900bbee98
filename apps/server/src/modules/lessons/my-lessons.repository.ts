import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessonStandards, lessons } from '../../db/schema';
import { query } from '../../db/sql-helpers';
import { type LessonRow, lessonSelect } from './lesson-library.repository';
import { teacherName } from './lesson-sessions.repository';

// My Clear Lessons (decision 0031): a teacher's own lessons, shared with their school or not.

/** Whether an admin confirmed the user's place at their school (decision 0028). */
export async function isPlacementConfirmed(db: Db, userId: number) {
  const [row] = await query<{ yes: boolean }>(
    db,
    sql`select placement_confirmed as yes from users where id = ${userId}`,
  );
  return !!row?.yes;
}

/** The teacher's own lessons and those shared with `schoolId` (the policy's `sharedSchoolOf`), newest first. */
export async function listMyLessons(db: Db, ownerId: number, schoolId: number | null) {
  return query<LessonRow & { owner: string | null }>(
    db,
    sql`select q.*, u.first_name || ' ' || u.last_name as owner from (${lessonSelect}
          where l.kind = 'my' and l.deleted_at is null
            and (l.owner_id = ${ownerId} ${schoolId ? sql`or l.shared_school_id = ${schoolId}` : sql``})
          order by l.updated_at desc, l.id desc limit 200) q
        join users u on u.id = q."ownerId"`,
  );
}

export async function ownerName(db: Db, userId: number | null) {
  if (!userId) return null;
  return teacherName(db, userId);
}

export interface LessonWrite {
  title: string;
  description: string;
  grade: string | null;
  content: unknown;
}

export async function insertMyLesson(tx: Db, ownerId: number, values: LessonWrite, standardIds: readonly number[]) {
  const [row] = await tx
    .insert(lessons)
    .values({ kind: 'my', ownerId, ...values })
    .returning({ id: lessons.id });
  await replaceLessonStandards(tx, row!.id, standardIds);
  return row!.id;
}

export async function updateMyLesson(tx: Db, lessonId: number, values: LessonWrite, standardIds: readonly number[]) {
  await tx
    .update(lessons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(sql`${lessons.id} = ${lessonId}`);
  await replaceLessonStandards(tx, lessonId, standardIds);
}

async function replaceLessonStandards(tx: Db, lessonId: number, standardIds: readonly number[]) {
  await tx.delete(lessonStandards).where(sql`${lessonStandards.lessonId} = ${lessonId}`);
  if (standardIds.length)
    await tx.insert(lessonStandards).values(standardIds.map((standardId) => ({ lessonId, standardId })));
}

export async function deleteMyLesson(db: Db, lessonId: number) {
  await db.update(lessons).set({ deletedAt: sql`now()` }).where(sql`${lessons.id} = ${lessonId}`);
}

export async function shareMyLesson(db: Db, lessonId: number, schoolId: number | null) {
  await db
    .update(lessons)
    .set({ sharedSchoolId: schoolId, updatedAt: sql`now()` })
    .where(sql`${lessons.id} = ${lessonId}`);
}

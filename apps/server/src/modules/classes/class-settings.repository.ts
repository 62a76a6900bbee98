import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classSettings, enrollments, studentSettings } from '../../db/schema';

export interface SettingsValues {
  readAloud: boolean;
  language: string;
  feedbackOption: number;
}
export type SettingsOverride = { [K in keyof SettingsValues]: SettingsValues[K] | null };

/** The class row, if the class has one yet (seeded and imported classes may not). */
export async function findClassSettings(db: Db, classId: number) {
  const [row] = await db.select().from(classSettings).where(eq(classSettings.classId, classId));
  return row;
}

/** One settings row per class: saving again replaces it. */
export async function upsertClassSettings(db: Db, classId: number, values: SettingsValues) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(classSettings)
    .values({ classId, ...set })
    .onConflictDoUpdate({ target: classSettings.classId, set });
}

/** Overrides are per student (they follow the student across classes), by student id. */
export async function findStudentOverrides(db: Db, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, SettingsOverride>();
  const rows = await db.select().from(studentSettings).where(inArray(studentSettings.studentId, studentIds));
  return new Map(
    rows.map((r) => [r.studentId, { readAloud: r.readAloud, language: r.language, feedbackOption: r.feedbackOption }]),
  );
}

/** One override row per student: saving again replaces it, nulls included. */
export async function upsertStudentOverride(db: Db, studentId: number, override: SettingsOverride) {
  const set = { ...override, updatedAt: new Date() };
  await db
    .insert(studentSettings)
    .values({ studentId, ...set })
    .onConflictDoUpdate({ target: studentSettings.studentId, set });
}

/** Settings are set only for students currently in the class. */
export async function isActivelyEnrolled(db: Db, classId: number, studentId: number) {
  const [row] = await db
    .select({ id: enrollments.studentId })
    .from(enrollments)
    .where(
      and(eq(enrollments.classId, classId), eq(enrollments.studentId, studentId), eq(enrollments.status, 'active')),
    );
  return !!row;
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignmentStudents, assignments, classes, classSettings, enrollments, studentSettings } from '../../db/schema';

/**
 * The assignment with this code if it was given to the student and they are still active in the class it came
 * through (what starting it checks); undefined for unknown codes, deleted assignments and anyone else's.
 */
export async function findJoinableAssignment(db: Db, code: string, studentId: number) {
  const [row] = await db
    .select({ assignmentId: assignments.id, title: assignments.title })
    .from(assignments)
    .innerJoin(
      assignmentStudents,
      and(eq(assignmentStudents.assignmentId, assignments.id), eq(assignmentStudents.studentId, studentId)),
    )
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.classId, assignmentStudents.classId),
        eq(enrollments.studentId, studentId),
        eq(enrollments.status, 'active'),
      ),
    )
    .where(and(eq(assignments.accessCode, code), isNull(assignments.deletedAt)))
    .limit(1);
  return row;
}

/** The student's own language setting (theirs or a teacher's per-student one), null when unset. */
export async function findOwnLanguage(db: Db, studentId: number) {
  const [row] = await db
    .select({ language: studentSettings.language })
    .from(studentSettings)
    .where(eq(studentSettings.studentId, studentId));
  return row?.language ?? null;
}

/** The language of the class the student joined last among their active classes that have settings. */
export async function findClassLanguage(db: Db, studentId: number) {
  const [row] = await db
    .select({ language: classSettings.language })
    .from(enrollments)
    .innerJoin(classes, and(eq(classes.id, enrollments.classId), isNull(classes.deletedAt)))
    .innerJoin(classSettings, eq(classSettings.classId, enrollments.classId))
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.status, 'active')))
    .orderBy(desc(enrollments.addedAt), desc(enrollments.classId))
    .limit(1);
  return row?.language ?? null;
}

/** Saves the student's own language, keeping their other per-student settings as they are. */
export async function saveOwnLanguage(db: Db, studentId: number, language: string) {
  const set = { language, updatedAt: new Date() };
  await db
    .insert(studentSettings)
    .values({ studentId, ...set })
    .onConflictDoUpdate({ target: studentSettings.studentId, set });
}

import { clearsheetsGrades, FREE_CLASS_STUDENT_LIMIT, licensedGradeMessage, liftsClassCap } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findActiveLicenses } from '../auth';
import { activeStudentCount, findLicenseHolder, primaryTeacherId } from './license-limits.repository';

/** The clearsheets licenses reaching a teacher: whether any is paid or premium, and whether any is premium. */
export async function clearsheetsLicenseOf(db: Db, teacherId: number) {
  const teacher = await findLicenseHolder(db, teacherId);
  if (!teacher) return { paid: false, premium: false, grades: [] as string[] };
  const rows = await findActiveLicenses(db, teacher.id, teacher.schoolId, teacher.districtId);
  const grades = clearsheetsGrades(rows);
  return { paid: grades === null, premium: liftsClassCap(rows), grades: grades ?? [] };
}

/** A free license opens only its licensed grades (spec section 6). */
export async function assertGradeLicensed(db: Db, teacherId: number, grade: string) {
  const lic = await clearsheetsLicenseOf(db, teacherId);
  if (lic.paid || lic.grades.includes(grade)) return;
  const message = licensedGradeMessage(lic.grades.join(', ') || 'none');
  throw new AppError(403, 'grade_not_licensed', 'gradeNoFullAccess', message, [{ field: 'body.grade', message }]);
}

/** Most students a class may hold: none for a premium class or a primary teacher on a premium license;
 * otherwise 30, on a paid license too (decision 0045: larger classes are what Premium adds). */
export async function studentLimitOf(db: Db, cls: { id: number; isPremium: boolean }): Promise<number | null> {
  if (cls.isPremium) return null;
  const teacherId = await primaryTeacherId(db, cls.id);
  if (teacherId && (await clearsheetsLicenseOf(db, teacherId)).premium) return null;
  return FREE_CLASS_STUDENT_LIMIT;
}

/** Refuses adding students past the class's limit. Call inside the transaction that adds them, after
 * locking the class row, so two imports cannot both squeeze in. */
export async function assertRoomFor(db: Db, cls: { id: number; isPremium: boolean }, adding: number) {
  const limit = await studentLimitOf(db, cls);
  if (limit === null) return;
  const current = await activeStudentCount(db, cls.id);
  if (current + adding > limit)
    throw new AppError(
      409,
      'class_full',
      'classFull',
      `The class has ${current} of ${limit} students; ${adding} more would not fit.`,
    );
}

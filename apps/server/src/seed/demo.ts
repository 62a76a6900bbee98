import {
  DEMO_PASSWORD,
  PIPELINE_STATUSES,
  PRODUCT_ID_CLEARSHEETS,
  type Role,
  STATE_TEXAS_ID,
} from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classes, classTeachers, districts, enrollments, licenses, schools, userProducts, users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';

/** The demo accounts listed on the login page in non-production configurations. */
export const DEMO_ACCOUNTS: {
  username: string;
  role: Role;
  label: string;
  first: string;
  last: string;
  school?: 1 | 2;
}[] = [
  { username: 'district.admin', role: 'DistrictAdmin', label: 'District admin', first: 'Dana', last: 'Whitfield' },
  { username: 'school.admin', role: 'SchoolAdmin', label: 'School admin', first: 'Marcus', last: 'Reed', school: 1 },
  { username: 'principal', role: 'Principal', label: 'Principal', first: 'Elena', last: 'Torres', school: 1 },
  {
    username: 'coach',
    role: 'InstructionalCoach',
    label: 'Instructional coach',
    first: 'Priya',
    last: 'Shah',
    school: 1,
  },
  { username: 'teacher', role: 'Teacher', label: 'Teacher (paid license)', first: 'Ana', last: 'Garcia', school: 1 },
  {
    username: 'teacher.free',
    role: 'Teacher',
    label: 'Teacher (free license)',
    first: 'Ben',
    last: 'Carter',
    school: 2,
  },
  { username: 'student', role: 'Student', label: 'Student', first: 'Mia', last: 'Lopez', school: 1 },
];

const GRADES_ALL = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

function schoolYear(today = new Date()) {
  const y = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return { startsOn: `${y}-07-01`, endsOn: `${y + 1}-06-30` };
}

const shiftYear = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** A district with two schools, one account per role, and the teacher's Grade 5 Math class with the
 * student in it. Bluebonnet Elementary holds a paid school
 * license (40 seats); the free teacher works at Pecan Grove, whose license starts next school year, and holds a
 * free trial of their own. */
export async function seedDemo(db: Db) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher')).limit(1);
  if (existing.length) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [district] = await tx
      .insert(districts)
      .values({ stateId: STATE_TEXAS_ID, name: 'Lone Oak ISD', pipelineStatus: PIPELINE_STATUSES.customer })
      .returning();
    if (!district) throw new Error('district not created');
    const created = await tx
      .insert(schools)
      .values([
        { districtId: district.id, name: 'Bluebonnet Elementary' },
        { districtId: district.id, name: 'Pecan Grove Middle School' },
      ])
      .returning();
    const schoolIds = { 1: created[0]?.id, 2: created[1]?.id } as const;
    const people = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          role: a.role,
          username: a.username,
          email: a.role === 'Student' ? null : `${a.username}@loneoak.example.org`,
          firstName: a.first,
          lastName: a.last,
          passwordHash,
          emailVerified: a.role !== 'Student',
          districtId: district.id,
          schoolId: a.school ? (schoolIds[a.school] ?? null) : null,
        })),
      )
      .returning();
    await tx.insert(userProducts).values(people.map((p) => ({ userId: p.id, productId: PRODUCT_ID_CLEARSHEETS })));
    const byName = (u: string) => people.find((p) => p.username === u)?.id ?? null;
    const year = schoolYear();
    const [math] = await tx
      .insert(classes)
      .values({ schoolId: schoolIds[1] as number, name: 'Grade 5 Math', grade: '5', subject: 'Math' })
      .returning();
    await tx.insert(classTeachers).values({ classId: math!.id, teacherId: byName('teacher')!, isPrimary: true });
    await tx.insert(enrollments).values({ classId: math!.id, studentId: byName('student')! });
    const lastYear = { startsOn: shiftYear(year.startsOn, -1), endsOn: shiftYear(year.endsOn, -1) };
    const nextYear = { startsOn: shiftYear(year.startsOn, 1), endsOn: shiftYear(year.endsOn, 1) };
    await tx.insert(licenses).values([
      { code: 'CKPD', scope: 'school', schoolId: schoolIds[1], grades: GRADES_ALL, seats: 40, ...year },
      // The license lists show every status: the district's license of last year (ended) and Pecan Grove's
      // premium license bought for next year (not started); neither reaches anyone today.
      { code: 'CKPD', scope: 'district', districtId: district.id, grades: GRADES_ALL, seats: 1200, ...lastYear },
      { code: 'CKPM', scope: 'school', schoolId: schoolIds[2], grades: GRADES_ALL, seats: 35, ...nextYear },
      { code: 'CKPD', scope: 'teacher', teacherId: byName('district.admin'), grades: GRADES_ALL, ...year },
      { code: 'CKF', scope: 'teacher', teacherId: byName('teacher.free'), grades: ['5'], ...year },
    ]);
  });
  return true;
}

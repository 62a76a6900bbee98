import { randomBytes } from 'node:crypto';
import {
  DEMO_PASSWORD,
  type LicenseCode,
  PRODUCT_ID_CLEARSHEETS,
  type Role,
  STATE_TEXAS_ID,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { districts, enrollments, licenses, schools, userProducts, users } from '../src/db/schema';
import { hashPassword } from '../src/platform/auth/passwords';

const unique = () => randomBytes(4).toString('hex');
let passwordHash: Promise<string> | undefined;

/** A district in Texas. */
export async function buildDistrict(db: Db, name = `District ${unique()}`) {
  const [row] = await db.insert(districts).values({ stateId: STATE_TEXAS_ID, name, pipelineStatus: 4 }).returning();
  return row!;
}

/** A school, in a new district unless one is given. */
export async function buildSchool(db: Db, opts: { districtId?: number; name?: string } = {}) {
  const districtId = opts.districtId ?? (await buildDistrict(db)).id;
  const [row] = await db
    .insert(schools)
    .values({ districtId, name: opts.name ?? `School ${unique()}` })
    .returning();
  return row!;
}

/** A user with password demo1234; staff and students get a school (and district) unless given. */
export async function buildUser(
  db: Db,
  opts: { role: Role; schoolId?: number; districtId?: number; license?: LicenseCode; status?: string } = {
    role: 'Teacher',
  },
) {
  let { schoolId, districtId } = opts;
  if (!schoolId && opts.role !== 'DistrictAdmin') {
    const school = await buildSchool(db, { districtId });
    schoolId = school.id;
    districtId = school.districtId;
  }
  if (!districtId) districtId = (await buildDistrict(db)).id;
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const username = `${opts.role.toLowerCase()}.${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      role: opts.role,
      username,
      email: opts.role === 'Student' ? null : `${username}@example.org`,
      firstName: 'Test',
      lastName: opts.role,
      passwordHash: await passwordHash,
      status: opts.status ?? 'active',
      schoolId: schoolId ?? null,
      districtId,
    })
    .returning();
  await db.insert(userProducts).values({ userId: user!.id, productId: PRODUCT_ID_CLEARSHEETS });
  if (opts.license)
    await db.insert(licenses).values({
      code: opts.license,
      scope: 'teacher',
      teacherId: user!.id,
      grades: ['3', '4', '5'],
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
    });
  return user!;
}

/** A form-encoded request body (inject would send a plain object as JSON). */
export const formBody = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Signs in through the real token endpoint. */
export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/connect/token',
    ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${username}: ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; expires_in: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A class (in the given school, else the teacher's or a new one) taught by the given teacher (else a new
 * paid one), with `students` active students named in alphabetical order: Ava, Ben, Cleo, ... */
export async function buildClassWithStudents(
  db: Db,
  opts: { teacherId?: number; schoolId?: number; students?: number; name?: string } = {},
) {
  const { classes, classTeachers, enrollments } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  let { teacherId, schoolId } = opts;
  if (teacherId && !schoolId) {
    const [teacher] = await db.select().from(users).where(eq(users.id, teacherId));
    schoolId = teacher?.schoolId ?? undefined;
  }
  if (!teacherId) {
    const teacher = await buildUser(db, { role: 'Teacher', schoolId, license: 'CKPD' });
    teacherId = teacher.id;
    schoolId = teacher.schoolId ?? undefined;
  }
  if (!schoolId) schoolId = (await buildSchool(db)).id;
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  const [cls] = await db
    .insert(classes)
    .values({ schoolId, name: opts.name ?? `Class ${unique()}`, grade: '5', subject: 'Math' })
    .returning();
  await db.insert(classTeachers).values({ classId: cls!.id, teacherId, isPrimary: true });
  const firstNames = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo'];
  const count = opts.students ?? 3;
  const tag = unique();
  const students = count
    ? await db
        .insert(users)
        .values(
          Array.from({ length: count }, (_, i) => ({
            role: 'Student',
            username: `kid${i + 1}.${tag}`,
            firstName: firstNames[i % firstNames.length] as string,
            lastName: `Pupil${String(i + 1).padStart(2, '0')}`,
            schoolId,
            districtId: school!.districtId,
          })),
        )
        .returning()
    : [];
  if (students.length)
    await db.insert(enrollments).values(students.map((s) => ({ classId: cls!.id, studentId: s.id })));
  return { cls: cls!, teacherId, students };
}

/** The id of a user (e.g. a seeded demo account) by username. */
export async function userIdOf(db: Db, username: string) {
  const { eq } = await import('drizzle-orm');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** How many students are actively enrolled in a class. */
export async function activeEnrollmentCount(db: Db, classId: number) {
  const { and, eq } = await import('drizzle-orm');
  const rows = await db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(eq(enrollments.classId, classId), eq(enrollments.status, 'active')));
  return rows.length;
}

/** Sends API requests as a user, signing each username in once per app. */
export function requestsAs(app: FastifyInstance) {
  const tokens = new Map<string, Promise<string>>();
  return async (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    let token = tokens.get(username);
    if (!token) {
      token = signIn(app, username).then((t) => t.access_token);
      tokens.set(username, token);
    }
    return app.inject({ method, url, headers: bearer(await token), ...(payload ? { payload } : {}) });
  };
}

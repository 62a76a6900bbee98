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
import { districts, licenses, schools, userProducts, users } from '../src/db/schema';
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

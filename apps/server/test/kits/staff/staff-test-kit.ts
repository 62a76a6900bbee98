import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, schools } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../build-app';
import { bearer, formBody, signIn } from '../../factories';

/** The test app plus sign-in, request and form helpers the staff tests share (one app per test file). */
export function useStaffTestKit() {
  const kit = {
    t: undefined as unknown as TestApp,
    bluebonnet: 0,
    pecanGrove: 0,
  };
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    kit.t = await buildTestApp();
    const rows = await kit.t.database.db.select().from(schools);
    kit.bluebonnet = rows.find((s) => s.name === 'Bluebonnet Elementary')!.id;
    kit.pecanGrove = rows.find((s) => s.name === 'Pecan Grove Middle School')!.id;
  });
  afterAll(() => kit.t.close());

  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await signIn(kit.t.app, username)).access_token);
    return bearer(tokens.get(username)!);
  };
  const call = async (username: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    kit.t.app.inject({ method, url, headers: await as(username), ...(payload ? { payload } : {}) });
  const passwordGrant = (username: string, password: string) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });
  const newTeacher = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.hopper.${Math.random().toString(36).slice(2, 8)}@loneoak.example.org`,
    role: 'Teacher',
    schoolId: kit.bluebonnet,
    ...overrides,
  });
  const auditActions = async (entityId: number) =>
    (
      await kit.t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(entityId)))
    ).map((a) => a.action);
  return { kit, as, call, passwordGrant, newTeacher, auditActions };
}

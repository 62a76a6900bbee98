import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, buildClassWithStudents, requestsAs, signIn } from '../../test/factories';
import { buildAssignment, mintToken, requester, saveBody } from '../../test/kits/attempts/test-support';
import { users } from '../db/schema';

// The app's real log output, captured while it handles normal traffic and requests that fail inside the
// database, must hold no student data or secret. The failures are real: check constraints added to this
// test's private database make the inserts fail in PostgreSQL (or PGlite), exactly as a bug or a race would.

const SECRET_NAME = 'Zephyrine';
const STAFF_LAST = 'Trapwell';
const ANSWER = 'Trapanswer: my secret essay about the old oak tree';
const SEARCH = 'Quillon';

describe('logs hold no names, answers, hashes or tokens', () => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
    await t.database.db.execute(
      sql.raw(
        `alter table users add constraint log_trap_name check (last_name <> '${STAFF_LAST}' and first_name <> '${SECRET_NAME}')`,
      ),
    );
    await t.database.db.execute(
      sql.raw(`alter table responses add constraint log_trap_answer check (answer::text not like '%Trapanswer%')`),
    );
  });
  afterAll(() => t.close());

  it('a failing staff insert (with its password hash), student insert and answer save log no values', async () => {
    const as = requestsAs(t.app);
    const [admin] = await t.database.db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(eq(users.username, 'school.admin'));
    const staff = await as('school.admin', 'POST', '/api/v1/staff', {
      firstName: 'Grace',
      lastName: STAFF_LAST,
      email: 'trap.teacher@loneoak.example.org',
      role: 'Teacher',
      schoolId: admin!.schoolId,
    });
    expect(staff.statusCode).toBe(500);
    expect(staff.json()).toMatchObject({ code: 'internal_error' });

    const { cls, teacherId } = await buildClassWithStudents(t.database.db, { students: 2 });
    const teacherToken = await mintToken(t.app, teacherId);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/classes/${cls.id}/students`,
      headers: bearer(teacherToken),
      payload: { students: [{ firstName: SECRET_NAME, lastName: 'Lee' }] },
    });
    expect(added.statusCode).toBe(500);

    const a = await buildAssignment(t.database.db, { students: 1 });
    const studentToken = await mintToken(t.app, a.students[0]!.id);
    const call = requester(t.app);
    const attemptId = (await call(studentToken, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)).json()
      .attemptId as number;
    const essay = a.questions.find((q) => q.answerType === 9)!;
    const saved = await call(
      studentToken,
      'PUT',
      `/api/v1/student/attempts/${attemptId}/responses/${essay.id}`,
      saveBody(1, { answerType: 9, text: ANSWER }),
    );
    expect(saved.statusCode).toBe(500);

    // Normal traffic: a password sign-in, bearer requests, a search word in a query string, a refused body.
    const session = await signIn(t.app, 'teacher');
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access_token) });
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/classes/${cls.id}/students?search=${SEARCH}`,
      headers: bearer(teacherToken),
    });
    await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${SECRET_NAME}&password=Hunter2Secret&client_id=clearsheets-web`,
    });

    const [hash] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'teacher'));
    const text = log();
    // The failures were logged, with what locates them.
    expect(text).toContain('unhandled error');
    expect(text).toContain('log_trap_name');
    expect(text).toContain('log_trap_answer');
    expect(text).toContain('23514'); // check_violation
    // And nothing a person typed, no hash, no token, no password.
    for (const secret of [
      SECRET_NAME,
      STAFF_LAST,
      'trap.teacher', // the email
      'Trapanswer',
      'old oak tree',
      SEARCH,
      '$argon2',
      hash!.passwordHash!.slice(0, 40),
      session.access_token,
      session.access_token.split('.')[1]!,
      session.refresh_token,
      studentToken.split('.')[2]!,
      'Hunter2Secret',
      'Bearer ',
      'Failing row contains',
      'params:',
    ])
      expect(text, `the logs contain ${secret}`).not.toContain(secret);
    // Every line is pino JSON; requests are logged by method and path alone.
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
    expect(requests.length).toBeGreaterThan(5);
    for (const r of requests) expect(Object.keys(r.req).sort()).toEqual(['host', 'method', 'remoteAddress', 'url']);
  });
});

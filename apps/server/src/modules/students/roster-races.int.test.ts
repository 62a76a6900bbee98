import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { activeEnrollmentCount, buildClassWithStudents, buildUser, requestsAs } from '../../../test/factories';
import { users } from '../../db/schema';

// Simultaneous requests: on PostgreSQL they truly overlap (on PGlite they queue), so these prove the
// class-row lock and the username retry there.
describe('roster races', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
  });
  afterAll(() => t.close());

  const activeCount = (classId: number) => activeEnrollmentCount(t.database.db, classId);
  const studentsNamed = (lastName: string) => t.database.db.select().from(users).where(eq(users.lastName, lastName));

  it('lets only one of several simultaneous adds take the last seat', async () => {
    const free = await buildUser(t.database.db, { role: 'Teacher', license: 'CKF' });
    const { cls } = await buildClassWithStudents(t.database.db, { teacherId: free.id, students: 29 });
    const add = (lastName: string) =>
      as(free.username, 'POST', `/api/v1/classes/${cls.id}/students`, { students: [{ firstName: 'Race', lastName }] });
    await add('Warmup').then((r) => expect(r.statusCode).toBe(201)); // signs in before the race
    await as(free.username, 'DELETE', `/api/v1/classes/${cls.id}/students/${(await studentsNamed('Warmup'))[0]!.id}`);
    // Different names, so only the cap (not a username) can refuse them.
    const results = await Promise.all(['Racera', 'Racerb', 'Racerc', 'Racerd'].map(add));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'class_full',
      'class_full',
      'class_full',
    ]);
    expect(await activeCount(cls.id)).toBe(30);
  });

  it('gives students of the same name added at the same moment different usernames', async () => {
    const teacher = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const classIds = await Promise.all(
      [1, 2, 3].map(
        async () => (await buildClassWithStudents(t.database.db, { teacherId: teacher.id, students: 0 })).cls.id,
      ),
    );
    await as(teacher.username, 'GET', '/api/v1/me/classes'); // signs in before the race
    const results = await Promise.all(
      classIds.map((id) =>
        as(teacher.username, 'POST', `/api/v1/classes/${id}/students`, {
          students: [{ firstName: 'Sam', lastName: 'Twin' }],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const usernames = results.map((r) => r.json().createdStudents[0].username);
    expect(new Set(usernames).size).toBe(3);
  });
});

import { TEAM_NAMES } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildClassWithStudents, buildUser, signIn } from '../../../test/factories';
import { auditLog, enrollments, users } from '../../db/schema';

type Group = { id: number; classId: number; name: string; students: { id: number; firstName: string }[] };

describe('small groups', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let classId: number;
  let kids: { id: number; firstName: string }[];
  let otherClassKid: number;
  let otherClassId: number;
  let coworker: string;

  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await signIn(t.app, username)).access_token);
    return bearer(tokens.get(username)!);
  };
  const call = async (username: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await as(username), ...(payload ? { payload } : {}) });
  const create = (name: string, studentIds: number[], username = 'teacher') =>
    call(username, 'POST', `/api/v1/classes/${classId}/groups`, { name, studentIds });
  const groupsOf = async (username = 'teacher') =>
    (await call(username, 'GET', `/api/v1/classes/${classId}/groups`)).json() as Group[];
  const names = (g: Group) => g.students.map((s) => s.firstName);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const [teacher] = await db.select().from(users).where(eq(users.username, 'teacher'));
    const built = await buildClassWithStudents(db, { teacherId: teacher!.id, students: 5 });
    classId = built.cls.id;
    kids = built.students;
    // Cleo is removed from the class (soft): she keeps her history but cannot join groups.
    await db
      .update(enrollments)
      .set({ status: 'removed', removedAt: new Date() })
      .where(and(eq(enrollments.classId, classId), eq(enrollments.studentId, kids[2]!.id)));
    const other = await buildClassWithStudents(db, { teacherId: teacher!.id, students: 1 });
    otherClassKid = other.students[0]!.id;
    otherClassId = other.cls.id;
    coworker = (await buildUser(db, { role: 'Teacher', schoolId: teacher!.schoolId!, license: 'CKPD' })).username;
  });
  afterAll(() => t.close());

  const [AVA, BEN, CLEO, DEV, ELI] = [0, 1, 2, 3, 4];
  const id = (i: number) => kids[i]!.id;

  it('creates a group with members, renames it, replaces its members and deletes it', async () => {
    const created = await create('Rocket Raccoons', [id(BEN), id(AVA)]);
    expect(created.statusCode).toBe(201);
    const group = created.json() as Group;
    expect(group).toEqual({
      id: expect.any(Number),
      classId,
      name: 'Rocket Raccoons',
      students: [
        { id: id(AVA), firstName: 'Ava', lastName: 'Pupil01' },
        { id: id(BEN), firstName: 'Ben', lastName: 'Pupil02' },
      ],
    });

    const renamed = await call('teacher', 'PATCH', `/api/v1/groups/${group.id}`, { name: 'Clever Comets' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Clever Comets', students: [{ id: id(AVA) }, { id: id(BEN) }] });

    const replaced = await call('teacher', 'PATCH', `/api/v1/groups/${group.id}`, { studentIds: [id(DEV), id(ELI)] });
    expect(replaced.statusCode).toBe(200);
    expect(names(replaced.json())).toEqual(['Dev', 'Eli']);
    expect((await groupsOf()).find((g) => g.id === group.id)).toMatchObject({ name: 'Clever Comets' });

    const emptied = await call('teacher', 'PATCH', `/api/v1/groups/${group.id}`, { name: 'Wise Owls', studentIds: [] });
    expect(emptied.json()).toMatchObject({ name: 'Wise Owls', students: [] });

    const deleted = await call('teacher', 'DELETE', `/api/v1/groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await groupsOf()).map((g) => g.id)).not.toContain(group.id);
    expect((await call('teacher', 'PATCH', `/api/v1/groups/${group.id}`, { name: 'Back' })).statusCode).toBe(404);
    expect((await call('teacher', 'DELETE', `/api/v1/groups/${group.id}`)).statusCode).toBe(404);

    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(group.id)));
    expect(actions.filter((a) => a.entityType === 'small_group').map((a) => a.action)).toEqual([
      'group.created',
      'group.updated',
      'group.updated',
      'group.updated',
      'group.deleted',
    ]);
  });

  it('lets a student be in several groups, listed by group name', async () => {
    const a = (await create('Puzzle Pandas', [id(AVA), id(DEV)])).json() as Group;
    const b = (await create('Math Magicians', [id(AVA), id(ELI)])).json() as Group;
    const listed = (await groupsOf()).filter((g) => [a.id, b.id].includes(g.id));
    expect(listed.map((g) => [g.name, names(g)])).toEqual([
      ['Math Magicians', ['Ava', 'Eli']],
      ['Puzzle Pandas', ['Ava', 'Dev']],
    ]);
  });

  it('refuses students not active in the class, naming studentIds, and changes nothing', async () => {
    const before = await groupsOf();
    for (const outsider of [id(CLEO), otherClassKid, 999_999]) {
      const res = await create('Brainy Bees', [id(AVA), outsider]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'studentIds', message: expect.any(String) }]);
      expect(res.json().detail).toContain(String(outsider));
    }
    const group = (await create('Brainy Bees', [id(AVA)])).json() as Group;
    const patch = await call('teacher', 'PATCH', `/api/v1/groups/${group.id}`, {
      name: 'Busy Beavers',
      studentIds: [id(BEN), otherClassKid],
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors[0].field).toBe('studentIds');
    expect((await groupsOf()).find((g) => g.id === group.id)).toMatchObject({
      name: 'Brainy Bees',
      students: [{ id: id(AVA) }],
    });
    expect((await groupsOf()).length).toBe(before.length + 1);
  });

  it('refuses a group name already used in the class, whatever its case', async () => {
    const first = (await create('Star Seekers', [])).json() as Group;
    const dup = await create('  star SEEKERS ', [id(BEN)]);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ status: 409, errors: [{ field: 'name' }] });
    const second = (await create('Moon Walkers', [])).json() as Group;
    const rename = await call('teacher', 'PATCH', `/api/v1/groups/${second.id}`, { name: 'STAR seekers' });
    expect(rename.statusCode).toBe(409);
    // A group may change the case of its own name.
    const own = await call('teacher', 'PATCH', `/api/v1/groups/${first.id}`, { name: 'STAR SEEKERS' });
    expect(own.statusCode).toBe(200);
    // Another class may use the same name.
    const elsewhere = await call('teacher', 'POST', `/api/v1/classes/${otherClassId}/groups`, { name: 'Star Seekers' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('hides members removed from the class and keeps their membership for a return', async () => {
    const group = (await create('Happy Hedgehogs', [id(BEN), id(DEV)])).json() as Group;
    const setStatus = (status: string) =>
      t.database.db
        .update(enrollments)
        .set({ status })
        .where(and(eq(enrollments.classId, classId), eq(enrollments.studentId, id(DEV))));
    await setStatus('removed');
    expect(names((await groupsOf()).find((g) => g.id === group.id)!)).toEqual(['Ben']);
    await call('teacher', 'PATCH', `/api/v1/groups/${group.id}`, { studentIds: [id(BEN), id(ELI)] });
    await setStatus('active');
    expect(names((await groupsOf()).find((g) => g.id === group.id)!)).toEqual(['Ben', 'Dev', 'Eli']);
  });

  it("gives another teacher 404 for a class's groups they do not teach, even in the same school", async () => {
    const group = (await create('Quiet Quails', [id(AVA)])).json() as Group;
    for (const username of ['teacher.free', coworker]) {
      expect((await call(username, 'GET', `/api/v1/classes/${classId}/groups`)).statusCode).toBe(404);
      expect((await create('Sneaky', [], username)).statusCode).toBe(404);
      expect((await call(username, 'PATCH', `/api/v1/groups/${group.id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(username, 'DELETE', `/api/v1/groups/${group.id}`)).statusCode).toBe(404);
    }
    expect((await call('teacher', 'GET', '/api/v1/classes/999999/groups')).statusCode).toBe(404);
    // A district admin of another district does not see the class either.
    const far = await buildUser(t.database.db, { role: 'DistrictAdmin', license: 'CKPD' });
    expect((await call(far.username, 'GET', `/api/v1/classes/${classId}/groups`)).statusCode).toBe(404);
    expect((await call(far.username, 'DELETE', `/api/v1/groups/${group.id}`)).statusCode).toBe(404);
    expect((await groupsOf()).find((g) => g.id === group.id)?.name).toBe('Quiet Quails');
  });

  it('lets school leaders read, school admins change, and refuses principals changes and students', async () => {
    expect((await call('principal', 'GET', `/api/v1/classes/${classId}/groups`)).statusCode).toBe(200);
    expect((await create('Leaders', [], 'principal')).statusCode).toBe(403);
    expect((await create('Admins Pick', [id(AVA)], 'school.admin')).statusCode).toBe(201);
    expect((await call('student', 'GET', `/api/v1/classes/${classId}/groups`)).statusCode).toBe(403);
    expect((await call('student', 'GET', '/api/v1/team-names')).statusCode).toBe(403);
  });

  it('gives distinct, kind team names from the shared list, at most 30', async () => {
    const byDefault = (await call('teacher', 'GET', '/api/v1/team-names')).json().names as string[];
    expect(byDefault).toHaveLength(6);
    const many = await call('teacher', 'GET', '/api/v1/team-names?count=30');
    expect(many.statusCode).toBe(200);
    const names30 = many.json().names as string[];
    expect(names30).toHaveLength(30);
    expect(new Set(names30).size).toBe(30);
    for (const name of [...byDefault, ...names30]) expect(TEAM_NAMES).toContain(name);
    expect((await call('teacher', 'GET', '/api/v1/team-names?count=1')).json().names).toHaveLength(1);
    for (const bad of ['31', '0', 'lots']) {
      const res = await call('teacher', 'GET', `/api/v1/team-names?count=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field).toBe('querystring.count');
    }
  });
});

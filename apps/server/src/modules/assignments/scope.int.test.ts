import type { Role } from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';

// Who sees an assignment: its teacher and the co-teachers of its classes (who may change it), the leaders of
// its school and the admins of its district (who only read). Everyone else gets 404, as if it did not exist.

describe('who may see and change an assignment', () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let assignmentId: number;
  const people: Record<string, string> = {};

  beforeAll(async () => {
    const north = await buildSchool(k.db());
    const south = await buildSchool(k.db(), { districtId: north.districtId });
    owner = await k.teacherWithClass({ schoolId: north.id, students: 2 });
    const worksheetId = (await k.worksheet()).id;
    assignmentId = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
    await k.answer(assignmentId, owner.students[0]!.id, 2, { answerType: 9, text: 'Because' });

    const user = async (role: Role, schoolId?: number, districtId?: number) =>
      (await buildUser(k.db(), { role, schoolId, districtId, license: role === 'Teacher' ? 'CKPD' : undefined }))
        .username;
    people.colleague = await user('Teacher', north.id);
    people.farTeacher = await user('Teacher');
    people.coTeacher = await user('Teacher', north.id);
    const [co] = await k.db().query.users.findMany({ where: (u, { eq }) => eq(u.username, people.coTeacher!) });
    await k.addCoTeacher(owner.cls.id, co!.id);
    people.schoolAdmin = await user('SchoolAdmin', north.id);
    people.principal = await user('Principal', north.id);
    people.coach = await user('InstructionalCoach', north.id);
    people.otherSchoolAdmin = await user('SchoolAdmin', south.id);
    people.districtAdmin = await user('DistrictAdmin', undefined, north.districtId);
    people.otherDistrictAdmin = await user('DistrictAdmin');
    await k.studentCanSignIn(owner.students[0]!.id);
    people.student = owner.students[0]!.username;
  });

  const reads = () => [
    `/api/v1/assignments/${assignmentId}`,
    `/api/v1/assignments/${assignmentId}/code`,
    `/api/v1/assignments/${assignmentId}/results`,
    `/api/v1/assignments/${assignmentId}/results.csv`,
    `/api/v1/assignments/${assignmentId}/results/students/${owner.students[0]!.id}`,
    `/api/v1/assignments/${assignmentId}/grading-queue`,
  ];
  const listed = async (username: string) =>
    ((await k.call(username, 'GET', '/api/v1/assignments?pageSize=100')).json().items as { id: number }[]).map(
      (a) => a.id,
    );

  it('gives 404 to teachers who guess the id, in the same school or not', async () => {
    for (const who of ['colleague', 'farTeacher']) {
      for (const url of reads()) expect((await k.call(people[who]!, 'GET', url)).statusCode, `${who} ${url}`).toBe(404);
      const patch = await k.call(people[who]!, 'PATCH', `/api/v1/assignments/${assignmentId}`, { title: 'Mine' });
      expect(patch.statusCode).toBe(404);
      expect((await k.call(people[who]!, 'DELETE', `/api/v1/assignments/${assignmentId}`)).statusCode).toBe(404);
      expect(await listed(people[who]!)).not.toContain(assignmentId);
    }
  });

  it('lets the teacher and co-teachers of its classes read and change it', async () => {
    for (const who of [owner.teacher.username, people.coTeacher!]) {
      for (const url of reads()) expect((await k.call(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(200);
      expect(await listed(who)).toContain(assignmentId);
      const patch = await k.call(who, 'PATCH', `/api/v1/assignments/${assignmentId}`, { dueAt: null });
      expect(patch.statusCode).toBe(200);
    }
    const detail = (await k.call(people.coTeacher!, 'GET', `/api/v1/assignments/${assignmentId}`)).json();
    expect(detail.questions).toHaveLength(4);
    expect(detail.questions[0].content.choices).toContainEqual({ id: 'b', text: '12', correct: true });
  });

  it("lets the school's leaders and the district's admin read, never change (403)", async () => {
    for (const who of ['schoolAdmin', 'principal', 'coach', 'districtAdmin']) {
      for (const url of reads()) expect((await k.call(people[who]!, 'GET', url)).statusCode, `${who} ${url}`).toBe(200);
      expect(await listed(people[who]!)).toContain(assignmentId);
      const patch = await k.call(people[who]!, 'PATCH', `/api/v1/assignments/${assignmentId}`, { title: 'Theirs' });
      expect(patch.statusCode, who).toBe(403);
      expect((await k.call(people[who]!, 'DELETE', `/api/v1/assignments/${assignmentId}`)).statusCode).toBe(403);
    }
  });

  it('gives 404 to leaders of another school or district', async () => {
    for (const who of ['otherSchoolAdmin', 'otherDistrictAdmin']) {
      for (const url of reads()) expect((await k.call(people[who]!, 'GET', url)).statusCode, `${who} ${url}`).toBe(404);
      expect(await listed(people[who]!)).not.toContain(assignmentId);
    }
  });

  it('refuses students every teacher route (403)', async () => {
    for (const url of [...reads(), '/api/v1/assignments', '/api/v1/teacher/pending-grading'])
      expect((await k.call(people.student!, 'GET', url)).statusCode, url).toBe(403);
    const patch = await k.call(people.student!, 'PATCH', `/api/v1/assignments/${assignmentId}`, { title: 'x' });
    expect(patch.statusCode).toBe(403);
  });

  it('asks for a token', async () => {
    const res = await k.kit.t.app.inject({ method: 'GET', url: `/api/v1/assignments/${assignmentId}` });
    expect(res.statusCode).toBe(401);
  });
});

import type { TTeacherHome } from '@clearsheets/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClassWithStudents } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';

describe("the teacher's home (GET /api/v1/teacher/home)", () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let other: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let mine: number;
  let past: number;
  let theirs: number;

  beforeAll(async () => {
    owner = await k.teacherWithClass({ students: 2 });
    other = await k.teacherWithClass({ schoolId: owner.teacher.schoolId!, students: 1 });
    const worksheetId = (await k.worksheet()).id;
    mine = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
    past = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
    await k.setDue(past, new Date(Date.now() - 86_400_000));
    theirs = (await k.assign(other.teacher.username, { worksheetId, classIds: [other.cls.id] })).id;
    await k.attempt(mine, owner.students[0]!.id, true);
  });

  const home = async (username: string) => {
    const res = await k.call(username, 'GET', '/api/v1/teacher/home');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TTeacherHome;
  };

  it("shows the teacher's own classes and open assignments with progress, never a colleague's", async () => {
    const body = await home(owner.teacher.username);
    expect(body.classes).toEqual([
      { id: owner.cls.id, name: owner.cls.name, grade: '5', subject: 'Math', studentCount: 2 },
    ]);
    expect(body.classCount).toBe(1);
    expect(body.activeAssignments.map((a) => a.id)).toEqual([mine]);
    expect(body.activeAssignments[0]).toMatchObject({
      classes: [{ id: owner.cls.id, name: owner.cls.name }],
      submitted: 1,
      assigned: 2,
    });
    expect(body.activeAssignmentCount).toBe(1);
    expect(body.assignmentCount).toBe(2);
    const text = JSON.stringify(body);
    expect(text).not.toContain(other.cls.name);
    expect(body.activeAssignments.map((a) => a.id)).not.toContain(theirs);
    expect(body.activeAssignments.map((a) => a.id)).not.toContain(past);
  });

  it('counts classes beyond the cards it returns', async () => {
    const busy = await k.teacherWithClass({ students: 0 });
    for (let i = 0; i < 13; i++) await buildClassWithStudents(k.db(), { teacherId: busy.teacher.id, students: 0 });
    const body = await home(busy.teacher.username);
    expect(body.classes).toHaveLength(12);
    expect(body.classCount).toBe(14);
  });

  it('is empty for a brand-new teacher, and says the monitor is open only to a license that has it', async () => {
    const fresh = await k.teacherWithClass({ students: 0 });
    const paid = await home(fresh.teacher.username);
    expect(paid).toMatchObject({ activeAssignments: [], activeAssignmentCount: 0, assignmentCount: 0 });
    expect(paid.abilities).toEqual({ monitor: true });
    const free = await k.teacherWithClass({ license: 'CKF', students: 0 });
    expect((await home(free.teacher.username)).abilities).toEqual({ monitor: false });
  });

  it('refuses everyone but teachers', async () => {
    for (const username of ['school.admin', 'principal', 'student'])
      expect((await k.call(username, 'GET', '/api/v1/teacher/home')).statusCode).toBe(403);
  });
});

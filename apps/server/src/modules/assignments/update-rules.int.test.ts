import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import { assignments } from '../../db/schema';

describe('changing and deleting an assignment (PATCH, DELETE /api/v1/assignments/:id)', () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let worksheetId: number;

  beforeAll(async () => {
    owner = await k.teacherWithClass({ students: 3 });
    worksheetId = (await k.worksheet()).id;
  });

  const create = (extra: Record<string, unknown> = {}) =>
    k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id], ...extra });
  const patch = (id: number, body: Record<string, unknown>, username = owner.teacher.username) =>
    k.call(username, 'PATCH', `/api/v1/assignments/${id}`, body);
  const rowOf = async (id: number) => (await k.db().select().from(assignments).where(eq(assignments.id, id)))[0]!;

  it('changes any setting until a student starts, with "Assignment updated" and an audit row', async () => {
    const { id } = await create({ dueAt: '2031-05-01T12:00:00.000Z' });
    const res = await patch(id, {
      title: 'Renamed',
      feedbackOption: 1,
      readAloud: false,
      shuffle: true,
      startsAt: '2031-04-01T08:00:00.000Z',
      dueAt: '2031-04-20T12:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.assignmentUpdated,
      title: 'Renamed',
      feedbackOption: 1,
      readAloud: false,
      shuffle: true,
      startsAt: '2031-04-01T08:00:00.000Z',
      dueAt: '2031-04-20T12:00:00.000Z',
      started: false,
    });
    const [audit] = await k.audits('assignment.updated', id);
    expect(audit!.details).toMatchObject({
      fields: ['title', 'feedbackOption', 'readAloud', 'shuffle', 'startsAt', 'dueAt'],
    });
  });

  it('refuses to change settings once a student started: "Students have already started this assignment..."', async () => {
    const { id } = await create({ startsAt: '2020-01-01T08:00:00.000Z', dueAt: '2031-05-01T12:00:00.000Z' });
    await k.attempt(id, owner.students[0]!.id);
    for (const change of [
      { title: 'New title' },
      { feedbackOption: 1 },
      { readAloud: false },
      { shuffle: true },
      { startsAt: '2020-01-02T08:00:00.000Z' },
      // Moving the due date earlier is a change of settings too.
      { dueAt: '2031-04-01T12:00:00.000Z' },
      { title: 'New title', dueAt: '2031-06-01T12:00:00.000Z' },
    ]) {
      const res = await patch(id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toMatchObject({ title: MESSAGES.assignmentStarted, code: 'assignment_started' });
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ feedbackOption: 2, readAloud: true, shuffle: false });
    expect(row.dueAt!.toISOString()).toBe('2031-05-01T12:00:00.000Z');

    // Sending the current values changes nothing, so it is not refused.
    const same = await patch(id, { feedbackOption: 2, readAloud: true, shuffle: false, title: row.title });
    expect(same.statusCode).toBe(200);
    expect(same.json().started).toBe(true);
  });

  it('always lets the due date be extended, set or removed', async () => {
    const { id } = await create({ startsAt: '2020-01-01T08:00:00.000Z', dueAt: '2031-05-01T12:00:00.000Z' });
    await k.attempt(id, owner.students[1]!.id);
    const later = await patch(id, { dueAt: '2031-06-01T12:00:00.000Z' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ message: MESSAGES.assignmentUpdated, dueAt: '2031-06-01T12:00:00.000Z' });
    const removed = await patch(id, { dueAt: null });
    expect(removed.json().dueAt).toBeNull();
    const set = await patch(id, { dueAt: '2031-07-01T12:00:00.000Z' });
    expect(set.json().dueAt).toBe('2031-07-01T12:00:00.000Z');
    // Still never before the start.
    const invalid = await patch((await create()).id, { dueAt: '2001-01-01T00:00:00.000Z' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().title).toBe(MESSAGES.dueBeforeStart);
  });

  it("always lets classes and students be added, from the teacher's own classes only", async () => {
    const { id } = await create();
    await k.attempt(id, owner.students[0]!.id);
    const second = await buildClassWithStudents(k.db(), { teacherId: owner.teacher.id, students: 2, name: 'Second' });
    const third = await buildClassWithStudents(k.db(), { teacherId: owner.teacher.id, students: 2, name: 'Third' });

    const added = await patch(id, { addClassIds: [second.cls.id] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: MESSAGES.assignmentUpdated, progress: { assigned: 5 } });
    expect(
      added
        .json()
        .classes.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([owner.cls.id, second.cls.id].sort());

    // One student of another of the teacher's classes: that class is listed too.
    const one = await patch(id, { addStudentIds: [third.students[0]!.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json().progress.assigned).toBe(6);
    expect(one.json().classes).toHaveLength(3);
    // Adding nobody, or someone who already has it, changes nothing.
    expect((await patch(id, { addStudentIds: [] })).json().progress.assigned).toBe(6);
    expect((await patch(id, { addStudentIds: [owner.students[0]!.id] })).json().progress.assigned).toBe(6);

    const stranger = await k.teacherWithClass({ schoolId: owner.teacher.schoolId! });
    const refused = await patch(id, { addStudentIds: [stranger.students[0]!.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      title: MESSAGES.studentsNotInYourClasses,
      errors: [{ field: 'body.addStudentIds', message: MESSAGES.studentsNotInYourClasses }],
    });
    expect((await patch(id, { addClassIds: [stranger.cls.id] })).statusCode).toBe(404);
  });

  it('lets a co-teacher of the class change it; refuses an empty change', async () => {
    const { id } = await create();
    const coTeacher = await buildUser(k.db(), { role: 'Teacher', schoolId: owner.teacher.schoolId!, license: 'CKPD' });
    await k.addCoTeacher(owner.cls.id, coTeacher.id);
    const res = await patch(id, { title: 'By the co-teacher' }, coTeacher.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('By the co-teacher');
    const empty = await patch(id, {});
    expect(empty.statusCode).toBe(400);
  });

  it('deletes softly: "Assignment deleted", gone from lists and from the students, audited', async () => {
    const { id } = await create();
    const student = owner.students[2]!;
    await k.studentCanSignIn(student.id);
    const before = await k.call(student.username, 'GET', '/api/v1/student/assignments');
    const ids = (body: { todo: { id: number }[]; inProgress: { id: number }[]; done: { id: number }[] }) =>
      [...body.todo, ...body.inProgress, ...body.done].map((a) => a.id);
    expect(ids(before.json())).toContain(id);

    const res = await k.call(owner.teacher.username, 'DELETE', `/api/v1/assignments/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.assignmentDeleted });
    expect((await rowOf(id)).deletedAt).not.toBeNull();
    expect(await k.audits('assignment.deleted', id)).toHaveLength(1);

    expect((await k.call(owner.teacher.username, 'GET', `/api/v1/assignments/${id}`)).statusCode).toBe(404);
    const list = await k.call(owner.teacher.username, 'GET', '/api/v1/assignments?pageSize=100');
    expect(list.json().items.map((a: { id: number }) => a.id)).not.toContain(id);
    const after = await k.call(student.username, 'GET', '/api/v1/student/assignments');
    expect(ids(after.json())).not.toContain(id);
    expect((await k.call(owner.teacher.username, 'DELETE', `/api/v1/assignments/${id}`)).statusCode).toBe(404);
  });
});

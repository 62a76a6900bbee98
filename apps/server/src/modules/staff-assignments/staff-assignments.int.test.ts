import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories';
import { assignments, staffAssignmentTeachers } from '../../db/schema';
import { useAssignmentsKit } from '../assignments/assignments-test-kit';

type Sent = { id: number; started: boolean; teachers: { id: number; status: string; acceptedAt: string | null }[] };

describe('district and school assignments', () => {
  const k = useAssignmentsKit();
  let districtId: number;
  let north: number;
  let south: number;
  let schoolAdmin: string;
  let districtAdmin: string;
  let ana: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let ben: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let cai: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let southTeacher: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let outsider: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let worksheetId: number;

  beforeAll(async () => {
    const first = await buildSchool(k.db());
    districtId = first.districtId;
    north = first.id;
    south = (await buildSchool(k.db(), { districtId })).id;
    schoolAdmin = (await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: north })).username;
    districtAdmin = (await buildUser(k.db(), { role: 'DistrictAdmin', districtId })).username;
    ana = await k.teacherWithClass({ schoolId: north });
    ben = await k.teacherWithClass({ schoolId: north });
    cai = await k.teacherWithClass({ schoolId: north });
    southTeacher = await k.teacherWithClass({ schoolId: south });
    outsider = await k.teacherWithClass();
    worksheetId = (await k.worksheet({ title: 'District benchmark' })).id;
  });

  const send = (username: string, teacherIds: number[], extra: Record<string, unknown> = {}) =>
    k.call(username, 'POST', '/api/v1/staff-assignments', { worksheetId, teacherIds, feedbackOption: 2, ...extra });
  const sendOk = async (teacherIds: number[], extra: Record<string, unknown> = {}) => {
    const res = await send(schoolAdmin, teacherIds, extra);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Sent;
  };
  const accept = (teacher: { username: string }, id: number, body: Record<string, unknown>) =>
    k.call(teacher.username, 'POST', `/api/v1/staff-assignments/${id}/accept`, body);
  const setTeachers = (id: number, teacherIds: number[], username = schoolAdmin) =>
    k.call(username, 'PATCH', `/api/v1/staff-assignments/${id}`, { teacherIds });

  it("a school admin sends to their school's teachers: 'Assignment added', each teacher 'received'", async () => {
    const res = await send(schoolAdmin, [ana.teacher.id, ben.teacher.id], { note: 'Before Friday', readAloud: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.assignmentAdded,
      title: 'District benchmark',
      note: 'Before Friday',
      level: 'school',
      readAloud: false,
      started: false,
    });
    expect(res.json().teachers.map((t: { status: string }) => t.status)).toEqual(['received', 'received']);
    expect(await k.audits('staff_assignment.created', res.json().id)).toHaveLength(1);

    const list = await k.call(schoolAdmin, 'GET', '/api/v1/staff-assignments');
    expect(list.json().map((s: Sent) => s.id)).toContain(res.json().id);
    const inbox = await k.call(ana.teacher.username, 'GET', '/api/v1/teacher/staff-assignments');
    expect(inbox.json()[0]).toMatchObject({
      id: res.json().id,
      status: 'received',
      note: 'Before Friday',
      assignmentIds: [],
    });
  });

  it('refuses teachers outside the school or district, naming them', async () => {
    for (const [who, id] of [
      [schoolAdmin, southTeacher.teacher.id],
      [schoolAdmin, outsider.teacher.id],
      [districtAdmin, outsider.teacher.id],
      [schoolAdmin, ana.students[0]!.id],
    ] as const) {
      const res = await send(who, [ana.teacher.id, id]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ title: MESSAGES.teachersNotInScope, detail: `Not teachers here: ${id}` });
    }
  });

  it('a district admin sends across the schools of the district', async () => {
    const res = await send(districtAdmin, [ana.teacher.id, southTeacher.teacher.id]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ level: 'district' });
    const inbox = await k.call(southTeacher.teacher.username, 'GET', '/api/v1/teacher/staff-assignments');
    expect(inbox.json()[0]).toMatchObject({ id: res.json().id, level: 'district', status: 'received' });
    // The school admin follows their school's sends only; the district's are the district admin's.
    const schoolList = await k.call(schoolAdmin, 'GET', '/api/v1/staff-assignments');
    expect(schoolList.json().map((s: Sent) => s.id)).not.toContain(res.json().id);
    expect((await setTeachers(res.json().id, [ana.teacher.id])).statusCode).toBe(404);
  });

  it('only school and district admins send', async () => {
    const principal = await buildUser(k.db(), { role: 'Principal', schoolId: north });
    expect((await send(principal.username, [ana.teacher.id])).statusCode).toBe(403);
    expect((await send(ana.teacher.username, [ben.teacher.id])).statusCode).toBe(403);
    const res = await send(schoolAdmin, [ana.teacher.id], { feedbackOption: undefined });
    expect(res.json().title).toBe(MESSAGES.chooseTeacherFirst);
    const missing = await send(schoolAdmin, [ana.teacher.id], {
      worksheetId: (await k.worksheet({ incomplete: true })).id,
    });
    expect(missing.json().title).toBe(MESSAGES.worksheetMissingAnswers);
  });

  it("a teacher accepts: an assignment with the admin's settings, the teacher marked accepted", async () => {
    const sent = await sendOk([ana.teacher.id, ben.teacher.id], {
      feedbackOption: 1,
      readAloud: false,
      shuffle: true,
      title: 'Benchmark 1',
      dueAt: '2031-03-01T12:00:00.000Z',
    });
    const res = await accept(ana.teacher, sent.id, { classIds: [ana.cls.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.worksheetAssigned,
      title: 'Benchmark 1',
      feedbackOption: 1,
      readAloud: false,
      shuffle: true,
      dueAt: '2031-03-01T12:00:00.000Z',
      progress: { assigned: 3 },
      teacher: { id: ana.teacher.id },
    });
    const [row] = await k.db().select().from(assignments).where(eq(assignments.id, res.json().id));
    expect(row!.staffAssignmentId).toBe(sent.id);

    const list = (await k.call(schoolAdmin, 'GET', '/api/v1/staff-assignments')).json() as Sent[];
    const now = list.find((s) => s.id === sent.id)!;
    expect(now.started).toBe(true);
    expect(now.teachers.find((t) => t.id === ana.teacher.id)).toMatchObject({ status: 'accepted' });
    expect(now.teachers.find((t) => t.id === ben.teacher.id)).toMatchObject({ status: 'received', acceptedAt: null });
    const inbox = (await k.call(ana.teacher.username, 'GET', '/api/v1/teacher/staff-assignments')).json();
    expect(inbox.find((s: { id: number }) => s.id === sent.id)).toMatchObject({
      status: 'accepted',
      assignmentIds: [res.json().id],
    });
    expect(await k.audits('staff_assignment.accepted', sent.id)).toHaveLength(1);

    // The teacher's own choices win over the admin's.
    const own = await accept(ben.teacher, sent.id, { classIds: [ben.cls.id], feedbackOption: 2, readAloud: true });
    expect(own.json()).toMatchObject({ feedbackOption: 2, readAloud: true, shuffle: true });
  });

  it('passes on an admin-authored worksheet the teacher could not open alone', async () => {
    const admin = await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: north });
    const own = await k.worksheet({ ownerId: admin.id, schoolId: north, title: "The admin's own" });
    const res = await k.call(admin.username, 'POST', '/api/v1/staff-assignments', {
      worksheetId: own.id,
      teacherIds: [cai.teacher.id],
      feedbackOption: 2,
    });
    expect(res.statusCode).toBe(201);
    const direct = await k.call(cai.teacher.username, 'POST', '/api/v1/assignments', {
      worksheetId: own.id,
      classIds: [cai.cls.id],
      feedbackOption: 2,
    });
    expect(direct.statusCode).toBe(404);
    const accepted = await accept(cai.teacher, res.json().id, { classIds: [cai.cls.id] });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().title).toBe("The admin's own");
  });

  it('accepting through POST /assignments with staffAssignmentId works the same; the worksheet must match', async () => {
    const sent = await sendOk([cai.teacher.id]);
    const other = await k.worksheet();
    const wrong = await k.call(cai.teacher.username, 'POST', '/api/v1/assignments', {
      worksheetId: other.id,
      classIds: [cai.cls.id],
      feedbackOption: 2,
      staffAssignmentId: sent.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().title).toBe(MESSAGES.staffAssignmentWorksheet);
    const res = await k.call(cai.teacher.username, 'POST', '/api/v1/assignments', {
      worksheetId,
      classIds: [cai.cls.id],
      feedbackOption: 1,
      staffAssignmentId: sent.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: MESSAGES.worksheetAssigned, feedbackOption: 1 });
    const [recipient] = await k
      .db()
      .select()
      .from(staffAssignmentTeachers)
      .where(eq(staffAssignmentTeachers.staffAssignmentId, sent.id));
    expect(recipient).toMatchObject({ teacherId: cai.teacher.id, status: 'accepted' });
  });

  it('lets several teachers accept at the same moment', async () => {
    const teachers = [ana, ben, cai];
    const sent = await sendOk(teachers.map((t) => t.teacher.id));
    const replies = await Promise.all(teachers.map((t) => accept(t.teacher, sent.id, { classIds: [t.cls.id] })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const now = ((await k.call(schoolAdmin, 'GET', '/api/v1/staff-assignments')).json() as Sent[]).find(
      (s) => s.id === sent.id,
    )!;
    expect(now.teachers.map((t) => t.status)).toEqual(['accepted', 'accepted', 'accepted']);
  });

  it('only recipients accept, into their own classes; a free license still needs a full-topic worksheet', async () => {
    const sent = await sendOk([ana.teacher.id]);
    expect((await accept(ben.teacher, sent.id, { classIds: [ben.cls.id] })).statusCode).toBe(404);
    expect((await accept(ana.teacher, sent.id, { classIds: [ben.cls.id] })).statusCode).toBe(404);
    expect((await accept(ana.teacher, sent.id, { classIds: [] })).json().title).toBe(MESSAGES.selectClassFirst);

    const free = await k.teacherWithClass({ schoolId: north, license: 'CKF' });
    const partial = await sendOk([free.teacher.id]);
    const refused = await accept(free.teacher, partial.id, { classIds: [free.cls.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(MESSAGES.freeLicenseFullTopicOnly);
  });

  it('adds teachers at any time; removes none once a teacher started (both messages)', async () => {
    const dee = await k.teacherWithClass({ schoolId: north });
    const sent = await sendOk([ana.teacher.id, ben.teacher.id]);
    // Before anyone accepted, the list may change freely.
    const swapped = await setTeachers(sent.id, [ana.teacher.id, cai.teacher.id]);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().message).toBe(MESSAGES.assignmentUpdated);
    expect(
      swapped
        .json()
        .teachers.map((t: { id: number }) => t.id)
        .sort(),
    ).toEqual([ana.teacher.id, cai.teacher.id].sort());
    expect((await accept(ana.teacher, sent.id, { classIds: [ana.cls.id] })).statusCode).toBe(201);

    const added = await setTeachers(sent.id, [ana.teacher.id, cai.teacher.id, dee.teacher.id]);
    expect(added.statusCode).toBe(200);
    expect(added.json().teachers).toHaveLength(3);

    const removeStarted = await setTeachers(sent.id, [cai.teacher.id, dee.teacher.id]);
    expect(removeStarted.statusCode).toBe(409);
    expect(removeStarted.json().title).toBe(MESSAGES.teacherStartedAssignment);
    // Removing the started teacher and another: the started one is named.
    const both = await setTeachers(sent.id, [dee.teacher.id]);
    expect(both.json().title).toBe(MESSAGES.teacherStartedAssignment);
    const removeOther = await setTeachers(sent.id, [ana.teacher.id, cai.teacher.id]);
    expect(removeOther.statusCode).toBe(409);
    expect(removeOther.json().title).toBe(MESSAGES.teachersCannotBeUnassigned);
    const outside = await setTeachers(sent.id, [ana.teacher.id, cai.teacher.id, dee.teacher.id, outsider.teacher.id]);
    expect(outside.json().title).toBe(MESSAGES.teachersNotInScope);
  });

  it('deletes only while no teacher accepted', async () => {
    const sent = await sendOk([ana.teacher.id, ben.teacher.id]);
    const del = await k.call(schoolAdmin, 'DELETE', `/api/v1/staff-assignments/${sent.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MESSAGES.assignmentDeleted });
    const inbox = (await k.call(ana.teacher.username, 'GET', '/api/v1/teacher/staff-assignments')).json();
    expect(inbox.map((s: { id: number }) => s.id)).not.toContain(sent.id);
    expect((await accept(ana.teacher, sent.id, { classIds: [ana.cls.id] })).statusCode).toBe(404);

    const started = await sendOk([ana.teacher.id]);
    await accept(ana.teacher, started.id, { classIds: [ana.cls.id] });
    const refused = await k.call(schoolAdmin, 'DELETE', `/api/v1/staff-assignments/${started.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(MESSAGES.teacherStartedAssignment);
    const otherAdmin = await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: south });
    expect((await k.call(otherAdmin.username, 'DELETE', `/api/v1/staff-assignments/${started.id}`)).statusCode).toBe(
      404,
    );
  });

  it('teachers read only their inbox; admins only their sends', async () => {
    expect((await k.call(ana.teacher.username, 'GET', '/api/v1/staff-assignments')).statusCode).toBe(403);
    expect((await k.call(schoolAdmin, 'GET', '/api/v1/teacher/staff-assignments')).statusCode).toBe(403);
    const fresh = await k.teacherWithClass({ schoolId: north });
    expect((await k.call(fresh.teacher.username, 'GET', '/api/v1/teacher/staff-assignments')).json()).toEqual([]);
  });
});

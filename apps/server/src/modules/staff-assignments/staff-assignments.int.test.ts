import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type Sent, useStaffAssignmentsKit } from '../../../test/kits/staff-assignments/staff-assignments-test-kit';

describe('district and school assignments: sending, recipients, withdrawing', () => {
  const { k, s, send, sendOk, accept, setTeachers } = useStaffAssignmentsKit();

  it("a school admin sends to their school's teachers: 'Assignment added', each teacher 'received'", async () => {
    const res = await send(s.schoolAdmin, [s.ana.teacher.id, s.ben.teacher.id], {
      note: 'Before Friday',
      readAloud: false,
    });
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

    const list = await k.call(s.schoolAdmin, 'GET', '/api/v1/staff-assignments');
    expect(list.json().map((x: Sent) => x.id)).toContain(res.json().id);
    const inbox = await k.call(s.ana.teacher.username, 'GET', '/api/v1/teacher/staff-assignments');
    expect(inbox.json()[0]).toMatchObject({
      id: res.json().id,
      status: 'received',
      note: 'Before Friday',
      assignmentIds: [],
    });
  });

  it('refuses teachers outside the school or district, naming them', async () => {
    for (const [who, id] of [
      [s.schoolAdmin, s.southTeacher.teacher.id],
      [s.schoolAdmin, s.outsider.teacher.id],
      [s.districtAdmin, s.outsider.teacher.id],
      [s.schoolAdmin, s.ana.students[0]!.id],
    ] as const) {
      const res = await send(who, [s.ana.teacher.id, id]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ title: MESSAGES.teachersNotInScope, detail: `Not teachers here: ${id}` });
    }
  });

  it('a district admin sends across the schools of the district', async () => {
    const res = await send(s.districtAdmin, [s.ana.teacher.id, s.southTeacher.teacher.id]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ level: 'district' });
    const inbox = await k.call(s.southTeacher.teacher.username, 'GET', '/api/v1/teacher/staff-assignments');
    expect(inbox.json()[0]).toMatchObject({ id: res.json().id, level: 'district', status: 'received' });
    // The school admin follows their school's sends only; the district's are the district admin's.
    const schoolList = await k.call(s.schoolAdmin, 'GET', '/api/v1/staff-assignments');
    expect(schoolList.json().map((x: Sent) => x.id)).not.toContain(res.json().id);
    expect((await setTeachers(res.json().id, [s.ana.teacher.id])).statusCode).toBe(404);
  });

  it('only school and district admins send', async () => {
    const principal = await buildUser(k.db(), { role: 'Principal', schoolId: s.north });
    expect((await send(principal.username, [s.ana.teacher.id])).statusCode).toBe(403);
    expect((await send(s.ana.teacher.username, [s.ben.teacher.id])).statusCode).toBe(403);
    const res = await send(s.schoolAdmin, [s.ana.teacher.id], { feedbackOption: undefined });
    expect(res.json().title).toBe(MESSAGES.chooseTeacherFirst);
    const missing = await send(s.schoolAdmin, [s.ana.teacher.id], {
      worksheetId: (await k.worksheet({ incomplete: true })).id,
    });
    expect(missing.json().title).toBe(MESSAGES.worksheetMissingAnswers);
  });

  it('adds teachers at any time; removes none once a teacher started (both messages)', async () => {
    const dee = await k.teacherWithClass({ schoolId: s.north });
    const sent = await sendOk([s.ana.teacher.id, s.ben.teacher.id]);
    // Before anyone accepted, the list may change freely.
    const swapped = await setTeachers(sent.id, [s.ana.teacher.id, s.cai.teacher.id]);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().message).toBe(MESSAGES.assignmentUpdated);
    expect(
      swapped
        .json()
        .teachers.map((t: { id: number }) => t.id)
        .sort(),
    ).toEqual([s.ana.teacher.id, s.cai.teacher.id].sort());
    expect((await accept(s.ana.teacher, sent.id, { classIds: [s.ana.cls.id] })).statusCode).toBe(201);

    const added = await setTeachers(sent.id, [s.ana.teacher.id, s.cai.teacher.id, dee.teacher.id]);
    expect(added.statusCode).toBe(200);
    expect(added.json().teachers).toHaveLength(3);

    const removeStarted = await setTeachers(sent.id, [s.cai.teacher.id, dee.teacher.id]);
    expect(removeStarted.statusCode).toBe(409);
    expect(removeStarted.json().title).toBe(MESSAGES.teacherStartedAssignment);
    // Removing the started teacher and another: the started one is named.
    const both = await setTeachers(sent.id, [dee.teacher.id]);
    expect(both.json().title).toBe(MESSAGES.teacherStartedAssignment);
    const removeOther = await setTeachers(sent.id, [s.ana.teacher.id, s.cai.teacher.id]);
    expect(removeOther.statusCode).toBe(409);
    expect(removeOther.json().title).toBe(MESSAGES.teachersCannotBeUnassigned);
    const outside = await setTeachers(sent.id, [
      s.ana.teacher.id,
      s.cai.teacher.id,
      dee.teacher.id,
      s.outsider.teacher.id,
    ]);
    expect(outside.json().title).toBe(MESSAGES.teachersNotInScope);
  });

  it('deletes only while no teacher accepted', async () => {
    const sent = await sendOk([s.ana.teacher.id, s.ben.teacher.id]);
    const del = await k.call(s.schoolAdmin, 'DELETE', `/api/v1/staff-assignments/${sent.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MESSAGES.assignmentDeleted });
    const inbox = (await k.call(s.ana.teacher.username, 'GET', '/api/v1/teacher/staff-assignments')).json();
    expect(inbox.map((x: { id: number }) => x.id)).not.toContain(sent.id);
    expect((await accept(s.ana.teacher, sent.id, { classIds: [s.ana.cls.id] })).statusCode).toBe(404);

    const started = await sendOk([s.ana.teacher.id]);
    await accept(s.ana.teacher, started.id, { classIds: [s.ana.cls.id] });
    const refused = await k.call(s.schoolAdmin, 'DELETE', `/api/v1/staff-assignments/${started.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(MESSAGES.teacherStartedAssignment);
    const otherAdmin = await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: s.south });
    expect((await k.call(otherAdmin.username, 'DELETE', `/api/v1/staff-assignments/${started.id}`)).statusCode).toBe(
      404,
    );
  });

  it('teachers read only their inbox; admins only their sends', async () => {
    expect((await k.call(s.ana.teacher.username, 'GET', '/api/v1/staff-assignments')).statusCode).toBe(403);
    expect((await k.call(s.schoolAdmin, 'GET', '/api/v1/teacher/staff-assignments')).statusCode).toBe(403);
    const fresh = await k.teacherWithClass({ schoolId: s.north });
    expect((await k.call(fresh.teacher.username, 'GET', '/api/v1/teacher/staff-assignments')).json()).toEqual([]);
  });
});

import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type Sent, useStaffAssignmentsKit } from '../../../test/kits/staff-assignments/staff-assignments-test-kit';
import { assignments, staffAssignmentTeachers } from '../../db/schema';

describe('district and school assignments: teachers passing them on', () => {
  const { k, s, sendOk, accept } = useStaffAssignmentsKit();

  it("a teacher accepts: an assignment with the admin's settings, the teacher marked accepted", async () => {
    const sent = await sendOk([s.ana.teacher.id, s.ben.teacher.id], {
      feedbackOption: 1,
      readAloud: false,
      shuffle: true,
      title: 'Benchmark 1',
      dueAt: '2031-03-01T12:00:00.000Z',
    });
    const res = await accept(s.ana.teacher, sent.id, { classIds: [s.ana.cls.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.worksheetAssigned,
      title: 'Benchmark 1',
      feedbackOption: 1,
      readAloud: false,
      shuffle: true,
      dueAt: '2031-03-01T12:00:00.000Z',
      progress: { assigned: 3 },
      teacher: { id: s.ana.teacher.id },
    });
    const [row] = await k.db().select().from(assignments).where(eq(assignments.id, res.json().id));
    expect(row!.staffAssignmentId).toBe(sent.id);

    const list = (await k.call(s.schoolAdmin, 'GET', '/api/v1/staff-assignments')).json() as Sent[];
    const now = list.find((x) => x.id === sent.id)!;
    expect(now.started).toBe(true);
    expect(now.teachers.find((t) => t.id === s.ana.teacher.id)).toMatchObject({ status: 'accepted' });
    expect(now.teachers.find((t) => t.id === s.ben.teacher.id)).toMatchObject({ status: 'received', acceptedAt: null });
    const inbox = (await k.call(s.ana.teacher.username, 'GET', '/api/v1/teacher/staff-assignments')).json();
    expect(inbox.find((x: { id: number }) => x.id === sent.id)).toMatchObject({
      status: 'accepted',
      assignmentIds: [res.json().id],
    });
    expect(await k.audits('staff_assignment.accepted', sent.id)).toHaveLength(1);

    // The teacher's own choices win over the admin's.
    const own = await accept(s.ben.teacher, sent.id, { classIds: [s.ben.cls.id], feedbackOption: 2, readAloud: true });
    expect(own.json()).toMatchObject({ feedbackOption: 2, readAloud: true, shuffle: true });
  });

  it('passes on an admin-authored worksheet the teacher could not open alone', async () => {
    const admin = await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: s.north });
    const own = await k.worksheet({ ownerId: admin.id, schoolId: s.north, title: "The admin's own" });
    const res = await k.call(admin.username, 'POST', '/api/v1/staff-assignments', {
      worksheetId: own.id,
      teacherIds: [s.cai.teacher.id],
      feedbackOption: 2,
    });
    expect(res.statusCode).toBe(201);
    const direct = await k.call(s.cai.teacher.username, 'POST', '/api/v1/assignments', {
      worksheetId: own.id,
      classIds: [s.cai.cls.id],
      feedbackOption: 2,
    });
    expect(direct.statusCode).toBe(404);
    const accepted = await accept(s.cai.teacher, res.json().id, { classIds: [s.cai.cls.id] });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().title).toBe("The admin's own");
  });

  it('accepting through POST /assignments with staffAssignmentId works the same; the worksheet must match', async () => {
    const sent = await sendOk([s.cai.teacher.id]);
    const other = await k.worksheet();
    const wrong = await k.call(s.cai.teacher.username, 'POST', '/api/v1/assignments', {
      worksheetId: other.id,
      classIds: [s.cai.cls.id],
      feedbackOption: 2,
      staffAssignmentId: sent.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().title).toBe(MESSAGES.staffAssignmentWorksheet);
    const res = await k.call(s.cai.teacher.username, 'POST', '/api/v1/assignments', {
      worksheetId: s.worksheetId,
      classIds: [s.cai.cls.id],
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
    expect(recipient).toMatchObject({ teacherId: s.cai.teacher.id, status: 'accepted' });
  });

  it('lets several teachers accept at the same moment', async () => {
    const teachers = [s.ana, s.ben, s.cai];
    const sent = await sendOk(teachers.map((t) => t.teacher.id));
    const replies = await Promise.all(teachers.map((t) => accept(t.teacher, sent.id, { classIds: [t.cls.id] })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const now = ((await k.call(s.schoolAdmin, 'GET', '/api/v1/staff-assignments')).json() as Sent[]).find(
      (x) => x.id === sent.id,
    )!;
    expect(now.teachers.map((t) => t.status)).toEqual(['accepted', 'accepted', 'accepted']);
  });

  it('only recipients accept, into their own classes; a free license still needs a full-topic worksheet', async () => {
    const sent = await sendOk([s.ana.teacher.id]);
    expect((await accept(s.ben.teacher, sent.id, { classIds: [s.ben.cls.id] })).statusCode).toBe(404);
    expect((await accept(s.ana.teacher, sent.id, { classIds: [s.ben.cls.id] })).statusCode).toBe(404);
    expect((await accept(s.ana.teacher, sent.id, { classIds: [] })).json().title).toBe(MESSAGES.selectClassFirst);

    const free = await k.teacherWithClass({ schoolId: s.north, license: 'CKF' });
    const partial = await sendOk([free.teacher.id]);
    const refused = await accept(free.teacher, partial.id, { classIds: [free.cls.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(MESSAGES.freeLicenseFullTopicOnly);
  });
});

import { MESSAGES } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import { assignmentStudents, assignments, enrollments } from '../../db/schema';
import { ACCESS_CODE_ALPHABET } from './access-code';
import { insertAssignment } from './assignments.repository';

describe('assigning a worksheet (POST /api/v1/assignments)', () => {
  const k = useAssignmentsKit();
  let teacher: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let library: { id: number; title: string };

  beforeAll(async () => {
    teacher = await k.teacherWithClass({ students: 4 });
    library = await k.worksheet({ title: 'Multiplication facts' });
  });

  const post = (body: Record<string, unknown>, username = teacher.teacher.username) =>
    k.call(username, 'POST', '/api/v1/assignments', body);

  it('assigns to a whole class: snapshot, code, recipients, totals, audit, notice', async () => {
    const res = await post({ worksheetId: library.id, classIds: [teacher.cls.id], feedbackOption: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: MESSAGES.assignmentAdded,
      title: 'Multiplication facts',
      worksheetId: library.id,
      feedbackOption: 1,
      readAloud: true,
      shuffle: false,
      dueAt: null,
      questionCount: 4,
      // 1 + 2 + 4; the not-graded question adds nothing.
      maxScore: 7,
      classes: [{ id: teacher.cls.id, name: teacher.cls.name }],
      started: false,
      teacher: { id: teacher.teacher.id, name: 'Test Teacher' },
      progress: { assigned: 4, notStarted: 4, inProgress: 0, submitted: 0, pendingGrading: 0, averagePercent: null },
    });
    expect(body.accessCode).toMatch(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{6}$`));

    const [row] = await k.db().select().from(assignments).where(eq(assignments.id, body.id));
    const snapshot = row!.questions as { id: number; answerType: number; content: { choices?: unknown[] } }[];
    expect(snapshot.map((q) => q.answerType)).toEqual([1, 3, 9, 8]);
    expect(snapshot[0]!.id).toEqual(expect.any(Number));
    // The snapshot keeps the answer keys, for scoring and for the teacher's preview.
    expect(snapshot[0]!.content.choices).toContainEqual({ id: 'b', text: '12', correct: true });
    expect(row!.schoolId).toBe(teacher.cls.schoolId);

    const recipients = await k
      .db()
      .select()
      .from(assignmentStudents)
      .where(eq(assignmentStudents.assignmentId, body.id));
    expect(recipients.map((r) => r.studentId).sort()).toEqual(teacher.students.map((s) => s.id).sort());
    expect(await k.audits('assignment.created', body.id)).toHaveLength(1);
  });

  it('gives a custom title and only the chosen students; removed students never receive it', async () => {
    const [ava, ben, cleo] = teacher.students;
    await k
      .db()
      .update(enrollments)
      .set({ status: 'removed', removedAt: new Date() })
      .where(and(eq(enrollments.classId, teacher.cls.id), eq(enrollments.studentId, teacher.students[3]!.id)));
    const whole = await post({ worksheetId: library.id, classIds: [teacher.cls.id], feedbackOption: 2 });
    expect(whole.json().progress.assigned).toBe(3);

    const chosen = await post({
      worksheetId: library.id,
      classIds: [teacher.cls.id],
      studentIds: [ava!.id, cleo!.id, ava!.id],
      feedbackOption: 2,
      title: 'Warm-up for Ava and Cleo',
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ title: 'Warm-up for Ava and Cleo', progress: { assigned: 2 } });

    const removed = await post({
      worksheetId: library.id,
      classIds: [teacher.cls.id],
      studentIds: [ben!.id, teacher.students[3]!.id],
      feedbackOption: 2,
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toMatchObject({
      title: MESSAGES.studentsNotInClasses,
      detail: `Not active in these classes: ${teacher.students[3]!.id}`,
      errors: [{ field: 'body.studentIds', message: MESSAGES.studentsNotInClasses }],
    });

    const none = await post({ worksheetId: library.id, classIds: [teacher.cls.id], studentIds: [], feedbackOption: 2 });
    expect(none.statusCode).toBe(400);
    expect(none.json().title).toBe(MESSAGES.addStudents);
  });

  it('refuses without a class: "Please select class first", before anything else', async () => {
    for (const body of [
      { worksheetId: library.id, classIds: [], feedbackOption: 2 },
      { worksheetId: library.id, feedbackOption: 2 },
      { worksheetId: library.id, classIds: [] },
      { classIds: [] },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe(MESSAGES.selectClassFirst);
      expect(res.json().errors[0]).toEqual({ field: 'body.classIds', message: MESSAGES.selectClassFirst });
    }
  });

  it('refuses without a feedback option: "Choose teacher option first"', async () => {
    for (const feedbackOption of [undefined, 3, 'end']) {
      const res = await post({ worksheetId: library.id, classIds: [teacher.cls.id], feedbackOption });
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe(MESSAGES.chooseTeacherFirst);
    }
  });

  it("refuses another teacher's class (404) and a worksheet the teacher cannot see (404)", async () => {
    const other = await k.teacherWithClass({ schoolId: teacher.teacher.schoolId! });
    const res = await post({ worksheetId: library.id, classIds: [teacher.cls.id, other.cls.id], feedbackOption: 2 });
    expect(res.statusCode).toBe(404);

    const privateSheet = await k.worksheet({ ownerId: other.teacher.id, schoolId: other.teacher.schoolId! });
    const hidden = await post({ worksheetId: privateSheet.id, classIds: [teacher.cls.id], feedbackOption: 2 });
    expect(hidden.statusCode).toBe(404);
    const unknown = await post({ worksheetId: 2_000_000_000, classIds: [teacher.cls.id], feedbackOption: 2 });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a co-teacher assign to the class', async () => {
    const coTeacher = await buildUser(k.db(), {
      role: 'Teacher',
      schoolId: teacher.teacher.schoolId!,
      license: 'CKPD',
    });
    await k.addCoTeacher(teacher.cls.id, coTeacher.id);
    const res = await post(
      { worksheetId: library.id, classIds: [teacher.cls.id], feedbackOption: 2 },
      coTeacher.username,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().teacher.id).toBe(coTeacher.id);
  });

  it('refuses a worksheet whose questions lack answers, or that has none', async () => {
    for (const ws of [await k.worksheet({ incomplete: true }), await k.worksheet({ questions: [] })]) {
      const res = await post({ worksheetId: ws.id, classIds: [teacher.cls.id], feedbackOption: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe(MESSAGES.worksheetMissingAnswers);
    }
  });

  it('lets a free license assign only full-topic worksheets', async () => {
    const free = await k.teacherWithClass({ license: 'CKF' });
    const partial = await k.worksheet({ isFullTopic: false });
    const full = await k.worksheet({ isFullTopic: true });
    const refused = await post(
      { worksheetId: partial.id, classIds: [free.cls.id], feedbackOption: 2 },
      free.teacher.username,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(MESSAGES.freeLicenseFullTopicOnly);
    const allowed = await post(
      { worksheetId: full.id, classIds: [free.cls.id], feedbackOption: 2 },
      free.teacher.username,
    );
    expect(allowed.statusCode).toBe(201);

    // The answers are checked before the license: the teacher first hears what is wrong with the worksheet.
    const broken = await k.worksheet({ isFullTopic: false, incomplete: true });
    const first = await post(
      { worksheetId: broken.id, classIds: [free.cls.id], feedbackOption: 2 },
      free.teacher.username,
    );
    expect(first.json().title).toBe(MESSAGES.worksheetMissingAnswers);

    // A paid license assigns anything.
    const paid = await post({ worksheetId: partial.id, classIds: [teacher.cls.id], feedbackOption: 2 });
    expect(paid.statusCode).toBe(201);
  });

  it('checks dates: the due date must come after the start', async () => {
    const res = await post({
      worksheetId: library.id,
      classIds: [teacher.cls.id],
      feedbackOption: 2,
      startsAt: '2030-01-10T08:00:00.000Z',
      dueAt: '2030-01-09T08:00:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      title: MESSAGES.dueBeforeStart,
      errors: [{ field: 'body.dueAt', message: MESSAGES.dueBeforeStart }],
    });
    const ok = await post({
      worksheetId: library.id,
      classIds: [teacher.cls.id],
      feedbackOption: 2,
      startsAt: '2030-01-10T08:00:00.000Z',
      dueAt: '2030-01-17T08:00:00.000Z',
    });
    expect(ok.json()).toMatchObject({ startsAt: '2030-01-10T08:00:00.000Z', dueAt: '2030-01-17T08:00:00.000Z' });
  });

  it('gives every assignment its own code, readable at /code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const created = await k.assign(teacher.teacher.username, { worksheetId: library.id, classIds: [teacher.cls.id] });
      const code = await k.call(teacher.teacher.username, 'GET', `/api/v1/assignments/${created.id}/code`);
      expect(code.json()).toEqual({ id: created.id, accessCode: created.accessCode });
      codes.add(created.accessCode);
    }
    expect(codes.size).toBe(5);
  });

  it('draws another code when the one drawn is taken', async () => {
    const first = await k.assign(teacher.teacher.username, { worksheetId: library.id, classIds: [teacher.cls.id] });
    const [row] = await k.db().select().from(assignments).where(eq(assignments.id, first.id));
    const { id: _id, accessCode: _code, createdAt: _c, updatedAt: _u, ...values } = row!;
    const draws = [first.accessCode, first.accessCode, `FRESH${first.id}`];
    let drawn = 0;
    const id = await insertAssignment(k.db(), values, () => draws[drawn++]!);
    expect(drawn).toBe(3);
    const [second] = await k.db().select().from(assignments).where(eq(assignments.id, id));
    expect(second!.accessCode).toBe(`FRESH${first.id}`);
  });

  it('is for teachers: students and admins are refused', async () => {
    const student = teacher.students[0]!;
    await k.studentCanSignIn(student.id);
    const body = { worksheetId: library.id, classIds: [teacher.cls.id], feedbackOption: 2 };
    expect((await post(body, student.username)).statusCode).toBe(403);
    const admin = await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: teacher.teacher.schoolId! });
    expect((await post(body, admin.username)).statusCode).toBe(403);
  });

  it('answers ids out of range with 400, never 500', async () => {
    for (const body of [
      { worksheetId: library.id, classIds: [3_000_000_000], feedbackOption: 2 },
      { worksheetId: 3_000_000_000, classIds: [teacher.cls.id], feedbackOption: 2 },
      { worksheetId: library.id, classIds: [teacher.cls.id], studentIds: [3_000_000_000], feedbackOption: 2 },
    ])
      expect((await post(body)).statusCode).toBe(400);
    const path = await k.call(teacher.teacher.username, 'GET', '/api/v1/assignments/99999999999');
    expect(path.statusCode).toBe(400);
  });
});

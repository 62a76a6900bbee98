import { MESSAGES, STATE_TEXAS_ID, type TQuestionInput } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_QUESTIONS, useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import { domains, standards, users } from '../../db/schema';

const [MC, TYPED, WRITTEN] = [0, 1, 2];

describe('results: the page, one student sheet, CSV', () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let assignmentId: number;
  const student = (i: number) => owner.students[i]!;
  const [AVA, BEN, CLEO, DEV] = [0, 1, 2, 3];
  const get = (url: string, username = owner.teacher.username) => k.call(username, 'GET', url);

  beforeAll(async () => {
    owner = await k.teacherWithClass({ students: 4 });
    const [domain] = await k
      .db()
      .insert(domains)
      .values({ stateId: STATE_TEXAS_ID, subjectId: k.kit.subjectId, grade: '5', code: 'RC2', name: 'Computation' })
      .returning();
    const [standard] = await k
      .db()
      .insert(standards)
      .values({
        domainId: domain!.id,
        stateId: STATE_TEXAS_ID,
        subjectId: k.kit.subjectId,
        grade: '5',
        code: '5.3K',
        description: 'add and subtract',
        stableKey: `TEST.${k.kit.subjectId}.5.3K`,
      })
      .returning();
    const questions = SAMPLE_QUESTIONS.map((q, i) => (i === MC ? { ...q, standardId: standard!.id } : q));
    const worksheetId = (await k.worksheet({ questions: questions as TQuestionInput[] })).id;
    assignmentId = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
  });

  it('says "No student completed the assignment" until someone submits', async () => {
    await k.answer(assignmentId, student(AVA).id, MC, { answerType: 1, choiceId: 'b' });
    const res = await get(`/api/v1/assignments/${assignmentId}/results`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.noStudentCompleted);
    expect(res.json().students.map((s: { status: string }) => s.status)).toEqual([
      'in_progress',
      'not_started',
      'not_started',
      'not_started',
    ]);
  });

  it("shows each student's state and score, and each question's answers summarised as text", async () => {
    await k.answer(assignmentId, student(AVA).id, TYPED, { answerType: 3, text: '  austin ' });
    await k.answer(assignmentId, student(AVA).id, WRITTEN, { answerType: 9, text: 'I used groups.' });
    await k.attempt(assignmentId, student(AVA).id, true);
    await k.answer(assignmentId, student(BEN).id, MC, { answerType: 1, choiceId: 'a' });
    await k.answer(assignmentId, student(BEN).id, TYPED, { answerType: 3, text: 'AUSTIN' });
    await k.attempt(assignmentId, student(BEN).id, true);
    await k.answer(assignmentId, student(CLEO).id, MC, { answerType: 1, choiceId: 'b' });
    await k.answer(assignmentId, student(CLEO).id, TYPED, { answerType: 3, text: 'Dallas' });

    const res = await get(`/api/v1/assignments/${assignmentId}/results`);
    const body = res.json();
    expect(body.message).toBeUndefined();
    expect(body.assignment).toMatchObject({
      id: assignmentId,
      maxScore: 7,
      progress: { assigned: 4, notStarted: 1, inProgress: 1, submitted: 2, pendingGrading: 1, averagePercent: 35.71 },
    });
    expect(body.students).toEqual([
      expect.objectContaining({
        studentId: student(AVA).id,
        name: 'Ava Pupil01',
        classId: owner.cls.id,
        status: 'submitted',
        score: 3,
        maxScore: 7,
        percent: 42.86,
        answeredCount: 3,
        pendingCount: 1,
        submittedAt: expect.any(String),
      }),
      expect.objectContaining({ name: 'Ben Pupil02', status: 'submitted', score: 2, percent: 28.57, pendingCount: 0 }),
      // In progress: no score yet.
      expect.objectContaining({
        name: 'Cleo Pupil03',
        status: 'in_progress',
        score: null,
        percent: null,
        answeredCount: 2,
      }),
      expect.objectContaining({ name: 'Dev Pupil04', status: 'not_started', score: null, submittedAt: null }),
    ]);
    expect(body.questions).toEqual([
      {
        questionId: expect.any(Number),
        number: 1,
        answerType: 1,
        prompt: 'What is 3 x 4?',
        standardCode: '5.3K',
        answeredCount: 3,
        correctShare: 0.67,
        topAnswers: [
          { answer: '12', count: 2, correct: true },
          { answer: '7', count: 1, correct: false },
        ],
      },
      expect.objectContaining({
        number: 2,
        standardCode: null,
        answeredCount: 3,
        correctShare: 0.67,
        // Typed answers are compared normalised: "  austin " and "AUSTIN" are one answer.
        topAnswers: [
          { answer: 'austin', count: 2, correct: true },
          { answer: 'dallas', count: 1, correct: false },
        ],
      }),
      // Written answers are read one by one, not tallied.
      expect.objectContaining({ number: 3, answerType: 9, answeredCount: 1, correctShare: 0, topAnswers: [] }),
      expect.objectContaining({ number: 4, answerType: 8, answeredCount: 0, correctShare: null, topAnswers: [] }),
    ]);
  });

  it("opens a student's sheet: key, answer, result and feedback; 'Not attempted yet.' when not started", async () => {
    const [snapshotMc, , snapshotWritten] = await k.snapshotOf(assignmentId);
    const queue = await get(`/api/v1/assignments/${assignmentId}/grading-queue`);
    const written = queue.json().find((q: { studentId: number }) => q.studentId === student(AVA).id);
    await k.call(owner.teacher.username, 'PUT', `/api/v1/responses/${written.responseId}/grade`, {
      score: 3,
      feedback: 'Show one more step.',
    });

    const res = await get(`/api/v1/assignments/${assignmentId}/results/students/${student(AVA).id}`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json();
    expect(sheet).toMatchObject({
      assignmentId,
      student: { id: student(AVA).id, name: 'Ava Pupil01' },
      status: 'submitted',
      score: 6,
      maxScore: 7,
    });
    expect(sheet.message).toBeUndefined();
    expect(sheet.questions[0]).toMatchObject({
      questionId: snapshotMc!.id,
      number: 1,
      answered: true,
      answer: { answerType: 1, choiceId: 'b' },
      result: { status: 'correct', score: 1, maxScore: 1, correctResponse: { answerType: 1, choiceId: 'b' } },
      question: { prompt: 'What is 3 x 4?', content: { choices: expect.any(Array) } },
      responseId: expect.any(Number),
    });
    expect(sheet.questions[2]).toMatchObject({
      questionId: snapshotWritten!.id,
      result: { status: 'partial', score: 3, maxScore: 4, feedback: 'Show one more step.', correctResponse: null },
      gradedAt: expect.any(String),
    });
    expect(sheet.questions[3]).toMatchObject({ answered: false, answer: null, result: null, responseId: null });

    const dev = await get(`/api/v1/assignments/${assignmentId}/results/students/${student(DEV).id}`);
    expect(dev.statusCode).toBe(200);
    expect(dev.json()).toMatchObject({
      status: 'not_started',
      message: MESSAGES.notAttemptedYet,
      score: null,
      submittedAt: null,
    });
    expect(dev.json().questions).toHaveLength(4);
    expect(dev.json().questions.every((q: { answered: boolean }) => !q.answered)).toBe(true);

    const stranger = await k.teacherWithClass();
    const notHere = await get(`/api/v1/assignments/${assignmentId}/results/students/${stranger.students[0]!.id}`);
    expect(notHere.statusCode).toBe(404);
  });

  it('exports CSV: BOM, header, a row per student, points per question, formulas neutralised', async () => {
    await k
      .db()
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil","x")', lastName: 'Pupil04' })
      .where(eq(users.id, student(DEV).id));
    await k
      .db()
      .update(users)
      .set({ firstName: 'Zoë, "Z"' })
      .where(eq(users.id, student(CLEO).id));
    const res = await get(`/api/v1/assignments/${assignmentId}/results.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="assignment-${assignmentId}-results.csv"`);
    const raw = res.rawPayload.toString('utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const lines = raw.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Student,Class,Status,Score,Max score,Percent,Submitted at,Q1,Q2,Q3,Q4',
      expect.stringMatching(new RegExp(`^Ava Pupil01,${owner.cls.name},Submitted,6,7,85.71,\\d{4}-.*Z,1,2,3,$`)),
      expect.stringMatching(/^Ben Pupil02,.*,Submitted,2,7,28.57,.*,0,2,,$/),
      `"Zoë, ""Z"" Pupil03",${owner.cls.name},In progress,,7,,,1,0,,`,
      `"'=HYPERLINK(""http://evil"",""x"") Pupil04",${owner.cls.name},Not started,,7,,,,,,`,
    ]);
  });

  it('marks constructed responses still waiting as pending in the CSV', async () => {
    await k.answer(assignmentId, student(BEN).id, WRITTEN, { answerType: 9, text: 'Late thoughts' });
    const raw = (await get(`/api/v1/assignments/${assignmentId}/results.csv`)).rawPayload.toString('utf8');
    expect(raw).toMatch(/Ben Pupil02,.*,0,2,pending,\r\n/);
  });
});

// Test support for assignments: one app per test file, worksheets written straight to the database, and
// students' attempts and answers written as the student side would (scored by the shared rules).
import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  DEMO_PASSWORD,
  type LicenseCode,
  scoreResponse,
  type TQuestion,
  type TQuestionInput,
} from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  assignments,
  attempts,
  auditLog,
  classTeachers,
  questions,
  responses,
  subjects,
  users,
  worksheets,
} from '../../../src/db/schema';
import { recomputeAttemptTotals } from '../../../src/modules/assignments/collaborators';
import { recordActivity } from '../../../src/platform/activity';
import { hashPassword } from '../../../src/platform/auth/passwords';
import type { Clock } from '../../../src/platform/clock';
import { buildTestApp, type TestApp } from '../../build-app';
import { bearer, buildClassWithStudents, buildUser, signIn } from '../../factories';

const tag = () => randomBytes(4).toString('hex');

/** The questions every test worksheet has: 1 point multi choice, 2 points typed, 4 points constructed, not graded. */
export const SAMPLE_QUESTIONS: TQuestionInput[] = [
  {
    answerType: 1,
    prompt: 'What is 3 x 4?',
    points: 1,
    content: {
      choices: [
        { id: 'a', text: '7', correct: false },
        { id: 'b', text: '12', correct: true },
        { id: 'c', text: '=SUM(A1)', correct: false },
      ],
    },
  },
  {
    answerType: 3,
    prompt: 'What is the capital of Texas?',
    points: 2,
    content: { acceptedAnswers: ['Austin'], caseSensitive: false, numericEquivalence: true },
  },
  { answerType: 9, prompt: 'Explain how you found the answer.', points: 4, content: {} },
  { answerType: 8, prompt: 'How did you feel about this worksheet?', points: 1, content: {} },
];

/** `clock`: what the app reads as now (reports at a fixed date); the system clock otherwise. */
export function useAssignmentsKit(opts: { clock?: Clock } = {}) {
  const kit = { t: undefined as unknown as TestApp, subjectId: 0 };
  const tokens = new Map<string, Promise<string>>();
  beforeAll(async () => {
    kit.t = await buildTestApp({}, { clock: opts.clock });
    const [subject] = await kit.t.database.db
      .insert(subjects)
      .values({ name: `Math ${tag()}` })
      .returning();
    kit.subjectId = subject!.id;
  });
  afterAll(() => kit.t.close());

  const db = () => kit.t.database.db;
  const as = async (username: string) => {
    let token = tokens.get(username);
    if (!token) {
      token = signIn(kit.t.app, username).then((r) => r.access_token);
      tokens.set(username, token);
    }
    return bearer(await token);
  };
  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => kit.t.app.inject({ method, url, headers: await as(username), ...(payload ? { payload } : {}) });

  /** A worksheet with questions (complete unless `incomplete`), in the library unless it has an owner. */
  async function worksheet(
    opts: {
      title?: string;
      isFullTopic?: boolean;
      ownerId?: number;
      schoolId?: number;
      questions?: TQuestionInput[];
      incomplete?: boolean;
    } = {},
  ) {
    const [ws] = await db()
      .insert(worksheets)
      .values({
        title: opts.title ?? `Multiplication ${tag()}`,
        grade: '5',
        subjectId: kit.subjectId,
        ownerId: opts.ownerId ?? null,
        schoolId: opts.schoolId ?? null,
        isLibrary: !opts.ownerId,
        isFullTopic: opts.isFullTopic ?? false,
      })
      .returning();
    const list = opts.questions ?? SAMPLE_QUESTIONS;
    if (list.length)
      await db()
        .insert(questions)
        .values(
          list.map((q, i) => ({
            worksheetId: ws!.id,
            position: i,
            answerType: q.answerType,
            points: q.points,
            data: q,
            isComplete: !(opts.incomplete && i === 0),
          })),
        );
    await db().update(worksheets).set({ questionCount: list.length }).where(eq(worksheets.id, ws!.id));
    return ws!;
  }

  /** A teacher (paid unless told) with a class of `students` students. */
  async function teacherWithClass(opts: { license?: LicenseCode; students?: number; schoolId?: number } = {}) {
    const teacher = await buildUser(db(), {
      role: 'Teacher',
      license: opts.license ?? 'CKPD',
      schoolId: opts.schoolId,
    });
    const built = await buildClassWithStudents(db(), { teacherId: teacher.id, students: opts.students ?? 3 });
    return { teacher, cls: built.cls, students: built.students };
  }

  async function addCoTeacher(classId: number, teacherId: number) {
    await db().insert(classTeachers).values({ classId, teacherId, isPrimary: false });
  }

  /** Assigns through the API; throws with the reply when it fails. */
  async function assign(username: string, body: Record<string, unknown>) {
    const res = await call(username, 'POST', '/api/v1/assignments', { feedbackOption: 2, ...body });
    if (res.statusCode !== 201) throw new Error(`assign failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; accessCode: string; maxScore: number; questionCount: number };
  }

  async function snapshotOf(assignmentId: number) {
    const [row] = await db().select().from(assignments).where(eq(assignments.id, assignmentId));
    return row!.questions as TQuestion[];
  }

  /** The student's attempt (started `at`, default now, unless it exists), submitted then when told. */
  async function attempt(assignmentId: number, studentId: number, submit = false, at?: Date) {
    const [existing] = await db()
      .select()
      .from(attempts)
      .where(and(eq(attempts.assignmentId, assignmentId), eq(attempts.studentId, studentId)));
    const id =
      existing?.id ??
      (await db().insert(attempts).values({ assignmentId, studentId, startedAt: at }).returning())[0]!.id;
    const event = { actorId: studentId, studentId, assignmentId, attemptId: id, type: ACTIVITY_TYPES.assessment };
    // The activity events the real start and submit write (reports' rollups follow them).
    if (!existing) await recordActivity(db(), { ...event, action: ACTIVITY_ACTIONS.started, occurredAt: at });
    if (submit) {
      await db()
        .update(attempts)
        .set({ status: 'submitted', submittedAt: at ?? new Date() })
        .where(eq(attempts.id, id));
      await recordActivity(db(), { ...event, action: ACTIVITY_ACTIONS.submitted, occurredAt: at });
    }
    return id;
  }

  /** Saves a student's answer to the question at `index` of the snapshot, scored by the shared rules. */
  async function answer(assignmentId: number, studentId: number, index: number, response: unknown, savedAt?: Date) {
    const question = (await snapshotOf(assignmentId))[index]!;
    const attemptId = await attempt(assignmentId, studentId, false, savedAt);
    const scored = scoreResponse(question, response);
    const [row] = await db()
      .insert(responses)
      .values({
        attemptId,
        questionId: question.id,
        answer: response,
        status: scored.status,
        score: scored.score,
        maxScore: scored.maxScore,
        perPart: scored.perPart ?? null,
        clientId: crypto.randomUUID(),
        clientSeq: Date.now(),
        savedAt: savedAt ?? new Date(),
        standardId: question.standardId ?? null,
      })
      .onConflictDoUpdate({
        target: [responses.attemptId, responses.questionId],
        set: { answer: response, status: scored.status, score: scored.score, savedAt: savedAt ?? new Date() },
      })
      .returning();
    await recomputeAttemptTotals(db(), attemptId);
    // The event the real save writes in its statement.
    await recordActivity(db(), {
      type: ACTIVITY_TYPES.assessmentItem,
      action: ACTIVITY_ACTIONS.completed,
      actorId: studentId,
      studentId,
      assignmentId,
      attemptId,
      questionId: question.id,
      standardId: question.standardId ?? null,
      score: scored.score,
      maxScore: scored.maxScore,
      occurredAt: savedAt,
    });
    return { responseId: row!.id, attemptId, questionId: question.id };
  }

  /** Gives a built student the demo password, so they can sign in. */
  async function studentCanSignIn(studentId: number) {
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, studentId));
  }

  const audits = async (action: string, entityId: number | string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  /** Moves an assignment's dates (tests of active and past lists): it started 30 days before `now`. */
  const setDue = (assignmentId: number, dueAt: Date | null, now = Date.now()) =>
    db()
      .update(assignments)
      .set({ dueAt, startsAt: new Date(now - 30 * 86_400_000) })
      .where(eq(assignments.id, assignmentId));

  return {
    kit,
    db,
    as,
    call,
    worksheet,
    teacherWithClass,
    addCoTeacher,
    assign,
    snapshotOf,
    attempt,
    answer,
    audits,
    setDue,
    studentCanSignIn,
  };
}

export type AssignmentsKit = ReturnType<typeof useAssignmentsKit>;

// Test and bench support (not imported by the app): an assignment built from rows, as the assign API would
// leave it, and real access tokens for students (who have no password in the factories).
import { randomBytes, randomUUID } from 'node:crypto';
import { type TAttemptState, type TQuestion, type TQuestionInput, ZQuestion } from '@clearsheets/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/client';
import {
  assignmentClasses,
  assignmentStudents,
  assignments,
  attempts,
  passages,
  questions,
  responses,
  subjects,
  users,
  worksheets,
} from '../../../src/db/schema';
import { insertRefreshToken } from '../../../src/modules/auth/auth.repository';
import { buildUserInfo, loadUserContext, roleOf } from '../../../src/modules/auth/user-claims';
import { buildClassWithStudents } from '../../factories';
import { SAMPLE_QUESTIONS } from './test-questions';

export { GOOD_ANSWERS, SAMPLE_QUESTIONS, WRONG_ANSWERS } from './test-questions';

export interface BuiltAssignment {
  assignmentId: number;
  classId: number;
  teacherId: number;
  students: { id: number; username: string }[];
  /** The snapshot as stored, in the teacher's order. */
  questions: TQuestion[];
}

export interface BuildAssignmentOptions {
  students?: number;
  feedbackOption?: 1 | 2;
  shuffle?: boolean;
  startsAt?: Date;
  dueAt?: Date | null;
  questions?: TQuestionInput[];
  /** Reuse a class (and its teacher) instead of building one. */
  classId?: number;
  teacherId?: number;
  studentIds?: number[];
}

async function subjectId(db: Db) {
  await db.insert(subjects).values({ name: 'Math' }).onConflictDoNothing();
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.name, 'Math'));
  return row!.id;
}

/**
 * A worksheet with real question rows, and an assignment of it to a class (from buildClassWithStudents) with
 * its snapshot (ids included, the passage inlined as `passage`), classes and recipients.
 */
export async function buildAssignment(db: Db, opts: BuildAssignmentOptions = {}): Promise<BuiltAssignment> {
  let classId = opts.classId;
  let teacherId = opts.teacherId;
  let students: { id: number; username: string }[] = [];
  if (!classId || !teacherId) {
    const built = await buildClassWithStudents(db, { students: opts.students ?? 3, teacherId });
    classId = built.cls.id;
    teacherId = built.teacherId;
    students = built.students.map((s) => ({ id: s.id, username: s.username }));
  }
  if (opts.studentIds) {
    students = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, opts.studentIds));
  }
  const [teacher] = await db.select().from(users).where(eq(users.id, teacherId));
  const [ws] = await db
    .insert(worksheets)
    .values({ title: 'Fractions check', grade: '5', subjectId: await subjectId(db), ownerId: teacherId })
    .returning();
  const [passage] = await db
    .insert(passages)
    .values({ worksheetId: ws!.id, title: 'The map', body: 'Rosa hid the map under the old oak tree.' })
    .returning();
  const inputs = opts.questions ?? SAMPLE_QUESTIONS;
  const rows = await db
    .insert(questions)
    .values(
      inputs.map((q, i) => ({
        worksheetId: ws!.id,
        position: i,
        answerType: q.answerType,
        points: q.points,
        data: q.answerType === 3 ? { ...q, passageId: passage!.id } : q,
        isComplete: true,
      })),
    )
    .returning();
  const snapshot = rows.map((r) => {
    const q = ZQuestion.parse({ ...(r.data as object), id: r.id });
    return q.passageId ? { ...q, passage: { id: passage!.id, title: passage!.title, body: passage!.body } } : q;
  });
  const [assignment] = await db
    .insert(assignments)
    .values({
      worksheetId: ws!.id,
      teacherId,
      schoolId: teacher!.schoolId!,
      title: 'Fractions check',
      accessCode: `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      feedbackOption: opts.feedbackOption ?? 2,
      shuffle: opts.shuffle ?? false,
      startsAt: opts.startsAt ?? new Date(Date.now() - 60_000),
      dueAt: opts.dueAt ?? null,
      questions: snapshot,
      questionCount: snapshot.length,
      maxScore: snapshot.reduce((sum, q) => sum + (q.answerType === 8 ? 0 : q.points), 0),
    })
    .returning();
  await db.insert(assignmentClasses).values({ assignmentId: assignment!.id, classId });
  if (students.length)
    await db
      .insert(assignmentStudents)
      .values(students.map((s) => ({ assignmentId: assignment!.id, studentId: s.id, classId: classId! })));
  return { assignmentId: assignment!.id, classId, teacherId, students, questions: snapshot };
}

/** A real access token for a user, signed by the app's token service exactly as /connect/token signs it
 * (the factories' students have no password, and 500 argon2 sign-ins would take minutes). */
export async function mintToken(app: FastifyInstance, userId: number): Promise<string> {
  const uc = await loadUserContext(app.ctx.db, userId);
  if (!uc) throw new Error(`no user ${userId}`);
  // An open sign-in for the token to belong to (tokens of ended sign-ins are refused).
  const familyId = randomUUID();
  await insertRefreshToken(app.ctx.db, {
    userId,
    familyId,
    tokenHash: randomBytes(32).toString('hex'),
    clientId: app.ctx.config.clientId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return app.ctx.accessTokens.sign(roleOf(uc.user), buildUserInfo(uc.user, uc), familyId);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Requests as the holder of `token`. */
export const requester =
  (app: FastifyInstance) => (token: string, method: Method, url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** A save body with a fresh client id. */
export const saveBody = (clientSeq: number, answer: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  clientSeq,
  answer,
  ...extra,
});

/** The one student of a new assignment, with their attempt started: what a test needs to save answers and read
 * the attempt and its stored responses back. `call` requests as anyone. */
export async function startedAttempt(app: FastifyInstance, db: Db, opts: BuildAssignmentOptions = {}) {
  const call = requester(app);
  const a = await buildAssignment(db, { students: 1, ...opts });
  const token = await mintToken(app, a.students[0]!.id);
  const start = async () =>
    (await call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)).json() as TAttemptState;
  const { attemptId } = await start();
  const save = (questionId: number, body: Record<string, unknown>) =>
    call(token, 'PUT', `/api/v1/student/attempts/${attemptId}/responses/${questionId}`, body);
  const attempt = async () => (await db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
  const stored = () => db.select().from(responses).where(eq(responses.attemptId, attemptId));
  return { a, token, attemptId, start, save, attempt, stored, call };
}

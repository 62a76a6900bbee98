// Test and bench support (not imported by the app): an assignment built from rows, as the assign API would
// leave it, and real access tokens for students (who have no password in the factories).
import { randomUUID } from 'node:crypto';
import { type TQuestion, type TQuestionInput, ZQuestion, ZQuestionInput } from '@clearsheets/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildClassWithStudents } from '../../../test/factories';
import type { Db } from '../../db/client';
import {
  assignmentClasses,
  assignmentStudents,
  assignments,
  passages,
  questions,
  subjects,
  users,
  worksheets,
} from '../../db/schema';
import { buildUserInfo, loadUserContext, roleOf } from '../auth/user-claims';

/** One question of every answer type (valid under ZQuestionInput); the text response reads a passage. */
export const SAMPLE_QUESTIONS: TQuestionInput[] = [
  {
    answerType: 1,
    prompt: 'What is $3 \\times 4$?',
    points: 2,
    content: {
      choices: [
        { id: 'a', text: '7', correct: false },
        { id: 'b', text: '12', correct: true },
        { id: 'c', text: '34', correct: false },
      ],
    },
  },
  {
    answerType: 2,
    prompt: 'Select every even number.',
    points: 2,
    content: {
      choices: [
        { id: 'a', text: '2', correct: true },
        { id: 'b', text: '3', correct: false },
        { id: 'c', text: '4', correct: true },
        { id: 'd', text: '5', correct: false },
      ],
    },
  },
  { answerType: 3, prompt: 'Who hid the map?', points: 1, content: { acceptedAnswers: ['Rosa'] } },
  {
    answerType: 4,
    prompt: 'Order from least to greatest.',
    points: 3,
    content: {
      items: [
        { id: 'w', text: '0.2' },
        { id: 'x', text: '1/2' },
        { id: 'y', text: '0.75' },
        { id: 'z', text: '1' },
      ],
    },
  },
  {
    answerType: 5,
    prompt: 'Click the triangle.',
    points: 1,
    content: {
      multiple: false,
      choices: [
        { id: 'sq', url: '/files/square.png', alt: 'A square', correct: false },
        { id: 'tri', url: '/files/triangle.png', alt: 'A triangle', correct: true },
      ],
    },
  },
  {
    answerType: 6,
    prompt: 'Complete the sentence.',
    points: 2,
    content: {
      template: 'The capital of Texas is {{blank:city}} and 6 / 4 = {{blank:q}}.',
      blanks: [
        { id: 'city', acceptedAnswers: ['Austin'] },
        { id: 'q', acceptedAnswers: ['1.5'] },
      ],
    },
  },
  {
    answerType: 7,
    prompt: 'Complete the table for $y = 2x$.',
    points: 2,
    content: {
      columns: [{ header: 'x' }, { header: 'y' }],
      rows: [
        {
          cells: [
            { kind: 'given', text: '3' },
            { kind: 'blank', id: 'y3', acceptedAnswers: ['6'] },
          ],
        },
        {
          cells: [
            { kind: 'blank', id: 'x5', acceptedAnswers: ['5'] },
            { kind: 'given', text: '10' },
          ],
        },
      ],
    },
  },
  { answerType: 8, prompt: 'How did you feel about fractions today?', points: 1, content: {} },
  {
    answerType: 9,
    prompt: 'Explain how you know $3/4 > 2/3$.',
    points: 4,
    content: { sampleAnswer: 'Common denominators: 9/12 > 8/12.' },
  },
  {
    answerType: 10,
    prompt: 'Choose the words that make the sentence true.',
    points: 2,
    content: {
      template: 'A square has {{choice:sides}} sides and {{choice:angles}} right angles.',
      dropdowns: [
        {
          id: 'sides',
          options: [
            { id: 's3', text: 'three', correct: false },
            { id: 's4', text: 'four', correct: true },
          ],
        },
        {
          id: 'angles',
          options: [
            { id: 'a2', text: 'two', correct: false },
            { id: 'a4', text: 'four', correct: true },
          ],
        },
      ],
    },
  },
].map((q) => ZQuestionInput.parse(q));

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
  return app.ctx.accessTokens.sign(roleOf(uc.user), buildUserInfo(uc.user, uc));
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

/** A full-marks answer to each sample question, by answer type (8: any text; 9: waits for the teacher). */
export const GOOD_ANSWERS: Record<number, Record<string, unknown>> = {
  1: { answerType: 1, choiceId: 'b' },
  2: { answerType: 2, choiceIds: ['a', 'c'] },
  3: { answerType: 3, text: 'Rosa' },
  4: { answerType: 4, order: ['w', 'x', 'y', 'z'] },
  5: { answerType: 5, choiceIds: ['tri'] },
  6: { answerType: 6, blanks: { city: 'Austin', q: '1.5' } },
  7: { answerType: 7, cells: { y3: '6', x5: '5' } },
  8: { answerType: 8, text: 'Good, thanks' },
  9: { answerType: 9, text: 'Make the denominators equal: 9/12 is more than 8/12.' },
  10: { answerType: 10, selections: { sides: 's4', angles: 'a4' } },
};
/** A wrong answer to each auto-scored sample question, by answer type. */
export const WRONG_ANSWERS: Record<number, Record<string, unknown>> = {
  1: { answerType: 1, choiceId: 'a' },
  2: { answerType: 2, choiceIds: ['b'] },
  3: { answerType: 3, text: 'Tom' },
  4: { answerType: 4, order: ['z', 'y', 'x', 'w'] },
  5: { answerType: 5, choiceIds: ['sq'] },
  6: { answerType: 6, blanks: { city: 'Dallas', q: '2' } },
  7: { answerType: 7, cells: { y3: '7', x5: '4' } },
  10: { answerType: 10, selections: { sides: 's3', angles: 'a2' } },
};

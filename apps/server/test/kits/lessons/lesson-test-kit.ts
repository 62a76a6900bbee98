// Test support for live lessons (not imported by the app): a small lesson of every live part (a mood check-in, a
// thumbs check, a checkpoint with a re-check, an exit ticket, the follow-up slides), a class of three students and
// its paid teacher, and the calls around a session.
import { type TLessonContent, type TQuestion, ZLessonContent } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client';
import { lessons, standards } from '../../../src/db/schema';
import { buildClassWithStudents } from '../../factories';
import { GOOD_ANSWERS, mintToken, requester, SAMPLE_QUESTIONS, WRONG_ANSWERS } from '../attempts/test-support';

const mc = { ...SAMPLE_QUESTIONS[0]!, id: 1 } as TQuestion;
const text = { ...SAMPLE_QUESTIONS[2]!, id: 2, prompt: 'Who hid the map? (Rosa did.)' } as TQuestion;
const recheck = { ...SAMPLE_QUESTIONS[0]!, id: 3 } as TQuestion;
const exit = { ...SAMPLE_QUESTIONS[0]!, id: 4 } as TQuestion;

/** Right and wrong answers to the kit's questions by id. */
export const RIGHT = { 1: GOOD_ANSWERS[1]!, 2: GOOD_ANSWERS[3]!, 3: GOOD_ANSWERS[1]!, 4: GOOD_ANSWERS[1]! } as const;
export const WRONG = {
  1: WRONG_ANSWERS[1]!,
  2: WRONG_ANSWERS[3]!,
  3: WRONG_ANSWERS[1]!,
  4: WRONG_ANSWERS[1]!,
} as const;

export const KIT_CONTENT: TLessonContent = ZLessonContent.parse({
  slides: [
    {
      key: 'hello',
      title: 'Check in',
      target: 1,
      components: [{ key: 'mood', kind: 1, template: 2, prompt: 'How do you feel?' }],
    },
    {
      key: 'teach',
      title: 'Times tables',
      target: 1,
      components: [
        {
          key: 'explain',
          kind: 7,
          title: 'Arrays',
          body: '$3 \\times 4$ is three rows of four.',
          cfu: { format: 1, prompt: 'Does that make sense?' },
        },
      ],
    },
    {
      key: 'cp',
      title: 'Checkpoint',
      target: 1,
      components: [
        {
          key: 'checkpoint',
          kind: 5,
          title: 'Checkpoint',
          slideType: 1,
          standardId: null,
          questions: [mc, text],
          pathway: { slideKeys: ['enrich'] },
          intervention: { kind: 3, slideKeys: ['reteach'], recheck: [recheck] },
        },
      ],
    },
    {
      key: 'et',
      title: 'Exit ticket',
      target: 1,
      components: [
        {
          key: 'exit',
          kind: 6,
          title: 'Exit ticket',
          slideType: 3,
          standardId: null,
          questions: [exit],
          pathway: { slideKeys: ['enrich'] },
          intervention: { kind: 2, slideKeys: ['reteach'], recheck: [] },
        },
      ],
    },
    {
      key: 'enrich',
      title: 'Challenge',
      target: 2,
      components: [{ key: 'challenge', kind: 7, title: 'Challenge', body: 'What is $13 \\times 14$?' }],
    },
    {
      key: 'reteach',
      title: 'Again, slowly',
      target: 2,
      components: [{ key: 'again', kind: 7, title: 'Again', body: 'Count the dots: 3 rows of 4.' }],
    },
  ],
});

export interface LessonKit {
  lessonId: number;
  classId: number;
  teacherId: number;
  students: { id: number }[];
  teacherToken: string;
  studentTokens: string[];
  call: ReturnType<typeof requester>;
  /** Launches a session for the kit's class as its teacher; returns its id and code. */
  launch(): Promise<{ id: number; accessCode: string }>;
  control(sessionId: number, body: Record<string, unknown>): Promise<void>;
  join(sessionId: number, student: number): Promise<void>;
  /** Answers as the student (next client sequence); returns the reply. */
  answer(
    sessionId: number,
    student: number,
    componentKey: string,
    itemKey: string,
    value: unknown,
  ): Promise<{ statusCode: number; json: () => unknown; body: string }>;
}

/** The kit's content with its checks and their questions on one standard (reports count answers by standard). */
export function kitContentOn(standardId: number): TLessonContent {
  const content = structuredClone(KIT_CONTENT);
  for (const slide of content.slides)
    for (const c of slide.components)
      if (c.kind === 5 || c.kind === 6) {
        c.standardId = standardId;
        for (const q of [...c.questions, ...c.intervention.recheck]) q.standardId = standardId;
      }
  return content;
}

/** A lesson in the database, its checks on the seeded standard 5.3A, and a class to teach it to. */
export async function insertKitLesson(db: Db, ownerId: number | null, title = 'Times tables live') {
  const [standard] = await db.select({ id: standards.id }).from(standards).where(eq(standards.code, '5.3A'));
  const [row] = await db
    .insert(lessons)
    .values({
      kind: ownerId ? 'my' : 'clear',
      ownerId,
      title,
      grade: '5',
      content: standard ? kitContentOn(standard.id) : KIT_CONTENT,
    })
    .returning({ id: lessons.id });
  return row!.id;
}

export async function lessonKit(
  app: FastifyInstance,
  db: Db,
  opts: { via?: FastifyInstance } = {},
): Promise<LessonKit> {
  const built = await buildClassWithStudents(db, { students: 3 });
  const lessonId = await insertKitLesson(db, null);
  const call = requester(opts.via ?? app);
  const teacherToken = await mintToken(app, built.teacherId);
  const studentTokens = await Promise.all(built.students.map((s) => mintToken(app, s.id)));
  const seqs = new Map<number, number>();
  return {
    lessonId,
    classId: built.cls.id,
    teacherId: built.teacherId,
    students: built.students,
    teacherToken,
    studentTokens,
    call,
    async launch() {
      const res = await call(teacherToken, 'POST', `/api/v1/lessons/${lessonId}/sessions`, {
        classIds: [built.cls.id],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; accessCode: string };
    },
    async control(sessionId, body) {
      const res = await call(teacherToken, 'POST', `/api/v1/lessons/sessions/${sessionId}/control`, body);
      expect(res.statusCode, res.body).toBe(200);
    },
    async join(sessionId, student) {
      const res = await call(studentTokens[student]!, 'POST', `/api/v1/student/lessons/sessions/${sessionId}/join`);
      expect(res.statusCode, res.body).toBe(200);
    },
    async answer(sessionId, student, componentKey, itemKey, value) {
      const seq = (seqs.get(student) ?? 0) + 1;
      seqs.set(student, seq);
      return call(studentTokens[student]!, 'PUT', `/api/v1/student/lessons/sessions/${sessionId}/answers`, {
        componentKey,
        itemKey,
        value: value as never,
        clientSeq: seq,
      });
    },
  };
}

// Test support for the monitor (not imported by the app): an assignment of every answer type to three
// students, tokens for its teacher and students, and the student's player calls.
import { assignmentRoom, type TAttemptState, type TMonitorState, type TServerMessage } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client';
import { ofType, openSocket, type TestSocket } from '../../realtime-client';
import { type BuiltAssignment, buildAssignment, mintToken, requester, saveBody } from '../attempts/test-support';

export interface MonitorKit {
  a: BuiltAssignment;
  room: string;
  teacherToken: string;
  studentTokens: string[];
  /** Starts (or resumes) a student's attempt; returns its id. */
  start(student: number): Promise<number>;
  /** Saves an answer as the student (started first when needed); returns the reply. */
  save(student: number, questionIndex: number, answer: Record<string, unknown>): Promise<unknown>;
  move(student: number, questionIndex: number): Promise<void>;
  submit(student: number): Promise<void>;
}

/** An assignment of the ten sample questions to three students (Ava, Ben, Cleo) and the calls around it. */
export async function monitorKit(
  app: FastifyInstance,
  db: Db,
  opts: { via?: FastifyInstance } = {},
): Promise<MonitorKit> {
  const a = await buildAssignment(db, { students: 3 });
  const call = requester(opts.via ?? app);
  const teacherToken = await mintToken(app, a.teacherId);
  const studentTokens = await Promise.all(a.students.map((s) => mintToken(app, s.id)));
  const attempts = new Map<number, number>();
  const seqs = new Map<number, number>();
  const start = async (student: number) => {
    const known = attempts.get(student);
    if (known) return known;
    const res = await call(studentTokens[student]!, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`);
    expect(res.statusCode).toBe(200);
    const attemptId = (res.json() as TAttemptState).attemptId;
    attempts.set(student, attemptId);
    return attemptId;
  };
  return {
    a,
    room: assignmentRoom(a.assignmentId),
    teacherToken,
    studentTokens,
    start,
    async save(student, questionIndex, answer) {
      const attemptId = await start(student);
      const seq = (seqs.get(student) ?? 0) + 1;
      seqs.set(student, seq);
      const res = await call(
        studentTokens[student]!,
        'PUT',
        `/api/v1/student/attempts/${attemptId}/responses/${a.questions[questionIndex]!.id}`,
        saveBody(seq, answer),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async move(student, questionIndex) {
      const attemptId = await start(student);
      const res = await call(studentTokens[student]!, 'PUT', `/api/v1/student/attempts/${attemptId}/position`, {
        questionId: a.questions[questionIndex]!.id,
      });
      expect(res.statusCode, res.body).toBe(204);
    },
    async submit(student) {
      const attemptId = await start(student);
      const res = await call(studentTokens[student]!, 'POST', `/api/v1/student/attempts/${attemptId}/submit`);
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** A socket signed in with the token and following the room; returns it with the first snapshot. */
export async function follow(app: FastifyInstance, token: string, room: string) {
  const s = await openSocket(app);
  s.send({ type: 'auth', token });
  await s.next(ofType('authenticated'));
  s.send({ type: 'subscribe', room });
  const reply = await s.next((m) => (m.type === 'snapshot' || m.type === 'error') && 'room' in m && m.room === room);
  return { s, reply };
}

/** The monitor state of a snapshot message (fails the test on anything else). */
export function stateOf(message: TServerMessage): TMonitorState {
  if (message.type !== 'snapshot') throw new Error(`expected a snapshot, got ${JSON.stringify(message)}`);
  return message.state as TMonitorState;
}

/** The next attempt.changed event on the socket. */
export async function nextChange(s: TestSocket, room: string) {
  const m = await s.next(ofType('event', room));
  if (m.event.type !== 'attempt.changed') throw new Error(`expected attempt.changed, got ${m.event.type}`);
  return m.event;
}

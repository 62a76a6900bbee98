// A student learns whether an answer is right only when the rules allow it (docs/decisions/0034): feedback at the
// end after submit, feedback after each question only through Check, a lesson check after it is turned in. This
// sweep builds one student with an unsubmitted attempt of each feedback option (right answers saved, nothing
// checked) and an unturned-in lesson checkpoint (right answers saved), then calls every route of the app's OpenAPI
// document whose guard admits a student (`x-access`), and listens on every realtime room the student may follow.
// No reply, snapshot or event may carry a score, a correctness flag, a key or a route. A new student route is
// swept the day it is added: it is called with parameters from the world below, or the test fails until it is
// listed here with the reason it cannot be called.
import { lessonStageRoom, ROOM_KINDS, type TAttemptState } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type BuiltAssignment,
  buildAssignment,
  GOOD_ANSWERS,
  saveBody,
} from '../../../test/kits/attempts/test-support';
import { type LessonKit, lessonKit, RIGHT } from '../../../test/kits/lessons/lesson-test-kit';
import { follow } from '../../../test/kits/monitor/monitor-test-kit';
import type { TestSocket } from '../../../test/realtime-client';
import { assignments } from '../../db/schema';
import type { RouteAccess } from '../../platform/auth/guards';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Operation = { 'x-access'?: RouteAccess };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
/** One call of the sweep: the path's parameters, for a write its body, and the status it must get when it is not a
 * success (a student-only route must reach its data, or the sweep would read nothing). */
type Call = { params: Record<string, string | number>; body?: Record<string, unknown>; status?: number };

/** Names that carry a result: a score, a correctness flag, a key, a route or coins earned. */
const FORBIDDEN_KEYS = new Set([
  'score',
  'scores',
  'points',
  'correct',
  'isCorrect',
  'correctAnswer',
  'correctAnswers',
  'correctResponse',
  'answerKey',
  'key',
  'result',
  'results',
  'route',
  'routes',
  'pathway',
  'coins',
  'coinsEarned',
  'recheckScore',
]);
/** Values that say how an answer was judged, whatever the field. */
const FORBIDDEN_VALUES = new Set(['correct', 'incorrect', 'partial']);

/** Fields named like a result that are not one, by where they sit (`*` any array index), each with its reason. */
const NOT_A_RESULT: { where: RegExp; why: string }[] = [
  {
    where: /(^|\.)questions\.\*(\.question)?\.points$/,
    why: "a question's worth, shown with the question before it is answered",
  },
  {
    where: /^stage\.slide\.components\.\*\.questions\.\*\.points$|^slide\.components\.\*\.questions\.\*\.points$/,
    why: "a lesson question's worth, shown with it",
  },
  { where: /(^|\.)components\.\*\.key$|(^|\.)slide\.key$/, why: 'the name of a slide or its part' },
  {
    where: /^(profile\.)?coins$|^wallet\.coins$|^balance$|^coinsEarned$/,
    why: "the student's coins from turned-in work: the sweep shows below that answering does not move them",
  },
  { where: /^routes$/, why: 'the routes of turned-in checks: empty while nothing is turned in (checked below)' },
  { where: /(^|\.)responses\.[^.]+\.result$/, why: 'an answer result: null until the rules allow it (checked)' },
  { where: /^questions\.\*\.result$/, why: 'a result on the summary: null until the rules allow it (checked)' },
  { where: /^score$/, why: 'the attempt score on the summary: null until submitted (checked)' },
];

/**
 * Student routes the sweep does not call, each with its reason. Anything a student can call that is neither
 * called below nor listed here fails the sweep.
 */
const NOT_CALLED: Record<string, string> = {
  'POST /api/v1/student/attempts/{attemptId}/submit':
    'ends the attempt: its reply is the after-submit result the rules allow (submit-summary.int.test.ts)',
  'POST /api/v1/student/lessons/sessions/{id}/submit':
    "turns the check in: its reply is the route the rules allow after turn-in (lessons' sealed-answers test)",
  'POST /api/v1/arcade/purchases': "spends the student's coins in the shop: nothing of an answer",
  'PUT /api/v1/arcade/aquarium': "arranges the student's aquarium: nothing of an answer",
  'POST /api/v1/arcade/aquarium/feed': "feeds the student's fish: nothing of an answer",
  'PUT /api/v1/arcade/profile': "changes the student's arcade name and creature: nothing of an answer",
  'POST /api/v1/arcade/profile/reroll': "spends a reroll of the student's arcade name: nothing of an answer",
  'POST /api/v1/arcade/games/{gameId}/rounds': 'starts a game round (uses up a layer of the day): no answer',
  'POST /api/v1/arcade/rounds/result': "a game round's own score (arcade.int.test.ts): no answer's",
  'POST /api/v1/billing/subscriptions/{id}/cancel': 'a subscription a student cannot hold (403): no answer',
  'POST /api/v1/billing/subscriptions/{id}/resume': 'a subscription a student cannot hold (403): no answer',
  'GET /api/v1/billing/subscriptions/{id}': 'a subscription a student cannot hold (403): no answer',
  'PUT /api/v1/preferences/{kind}': "stores one of the user's screen settings: no answer",
};

interface Leak {
  where: string;
  path: string;
  value: unknown;
}

/** Every field of `body` named like a result, and every value that judges an answer, with its path. */
function leaksIn(where: string, body: unknown): Leak[] {
  const found: Leak[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string' && FORBIDDEN_VALUES.has(value)) found.push({ where, path: path.join('.'), value });
    if (Array.isArray(value)) for (const v of value) walk(v, [...path, '*']);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        const at = [...path, k];
        const empty = v === null || v === undefined || (Array.isArray(v) && v.length === 0);
        const allowed = NOT_A_RESULT.some((a) => a.where.test(at.join('.')));
        if (FORBIDDEN_KEYS.has(k) && !empty && !allowed) found.push({ where, path: at.join('.'), value: v });
        // An allowed name still may not hold a result: a route list must be empty, an answer's result null.
        if (FORBIDDEN_KEYS.has(k) && !empty && allowed && /^(routes|.*result|score)$/.test(k))
          found.push({ where, path: at.join('.'), value: v });
        walk(v, at);
      }
  };
  walk(body, []);
  return found;
}

/** The values of the allowed result-like fields (coin balances), to show that answering does not move them. */
function allowedValues(body: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, [...path, String(i)]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (k === 'coins' || k === 'balance' || k === 'coinsEarned') out.set([...path, k].join('.'), v);
        walk(v, [...path, k]);
      }
  };
  walk(body, []);
  return out;
}

describe('no reply or event tells a student whether an answer is right before the rules allow it', () => {
  let t: TestApp;
  let k: LessonKit;
  let doc: OpenApi;
  let sessionId: number;
  let accessCode: string;
  let assignmentCode: string;
  let student: { id: number };
  let token: string;
  let socket: TestSocket;
  const works: { feedbackOption: 1 | 2; a: BuiltAssignment; attemptId: number }[] = [];
  let seq = 0;

  const studentMay = (access: RouteAccess | undefined) => {
    if (!access) return false;
    if ('roles' in access) return access.roles === 'any' || access.roles.includes('Student');
    return !!t.app.ctx.permissions.effective('Student', [])[access.permission]?.[access.flag];
  };

  /** The calls the sweep makes to one operation in this world (none: it must be listed in NOT_CALLED). */
  function callsFor(method: Method, path: string): Call[] {
    const attempts = works.map((w) => ({
      attemptId: w.attemptId,
      questionId: w.a.questions.find((q) => q.answerType === 1)!.id,
    }));
    const op = `${method} ${path}`;
    switch (op) {
      case 'POST /api/v1/student/join':
        return [{ params: {}, body: { code: assignmentCode } }];
      case 'PUT /api/v1/student/language':
        return [{ params: {}, body: { language: 'en' } }];
      case 'POST /api/v1/student/assignments/{id}/attempt':
        return works.map((w) => ({ params: { id: w.a.assignmentId } }));
      case 'PUT /api/v1/student/attempts/{attemptId}/responses/{questionId}':
        return attempts.map((p) => ({ params: p, body: saveBody(++seq, GOOD_ANSWERS[1]!) }));
      case 'POST /api/v1/student/attempts/{attemptId}/questions/{questionId}/check':
        // Check is the one reveal of feedback after each question (it locks the answer): the sweep calls it only
        // where it must reveal nothing, on the assignment with feedback at the end.
        return attempts.filter((_, i) => works[i]!.feedbackOption === 2).map((p) => ({ params: p, status: 409 }));
      case 'PUT /api/v1/student/attempts/{attemptId}/position':
        return attempts.map((p) => ({ params: { attemptId: p.attemptId }, body: { questionId: p.questionId } }));
      case 'POST /api/v1/student/lessons/join':
        return [{ params: {}, body: { code: accessCode } }];
      case 'POST /api/v1/student/lessons/sessions/{id}/join':
        return [{ params: { id: sessionId } }];
      case 'PUT /api/v1/student/lessons/sessions/{id}/answers':
        return [
          {
            params: { id: sessionId },
            body: { componentKey: 'checkpoint', itemKey: '1', value: RIGHT[1], clientSeq: ++seq },
          },
          {
            params: { id: sessionId },
            body: { componentKey: 'checkpoint', itemKey: '2', value: RIGHT[2], clientSeq: ++seq },
          },
        ];
    }
    if (method !== 'GET') return [];
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (!names.length) return [{ params: {} }];
    if (path.startsWith('/api/v1/student/attempts/')) return attempts.map((p) => ({ params: p }));
    if (path.startsWith('/api/v1/student/lessons/sessions/')) return [{ params: { id: sessionId } }];
    if (path === '/api/v1/students/{id}/classes') return [{ params: { id: student.id } }];
    if (path === '/api/v1/preferences/{kind}') return [{ params: { kind: 14 } }];
    if (path === '/api/v1/arcade/games/{gameId}/ranks') return [{ params: { gameId: 1 } }];
    if (path === '/api/v1/standards/{id}/breakouts') return [{ params: { id: 1 } }];
    return [];
  }

  const urlOf = (path: string, params: Record<string, string | number>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

  /** Calls every student route; returns what leaked, what could not be called, and each reply by call. Once the
   * world is complete (`strict`), a route only students may call must answer its data (or the status listed). */
  async function sweep(strict: boolean) {
    const leaks: Leak[] = [];
    const uncallable: string[] = [];
    const replies = new Map<string, unknown>();
    let called = 0;
    // Writes first (answers saved again, lessons joined), then every read sees the world they left.
    const ops = Object.entries(doc.paths)
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([m, op]) => ({ path, method: m.toUpperCase() as Method, op })),
      )
      .sort((a, b) => Number(a.method === 'GET') - Number(b.method === 'GET'));
    for (const { path, method, op } of ops) {
      if (!studentMay(op['x-access'])) continue;
      const name = `${method} ${path}`;
      if (NOT_CALLED[name]) continue;
      const calls = callsFor(method, path);
      if (!calls.length) uncallable.push(name);
      for (const c of calls) {
        const url = urlOf(path, c.params);
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(c.body ? { payload: c.body } : {}),
        });
        called += 1;
        // A reply the student cannot get (403 for a route of other roles that admits "any" signed-in caller) is
        // still swept: an error carries nothing either.
        const studentOnly = op['x-access'] && 'roles' in op['x-access'] && op['x-access'].roles !== 'any';
        const wanted = c.status ?? (studentOnly ? 200 : undefined);
        const ok = wanted === 200 ? res.statusCode < 300 : wanted === undefined || res.statusCode === wanted;
        if (res.statusCode >= 500 || (strict && !ok)) uncallable.push(`${name}: ${res.statusCode} ${res.body}`);
        const body = res.body ? safeJson(res.body) : null;
        if (method === 'GET') replies.set(url, body);
        leaks.push(...leaksIn(`${method} ${url} (${res.statusCode})`, body));
      }
    }
    return { leaks, uncallable, replies, called };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    doc = (await t.app.inject('/api/docs/json')).json() as OpenApi;
    k = await lessonKit(t.app, t.database.db);
    student = k.students[0]!;
    token = k.studentTokens[0]!;
    const session = await k.launch();
    sessionId = session.id;
    accessCode = session.accessCode;
    for (const feedbackOption of [2, 1] as const) {
      const a = await buildAssignment(t.database.db, {
        feedbackOption,
        classId: k.classId,
        teacherId: k.teacherId,
        studentIds: [student.id],
      });
      const state = (
        await k.call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)
      ).json() as TAttemptState;
      works.push({ feedbackOption, a, attemptId: state.attemptId });
    }
    const [given] = await t.database.db
      .select({ code: assignments.accessCode })
      .from(assignments)
      .where(eq(assignments.id, works[0]!.a.assignmentId));
    assignmentCode = given!.code;
    // Class ranks on, so the ranks route answers its data too.
    const arcade = (await k.call(k.teacherToken, 'GET', `/api/v1/classes/${k.classId}/arcade`)).json() as {
      settings: Record<string, unknown>;
    };
    const ranksOn = await k.call(k.teacherToken, 'PUT', `/api/v1/classes/${k.classId}/arcade`, {
      ...arcade.settings,
      showRanks: true,
    });
    expect(ranksOn.statusCode, ranksOn.body).toBe(200);
    // The student follows every room they may; the rest answer an error, which carries nothing.
    const rooms = [
      ...ROOM_KINDS.map((kind) => `${kind}:${kind.startsWith('lesson') ? sessionId : k.classId}`),
      ...works.map((w) => `assignment:${w.a.assignmentId}`),
    ];
    const followed = await follow(t.app, token, lessonStageRoom(sessionId));
    socket = followed.s;
    for (const room of rooms.filter((r) => r !== lessonStageRoom(sessionId))) {
      socket.send({ type: 'subscribe', room });
      await socket.next(
        (msg) => (msg.type === 'snapshot' || msg.type === 'error') && 'room' in msg && msg.room === room,
      );
    }
  });
  afterAll(async () => {
    await socket?.close();
    await t.close();
  });

  it('sweeps every student route and room during unsubmitted attempts and an unturned-in check', async () => {
    const before = await sweep(false);
    // Right answers everywhere a result could show: every auto-scored question of both attempts, the checkpoint.
    await k.control(sessionId, { action: 'goto', slideIndex: 2 });
    for (const w of works)
      for (const q of w.a.questions) {
        const good = GOOD_ANSWERS[q.answerType];
        if (!good) continue;
        const res = await k.call(
          token,
          'PUT',
          `/api/v1/student/attempts/${w.attemptId}/responses/${q.id}`,
          saveBody(++seq, good),
        );
        expect(res.statusCode, res.body).toBe(200);
      }
    const after = await sweep(true);

    expect(before.called + after.called).toBeGreaterThan(20);
    // Every route listed as not called is still a student route (a stale entry would hide nothing, but mislead).
    const studentRoutes = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([m, op]) => (studentMay(op['x-access']) ? [`${m.toUpperCase()} ${path}`] : [])),
    );
    expect(Object.keys(NOT_CALLED).filter((name) => !studentRoutes.includes(name))).toEqual([]);
    // The replies that would tell most were read in the world the answers left.
    expect([...after.replies.keys()]).toEqual(
      expect.arrayContaining([
        ...works.map((w) => `/api/v1/student/attempts/${w.attemptId}/summary`),
        `/api/v1/student/lessons/sessions/${sessionId}`,
        '/api/v1/student/assignments',
      ]),
    );
    expect(after.uncallable, 'student routes the sweep cannot call: give them parameters or list them').toEqual([]);
    expect(after.leaks, 'replies that tell a student how an answer did').toEqual([]);
    // The coin balance (allowed above) does not move with answers.
    for (const [url, body] of after.replies)
      expect(allowedValues(body), url).toEqual(allowedValues(before.replies.get(url)));
    // Nothing the student's socket heard (snapshots and events of every room) tells either.
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
    const heard = socket.messages.flatMap((m, i) => leaksIn(`socket message ${i} (${m.type})`, m));
    expect(heard, 'realtime messages that tell a student how an answer did').toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

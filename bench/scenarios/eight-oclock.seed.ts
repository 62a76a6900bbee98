import { inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import { preparedRunner } from '../../apps/server/src/db/prepared';
import { assignmentClasses, assignmentStudents, users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { buildClassWithStudents, buildUser } from '../../apps/server/test/factories';
import { buildAssignment, mintToken, SAMPLE_QUESTIONS } from '../../apps/server/test/kits/attempts/test-support';
import type { RunningApp } from '../support/start-app';

const CLASS_SIZE = 25;
/** Question ids of the bare route's rows: beyond any real question, so they never mix with real answers. */
export const BARE_QUESTION_BASE = 1_000_000;
// Multi-part questions only (selection, ordering, inline text, table, inline choice), twice: 10 questions.
const MULTI_PART = [2, 4, 6, 7, 10];
export const QUESTIONS = [...SAMPLE_QUESTIONS, ...SAMPLE_QUESTIONS].filter((q) => MULTI_PART.includes(q.answerType));

export interface Student {
  id: number;
  token: string;
  attemptId: number;
  seq: number;
}

/** N students in classes of 25 with one teacher, one assignment to all of them; a few sign in with a
 * password, the others get their token from the same token service; every attempt is started over HTTP. */
export async function seed(server: RunningApp, n: number, log: (m: string) => void) {
  const db = server.app.ctx.db;
  const teacher = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
  const classes = [];
  for (let made = 0; made < n; made += CLASS_SIZE)
    classes.push(await buildClassWithStudents(db, { teacherId: teacher.id, students: Math.min(CLASS_SIZE, n - made) }));
  const first = classes[0]!;
  const built = await buildAssignment(db, {
    classId: first.cls.id,
    teacherId: teacher.id,
    studentIds: first.students.map((s) => s.id),
    questions: QUESTIONS,
  });
  for (const c of classes.slice(1)) {
    await db.insert(assignmentClasses).values({ assignmentId: built.assignmentId, classId: c.cls.id });
    await db
      .insert(assignmentStudents)
      .values(c.students.map((s) => ({ assignmentId: built.assignmentId, studentId: s.id, classId: c.cls.id })));
  }
  const all = classes.flatMap((c) => c.students);

  // Three students sign in through /connect/token (argon2id), the rest get minted tokens (500 hashes = minutes).
  const password = 'Morning-8am';
  const withPassword = all.slice(0, 3);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(
      inArray(
        users.id,
        withPassword.map((s) => s.id),
      ),
    );
  const tokens = new Map<number, string>();
  for (const s of withPassword) {
    const res = await fetch(`${server.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: s.username,
        password,
        client_id: 'clearsheets-web',
      }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    tokens.set(s.id, ((await res.json()) as { access_token: string }).access_token);
  }
  for (const s of all.slice(3)) tokens.set(s.id, await mintToken(server.app, s.id));

  const students: Student[] = [];
  for (let i = 0; i < all.length; i += 25) {
    const batch = await Promise.all(
      all.slice(i, i + 25).map(async (s) => {
        const token = tokens.get(s.id)!;
        const res = await fetch(`${server.baseUrl}/api/v1/student/assignments/${built.assignmentId}/attempt`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok) throw new Error(`start failed: ${res.status} ${await res.text()}`);
        const { attemptId } = (await res.json()) as { attemptId: number };
        return { id: s.id, token, attemptId, seq: 0 };
      }),
    );
    students.push(...batch);
  }
  log(
    `eight-oclock: ${students.length} students in ${classes.length} classes started assignment ${built.assignmentId}`,
  );
  return { students, questions: built.questions, assignmentId: built.assignmentId, teacherId: teacher.id };
}

const BARE_SQL = `
  insert into responses as r
    (attempt_id, question_id, answer, status, score, max_score, per_part, client_id, client_seq)
  values ($1::bigint, $2::int, $3::jsonb, $4::text, $5::float8, $6::float8, $7::jsonb, $8::uuid, $9::bigint)
  on conflict (attempt_id, question_id) do update set
    answer = excluded.answer, status = excluded.status, score = excluded.score, max_score = excluded.max_score,
    per_part = excluded.per_part, client_id = excluded.client_id, client_seq = excluded.client_seq,
    attempt_count = r.attempt_count + 1, saved_at = now()
  where r.client_seq < excluded.client_seq
  returning r.saved_at`;

/** The baseline: the same single upsert, on the same database client, behind a route with nothing else. */
export async function startBareRoute(server: RunningApp) {
  // The same database client, run the same way as the answer save (a prepared statement).
  const run = preparedRunner(server.app.ctx.db);
  const bare: FastifyInstance = Fastify({ logger: false });
  bare.put<{
    Params: { attemptId: string; questionId: string };
    Body: { clientId: string; clientSeq: number; answer: unknown; status: string; score: number };
  }>('/bare/:attemptId/:questionId', async (request) => {
    const { clientId, clientSeq, answer, status, score } = request.body;
    const rows = await run(BARE_SQL, [
      Number(request.params.attemptId),
      Number(request.params.questionId),
      JSON.stringify(answer),
      status,
      score,
      2,
      null,
      clientId,
      clientSeq,
    ]);
    return { applied: rows.length > 0 };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { bare, baseUrl: `http://127.0.0.1:${port}` };
}

/** After the run: every attempt's totals equal what its (real) responses add up to. */
export async function totalsExact(server: RunningApp, assignmentId: number) {
  const [row] = rowsOf<{ attempts: number; wrong: number; responses: number }>(
    await server.app.ctx.db.execute(sql`
      select count(*)::int as attempts,
        (count(*) filter (where a.score <> coalesce(x.score, 0) or a.answered_count <> coalesce(x.answered, 0)
          or a.correct_count <> coalesce(x.correct, 0)))::int as wrong,
        coalesce(sum(x.answered), 0)::int as responses
      from attempts a
      left join lateral (
        select round(sum(r.score)::numeric, 2)::float8 as score, count(*)::int as answered,
          (count(*) filter (where r.status = 'correct'))::int as correct
        from responses r where r.attempt_id = a.id and r.question_id < ${BARE_QUESTION_BASE}
      ) x on true
      where a.assignment_id = ${assignmentId}`),
  );
  return row!;
}

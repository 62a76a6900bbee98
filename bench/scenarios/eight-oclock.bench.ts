import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import { assignmentClasses, assignmentStudents, users } from '../../apps/server/src/db/schema';
import { preparedRunner } from '../../apps/server/src/modules/attempts/prepared';
import {
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  SAMPLE_QUESTIONS,
  WRONG_ANSWERS,
} from '../../apps/server/src/modules/attempts/test-support';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { buildClassWithStudents, buildUser } from '../../apps/server/test/factories';
import { type RunningApp, startApp } from '../support/start-app';
import { num, percent } from '../support/table';
import type { BenchContext, Cell, Scenario } from '../support/types';

// Issue: the "8:00" morning. N students (200, then 500) of one school open the same assignment at once and
// save answers as fast as the server takes them: one autocannon connection per student, each a real signed-in
// student saving to their own attempt, rotating over the questions with an increasing clientSeq. In the same
// run, a bare Fastify route on the same database (same driver and pool, no auth, no validation, no scoring)
// does the same single idempotent upsert into `responses`: the answer save is measured as a share of it
// (DESIGN.md 7: >= 70%, >= 1,700 saves/s on PostgreSQL, p99 <= 150 ms at 200 students; PGlite: no stall > 1 s).

const SIZES = (process.env.BENCH_STUDENTS ?? '200,500').split(',').map(Number);
const CLASS_SIZE = 25;
const BARE_QUESTION_BASE = 1_000_000;
// Multi-part questions only (selection, ordering, inline text, table, inline choice), twice: 10 questions.
const MULTI_PART = [2, 4, 6, 7, 10];
const QUESTIONS = [...SAMPLE_QUESTIONS, ...SAMPLE_QUESTIONS].filter((q) => MULTI_PART.includes(q.answerType));

interface Student {
  id: number;
  token: string;
  attemptId: number;
  seq: number;
}

interface Measured {
  route: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Longest time with no request completing (a stall of the whole server). */
  longestGapMs: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  cpuPercent: number;
  /** CPU time per request of this process (server, load generator and PGlite) and of the PostgreSQL backends. */
  nodeCpuUsPerReq: number;
  dbCpuUsPerReq: number | null;
  eventLoopMaxMs: number;
}

/** A throw-away PostgreSQL database per size, so each run starts from the same empty tables. */
async function scratchDatabase(url: string) {
  const name = `bench_eight_${randomBytes(3).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** N students in classes of 25 with one teacher, one assignment to all of them; a few sign in with a
 * password, the others get their token from the same token service; every attempt is started over HTTP. */
async function seed(server: RunningApp, n: number, log: (m: string) => void) {
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
  return { students, questions: built.questions, assignmentId: built.assignmentId };
}

const BARE_SQL = `
  insert into responses as r (attempt_id, question_id, answer, status, score, max_score, client_id, client_seq)
  values ($1::bigint, $2::int, $3::jsonb, 'correct', 1, 1, $4::uuid, $5::bigint)
  on conflict (attempt_id, question_id) do update set answer = excluded.answer, client_id = excluded.client_id,
    client_seq = excluded.client_seq, saved_at = now()
  where r.client_seq < excluded.client_seq
  returning r.saved_at`;

/** The baseline: the same single upsert, on the same database client, behind a route with nothing else. */
async function startBareRoute(server: RunningApp) {
  // The same database client, run the same way as the answer save (a prepared statement).
  const run = preparedRunner(server.app.ctx.db);
  const bare: FastifyInstance = Fastify({ logger: false });
  bare.put<{
    Params: { attemptId: string; questionId: string };
    Body: { clientId: string; clientSeq: number; answer: unknown };
  }>('/bare/:attemptId/:questionId', async (request) => {
    const { clientId, clientSeq, answer } = request.body;
    const rows = await run(BARE_SQL, [
      Number(request.params.attemptId),
      Number(request.params.questionId),
      JSON.stringify(answer),
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

/** CPU ticks (1/100 s) of the PostgreSQL backends serving this database, from /proc (the server runs on this
 * machine); null on PGlite (it runs inside this process) or when /proc cannot be read. */
async function dbCpuTicks(server: RunningApp): Promise<number | null> {
  if (server.databaseKind !== 'postgres') return null;
  const pids = rowsOf<{ pid: number }>(
    await server.app.ctx.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  );
  let ticks = 0;
  for (const { pid } of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks;
}

/** One autocannon run with one connection per student; each connection keeps its student for the whole run. */
function runLoad(
  baseUrl: string,
  students: Student[],
  pathOf: (s: Student, questionIndex: number) => string,
  seconds: number,
) {
  let next = 0;
  // Each connection (autocannon client) is given its own student when it is created, and builds every request
  // for that student: their attempt, their token, their next clientSeq, the next question in rotation.
  const setupClient = (client: autocannon.Client) => {
    const s = students[next++ % students.length]!;
    client.setRequests([
      {
        method: 'PUT',
        setupRequest: (req) => {
          s.seq += 1;
          const qi = s.seq % QUESTIONS.length;
          const answer = (s.seq % 3 === 0 ? WRONG_ANSWERS : GOOD_ANSWERS)[QUESTIONS[qi]!.answerType];
          return {
            ...req,
            path: pathOf(s, qi),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
            body: JSON.stringify({ clientId: randomUUID(), clientSeq: s.seq, answer }),
          };
        },
      },
    ]);
  };
  let lastDone = 0;
  let longestGap = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: students.length,
    duration: seconds,
    timeout: 30,
    setupClient,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', () => {
    const now = performance.now();
    if (lastDone) longestGap = Math.max(longestGap, now - lastDone);
    lastDone = now;
  });
  return instance.then((result) => ({ result, longestGap }));
}

async function measure(
  ctx: BenchContext,
  server: RunningApp,
  route: string,
  baseUrl: string,
  students: Student[],
  pathOf: (s: Student, qi: number) => string,
): Promise<Measured> {
  await runLoad(baseUrl, students, pathOf, ctx.warmupSeconds);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const dbBefore = await dbCpuTicks(server);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  loop.enable();
  const { result: r, longestGap } = await runLoad(baseUrl, students, pathOf, ctx.durationSeconds);
  loop.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const dbAfter = await dbCpuTicks(server);
  const requests = Math.max(1, r.requests.total);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    route,
    connections: students.length,
    seconds: r.duration,
    requests: r.requests.total,
    rps: r.duration > 0 ? r.requests.total / r.duration : 0,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    longestGapMs: longestGap,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    cpuPercent: ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100,
    nodeCpuUsPerReq: (cpu.user + cpu.system) / requests,
    dbCpuUsPerReq: dbBefore === null || dbAfter === null ? null : ((dbAfter - dbBefore) * 10_000) / requests,
    eventLoopMaxMs: loop.max / 1e6,
  };
}

/** After the run: every attempt's totals equal what its (real) responses add up to. */
async function totalsExact(server: RunningApp, assignmentId: number) {
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

async function runSize(ctx: BenchContext, n: number) {
  const scratch = ctx.databaseUrl ? await scratchDatabase(ctx.databaseUrl) : undefined;
  try {
    const server = await startApp({ databaseUrl: scratch?.url });
    try {
      const { students, questions, assignmentId } = await seed(server, n, ctx.log);
      const { bare, baseUrl: bareUrl } = await startBareRoute(server);
      try {
        ctx.log(`eight-oclock: ${n} students, bare upsert route`);
        const baseline = await measure(
          ctx,
          server,
          'bare upsert',
          bareUrl,
          students,
          (s, qi) => `/bare/${s.attemptId}/${BARE_QUESTION_BASE + qi}`,
        );
        await server.drain();
        ctx.log(`eight-oclock: ${n} students, answer save`);
        const save = await measure(
          ctx,
          server,
          'answer save',
          server.baseUrl,
          students,
          (s, qi) => `/api/v1/student/attempts/${s.attemptId}/responses/${questions[qi]!.id}`,
        );
        await server.drain();
        const check = await totalsExact(server, assignmentId);
        return { n, database: server.databaseKind, baseline, save, check };
      } finally {
        await bare.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    await scratch?.drop();
  }
}

export const eightOclockScenario: Scenario = {
  name: 'eight-oclock',
  description: `${SIZES.join(' and ')} students saving answers at once vs a bare upsert route`,
  async run(ctx) {
    const results = [];
    for (const n of SIZES) results.push(await runSize(ctx, n));
    const kind = results[0]?.database ?? 'pglite';
    const rows: Cell[][] = [];
    let ok = true;
    for (const r of results) {
      for (const m of [r.baseline, r.save]) {
        rows.push([
          r.n,
          m.route,
          num(m.rps, 0),
          num(m.p50),
          num(m.p90),
          num(m.p99),
          num(m.max, 0),
          num(m.longestGapMs, 0),
          `${m.errors} / ${m.non2xx}`,
          m === r.save ? percent(r.save.rps, r.baseline.rps) : '',
          `${num(m.cpuPercent, 0)}%`,
          num(m.nodeCpuUsPerReq, 0),
          m.dbCpuUsPerReq === null ? 'n/a' : num(m.dbCpuUsPerReq, 0),
        ]);
        if (m.errors > 0 || m.non2xx > 0) {
          ok = false;
          const codes = Object.entries(m.statusCodes)
            .filter(([c]) => !c.startsWith('2'))
            .map(([c, k]) => `${c} x${k}`)
            .join(', ');
          rows.push([r.n, `WARNING: ${m.route} invalid`, '', '', '', '', '', '', codes]);
        }
      }
      if (r.check.wrong > 0) ok = false;
    }
    const notes = results.map(
      (r) =>
        `${r.n} students: totals exact for ${r.check.attempts - r.check.wrong} of ${r.check.attempts} attempts ` +
        `(${r.check.responses} responses); ratio ${percent(r.save.rps, r.baseline.rps)} of the bare route` +
        (kind === 'postgres'
          ? `; budget: ratio >= 70% ${r.save.rps >= 0.7 * r.baseline.rps ? 'met' : 'MISSED'}, >= 1,700 saves/s ` +
            `${r.save.rps >= 1700 ? 'met' : 'MISSED'}, p99 <= 150 ms ${r.save.p99 <= 150 ? 'met' : 'MISSED'}`
          : `; budget: no stall over 1 s ${Math.max(r.save.max, r.save.longestGapMs) <= 1000 ? 'met' : 'MISSED'}`),
    );
    notes.push(
      'Each connection is one student with a real access token (3 via the password grant, the rest minted by the same ' +
        'token service) saving to their own attempt: 10 multi-part questions in rotation, clientSeq increasing, a third ' +
        'of the answers wrong. The bare route is a second Fastify instance on the same database client: the same ' +
        'ON CONFLICT ... WHERE client_seq < excluded.client_seq upsert, without auth, validation, scoring, totals or events.',
      `${ctx.warmupSeconds} s warm-up, then ${ctx.durationSeconds} s measured per row; autocannon runs in the server ` +
        'process (one event loop for both); longest gap = longest time with no request completing.',
    );
    return {
      title: `eight-oclock: answer saves at 8:00 (${kind})`,
      columns: [
        'students',
        'route',
        'req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'longest gap ms',
        'errors / non-2xx',
        'vs bare',
        'CPU',
        'node CPU µs/req',
        'db CPU µs/req',
      ],
      rows,
      notes,
      ok,
      data: { database: kind, results },
    };
  },
};

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import {
  buildClassFor,
  manyStudents,
  multipart,
  studentCsv,
  studentXlsx,
  userIdOf,
} from '../../apps/server/test/kits/imports/test-files';
import { buildRoster, rosterZip } from '../../apps/server/test/kits/oneroster/test-files';
import { scratchDatabase } from '../support/scratch-database';
import { startApp } from '../support/start-app';
import { num } from '../support/table';
import type { Cell, Scenario } from '../support/types';

// Issue 3: importing 10,000 students from a CSV, an XLSX and a OneRoster zip, end to end (upload -> job
// done, polled over HTTP as the browser does). Budget (DESIGN.md 7): 10,000 rows in at most 3 s on
// PostgreSQL. Each format runs in a fresh app with the background password hasher stopped (it hashes the
// imported passwords later, decision 0008, and would otherwise steal CPU from the next run), REPEAT times;
// the table shows the median and the best run (the benchmark box is shared, so single runs are noisy).

const STUDENTS = 10_000;
const BUDGET_SECONDS = 3;
const POLL_MS = 10;
const REPEAT = Number(process.env.BENCH_IMPORT_REPEAT ?? 3);

interface Variant {
  name: string;
  user: string;
  /** Builds the upload (not timed) and says where it goes. */
  prepare(app: FastifyInstance): Promise<{ url: string; fileName: string; body: Buffer }>;
  expectCreated: number;
}

const tag = () => randomBytes(3).toString('hex');
// Half the rows name a username and a password, half leave them to be generated: both paths measured.
const studentRows = () => [...manyStudents(STUDENTS / 2, tag(), true), ...manyStudents(STUDENTS / 2, tag(), false)];
const classUrl = async (app: FastifyInstance) => {
  const db = app.ctx.db;
  const cls = await buildClassFor(db, await userIdOf(db, 'teacher'), { name: 'Bench import' });
  return `/api/v1/classes/${cls.id}/imports`;
};

// 20 schools x 20 classes x 25 students: 10,000 students, 400 classes, 400 teachers.
const ROSTER_SHAPE = { schools: 20, classesPerSchool: 20, studentsPerClass: 25 };

const VARIANTS: Variant[] = [
  {
    name: 'CSV',
    user: 'teacher',
    prepare: async (app) => ({ url: await classUrl(app), fileName: 'students.csv', body: studentCsv(studentRows()) }),
    expectCreated: STUDENTS,
  },
  {
    name: 'XLSX',
    user: 'teacher',
    prepare: async (app) => ({
      url: await classUrl(app),
      fileName: 'students.xlsx',
      body: studentXlsx(studentRows()),
    }),
    expectCreated: STUDENTS,
  },
  {
    name: 'OneRoster zip',
    user: 'district.admin',
    prepare: async () => ({
      url: '/api/v1/oneroster/imports',
      fileName: 'oneroster.zip',
      body: rosterZip(buildRoster(tag(), ROSTER_SHAPE)),
    }),
    // Students, teachers, classes and schools.
    expectCreated: STUDENTS + 400 + 400 + 20,
  },
];

/** CPU ticks (1/100 s) of each PostgreSQL backend serving this app's database, read from /proc: works when
 * the server runs on this machine (as here), else null. */
async function dbCpuTicks(app: FastifyInstance): Promise<Map<number, number> | null> {
  if (app.ctx.database.kind !== 'postgres') return null;
  const pids = rowsOf<{ pid: number }>(
    await app.ctx.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  );
  const ticks = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      return null;
    }
  }
  return ticks;
}

const dbCpuSeconds = (before: Map<number, number> | null, after: Map<number, number> | null) =>
  before && after ? [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0) / 100 : null;

interface Run {
  bytes: number;
  /** CPU time of this process (server and client) during the run: less skewed by a busy box than seconds. */
  cpuSeconds: number;
  /** CPU time of the PostgreSQL backends (null on PGlite, which runs inside this process). */
  dbCpuSeconds: number | null;
  seconds: number;
  acceptMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  created: number;
}
interface Measured {
  format: string;
  runs: Run[];
  expectCreated: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function importOnce(v: Variant, server: Awaited<ReturnType<typeof startApp>>, auth: Record<string, string>) {
  const { url, fileName, body } = await v.prepare(server.app);
  const upload = multipart(fileName, body);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const dbBefore = await dbCpuTicks(server.app);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { ...auth, ...upload.headers },
      body: upload.payload,
    });
    const acceptMs = performance.now() - started;
    if (res.status !== 202) throw new Error(`${v.name}: upload refused ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    let job: { status: string; createdCount: number; problems: unknown[] };
    for (;;) {
      const poll = await fetch(`${server.baseUrl}/api/v1/imports/${id}`, { headers: auth });
      job = (await poll.json()) as typeof job;
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const dbCpu = dbCpuSeconds(dbBefore, await dbCpuTicks(server.app));
    if (job.status !== 'done')
      throw new Error(`${v.name}: import failed ${JSON.stringify(job.problems).slice(0, 500)}`);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      bytes: body.length,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      dbCpuSeconds: dbCpu,
      seconds,
      acceptMs,
      rssBeforeMb: rssBefore / 2 ** 20,
      rssPeakMb: peak / 2 ** 20,
      created: job.createdCount,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function measureVariant(v: Variant, databaseUrl: string | undefined): Promise<Measured> {
  const server = await startApp({ databaseUrl });
  try {
    const signIn = await fetch(`${server.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: v.user,
        password: 'demo1234',
        client_id: 'clearsheets-web',
      }),
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    server.app.ctx.passwordHasher.stop();
    await server.app.ctx.passwordHasher.idle();
    const runs: Run[] = [];
    for (let i = 0; i < REPEAT; i++)
      runs.push(await importOnce(v, server, { authorization: `Bearer ${access_token}` }));
    return { format: v.name, runs, expectCreated: v.expectCreated };
  } finally {
    await server.close();
  }
}

export const rosterImportScenario: Scenario = {
  name: 'roster-import',
  description: `import ${STUDENTS.toLocaleString('en-US')} students from CSV, XLSX and a OneRoster zip`,
  async run(ctx) {
    const scratch = ctx.databaseUrl ? await scratchDatabase(ctx.databaseUrl, 'roster') : undefined;
    const results: Measured[] = [];
    let kind = 'pglite';
    try {
      for (const v of VARIANTS) {
        ctx.log(`roster-import: ${v.name}`);
        results.push(await measureVariant(v, scratch?.url));
      }
      kind = scratch ? 'postgres' : 'pglite';
    } finally {
      await scratch?.drop();
    }
    const rows: Cell[][] = results.map((r) => {
      const secs = r.runs.map((x) => x.seconds);
      const med = median(secs);
      return [
        r.format,
        `${num(r.runs[0]!.bytes / 2 ** 20, 2)} MB`,
        num(med, 2),
        num(Math.min(...secs), 2),
        num(STUDENTS / med, 0),
        num(median(r.runs.map((x) => x.cpuSeconds)), 2),
        r.runs[0]!.dbCpuSeconds === null ? 'n/a' : num(median(r.runs.map((x) => x.dbCpuSeconds ?? 0)), 2),
        num(median(r.runs.map((x) => x.acceptMs)), 0),
        num(Math.max(...r.runs.map((x) => x.rssPeakMb)), 0),
        num(Math.max(...r.runs.map((x) => x.rssPeakMb - x.rssBeforeMb)), 0),
        r.runs.every((x) => x.created === r.expectCreated)
          ? String(r.expectCreated)
          : `${r.runs.map((x) => x.created)} (expected ${r.expectCreated})`,
        kind === 'postgres' ? (med <= BUDGET_SECONDS ? 'yes' : 'NO') : 'n/a',
      ];
    });
    const ok = results.every((r) => r.runs.every((x) => x.created === r.expectCreated));
    return {
      title: `roster import (${STUDENTS.toLocaleString('en-US')} students, ${kind})`,
      columns: [
        'format',
        'file',
        'median s',
        'best s',
        'rows/s',
        'node CPU s',
        'db CPU s',
        'accept ms',
        'peak RSS MB',
        'RSS growth MB',
        'created',
        `median <= ${BUDGET_SECONDS} s`,
      ],
      rows,
      notes: [
        `${REPEAT} runs per format (BENCH_IMPORT_REPEAT); seconds: from the start of the upload to the job reported done by GET /api/v1/imports/:id (polled every 10 ms); rows/s from the median.`,
        'node CPU s / db CPU s: CPU time over the run of the Node process (PGlite runs inside it) and of the PostgreSQL backends (from /proc): what the import costs, whatever else the box is doing.',
        'PGlite: the import runs on the server thread and holds the only connection, so this same-process client gets the 202 and its polls answered only when the job ends (accept ms ~ seconds); a browser, in its own process, gets the 202 at once.',
        'accept ms: the synchronous part (upload, type and header checks, parse, job row, file stored) until 202.',
        'OneRoster: 20 schools, 400 classes, 400 teachers, 10,000 students, 10,400 enrollments; "created" counts schools, users and classes.',
        'Peak RSS is the whole process (server and client share it), sampled every 5 ms.',
        `Budget (DESIGN.md 7): ${STUDENTS.toLocaleString('en-US')} rows in at most ${BUDGET_SECONDS} s on PostgreSQL.`,
      ],
      ok,
      data: { database: kind, results },
    };
  },
};

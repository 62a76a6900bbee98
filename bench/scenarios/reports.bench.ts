import fs from 'node:fs';
import type { TDistrictReport } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import type { Db } from '../../apps/server/src/db/client';
import {
  createRollupWorker,
  rebuildRollups,
  refreshRollups,
} from '../../apps/server/src/modules/reports/rollups/rollups';
import { districtReport } from '../../apps/server/src/modules/reports/scope.service';
import { scratchDatabase } from '../support/scratch-database';
import { type RunningApp, startApp } from '../support/start-app';
import { num } from '../support/table';
import type { BenchContext, Cell, Scenario } from '../support/types';
import { planCatchup, type RoundWrite, rollupsInclude, writeRound, wrongTotals } from './reports.catchup';
import { compareFigures, rawDistrictFigures } from './reports.raw';
import {
  describeDistrict,
  dropPlan,
  type Generated,
  generateDistrict,
  PASSWORD,
  type ReportsSize,
} from './reports.seed';

// Issue 11: reports at district scale. A district of 50 schools, 50,000 students and 5,000,000 answers is generated
// in bulk SQL (reports.seed.ts), the rollups are rebuilt from it, then, through the real HTTP endpoints, signed in
// as a teacher, a principal and the district admin: the class crystal report, the school report and the district
// report, sequential requests after a warm-up (p50/p95). The district report's figures are also computed from the
// raw answers and the two are timed against each other (and must agree). Last, the catch-up: 10,000 new answers
// written like saves, then refreshRollups until the rollups include them, and the same with the rollup worker at its
// normal cadence (seconds from the last commit to rollups current). Budget (DESIGN.md 7, PostgreSQL): class p95
// <= 50 ms; district p95 <= 100 ms and >= 10x faster than raw. PGlite runs a tenth of the district by default.

const env = process.env;
const RUNS = Number(env.BENCH_REPORTS_RUNS ?? 200);
const WARMUP = Number(env.BENCH_REPORTS_WARMUP ?? 20);
const RAW_RUNS = Number(env.BENCH_REPORTS_RAW_RUNS ?? 10);
/** The raw query takes seconds at full size: it stops after this long (at least three runs). */
const RAW_BUDGET_MS = Number(env.BENCH_REPORTS_RAW_SECONDS ?? 300) * 1000;
const BATCH = 100;
const WORKER_ROUNDS = Number(env.BENCH_REPORTS_WORKER_ROUNDS ?? 3);
/** The rollup worker's cadence in production (ROLLUP_POLL_SECONDS' default). */
const POLL_SECONDS = Number(env.BENCH_REPORTS_POLL_SECONDS ?? 15);
const LAG_TIMEOUT_MS = 180_000;
/** BENCH_REPORTS_KEEP=1 keeps the generated PostgreSQL database (to EXPLAIN the reports' queries on it). */
const KEEP = env.BENCH_REPORTS_KEEP === '1';
/** BENCH_REPORTS_DATABASE=<name>: measure again on a database a KEEP run left (no generation, no rebuild). */
const REUSE = env.BENCH_REPORTS_DATABASE;

function sizeFor(postgres: boolean): ReportsSize {
  const schools = Number(env.BENCH_REPORTS_SCHOOLS ?? (postgres ? 50 : 5));
  return { schools, classesPerSchool: 40, studentsPerClass: 25, weeks: 8, targetAnswers: schools * 100_000 };
}

interface Latency {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

function latencyOf(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
  return {
    runs: s.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: s[s.length - 1] ?? Number.NaN,
    mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length),
  };
}

/** Times `work` `runs` times after `warmup` untimed runs, one at a time (stopping after `budgetMs`, 3 runs at least). */
async function timeRuns<T>(runs: number, warmup: number, work: (timed: boolean) => Promise<T>, budgetMs = Infinity) {
  let last: T | undefined;
  for (let i = 0; i < warmup; i++) last = await work(false);
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs && (i < 3 || performance.now() - start < budgetMs); i++) {
    const t0 = performance.now();
    last = await work(true);
    samples.push(performance.now() - t0);
  }
  return { latency: latencyOf(samples), last: last as T };
}

async function signIn(server: RunningApp, username: string) {
  const res = await fetch(`${server.baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: PASSWORD, client_id: 'clearsheets-web' }),
  });
  if (!res.ok) throw new Error(`sign-in failed for ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** CPU ticks (1/100 s) of each PostgreSQL client backend serving this database, from /proc (the server runs on
 * this machine); null on PGlite (it runs inside this process). Parallel workers come and go and are not counted. */
async function dbCpuTicks(server: RunningApp): Promise<Map<number, number> | null> {
  if (server.databaseKind !== 'postgres') return null;
  const pids = rowsOf<{ pid: number }>(
    await server.app.ctx.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    ),
  );
  const out = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // A backend that ended between the query and the read.
    }
  }
  return out;
}

/** CPU per run: this process (server, client, PGlite) and the PostgreSQL backends; a busy box stretches wall time
 * far more than this, so it shows what a request costs whatever else runs. */
interface CpuPerRun {
  nodeMs: number;
  dbMs: number | null;
}

async function withCpu<T>(server: RunningApp, runs: () => Promise<T & { latency: Latency }>) {
  const db0 = await dbCpuTicks(server);
  const node0 = process.cpuUsage();
  const out = await runs();
  const node = process.cpuUsage(node0);
  const db1 = await dbCpuTicks(server);
  const n = Math.max(1, out.latency.runs);
  // Backends opened during the runs count from zero (the pool grows); one that ended is lost (rare: no idle timeout).
  let ticks = 0;
  for (const [pid, t] of db1 ?? []) ticks += t - (db0?.get(pid) ?? 0);
  const cpu: CpuPerRun = { nodeMs: (node.user + node.system) / 1000 / n, dbMs: db1 === null ? null : (ticks * 10) / n };
  return { ...out, cpu };
}

interface HttpResult {
  name: string;
  path: string;
  latency: Latency;
  cpu: CpuPerRun;
  statuses: Record<string, number>;
  bytes: number;
  detail: string;
}

/** A report endpoint over HTTP as the browser calls it: sequential GETs, the whole body read each time. */
async function timeEndpoint(
  server: RunningApp,
  name: string,
  username: string,
  path: string,
  describe: (body: unknown) => string,
): Promise<HttpResult> {
  const token = await signIn(server, username);
  const statuses: Record<string, number> = {};
  const { latency, last, cpu } = await withCpu(server, () =>
    timeRuns(RUNS, WARMUP, async (timed) => {
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (timed) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      return { status: res.status, text };
    }),
  );
  let detail = `HTTP ${last.status}`;
  if (last.status === 200) detail = describe(JSON.parse(last.text));
  else detail = `${detail}: ${last.text.slice(0, 200)}`;
  return { name, path, latency, cpu, statuses, bytes: last.text.length, detail };
}

const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
const field = (body: unknown, key: string) => (body as Record<string, unknown>)[key];

async function rollupCounts(db: Db, districtId: number) {
  const tables = [
    'report_student_standard_day',
    'report_student_week',
    'report_student_total',
    'report_school_standard_week',
    'report_class_assignment',
    'report_student_day_usage',
    'report_school_day_usage',
  ];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from ${t} where district_id = ${districtId}`)),
    );
    out[t] = Number(row?.n ?? 0);
  }
  return out;
}

async function databaseSize(db: Db) {
  const [row] = rowsOf<{ size: string }>(
    await db.execute(sql.raw('select pg_size_pretty(pg_database_size(current_database())) as size')),
  );
  return row?.size ?? 'n/a';
}

interface CatchupResult {
  write: RoundWrite;
  refreshMs: number | null;
  outcome: { students: number; assignments: number; studentDays: number } | null;
  /** Seconds from the last commit to rollups current (worker rounds). */
  lagSeconds: number | null;
  check: { students: number; wrong: number };
}

/** The worker at its cadence: writes a round, then waits until the rollups include its last transaction. */
async function workerRounds(server: RunningApp, firstRound: number, ctx: BenchContext): Promise<CatchupResult[]> {
  const db = server.app.ctx.db;
  const worker = createRollupWorker(db, POLL_SECONDS, server.app.log);
  worker.start();
  const out: CatchupResult[] = [];
  try {
    for (let r = 0; r < WORKER_ROUNDS; r++) {
      // Start each round at another moment of the worker's cycle (0, 5, 10 s after the last one was current).
      await new Promise((resolve) => setTimeout(resolve, (r * 5_000) % (POLL_SECONDS * 1000)));
      const write = await writeRound(db, firstRound + r);
      let lagSeconds: number | null = null;
      while (performance.now() - write.lastCommitAt < LAG_TIMEOUT_MS) {
        if (await rollupsInclude(db, write.lastTx)) {
          lagSeconds = (performance.now() - write.lastCommitAt) / 1000;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const check = await wrongTotals(db, firstRound + r);
      ctx.log(
        `reports: worker round ${r + 1}: ${write.answers} answers in ${num(write.ms / 1000)} s, rollups current ` +
          `${lagSeconds === null ? 'NOT within the timeout' : `${num(lagSeconds)} s after the last commit`}`,
      );
      out.push({ write, refreshMs: null, outcome: null, lagSeconds, check });
    }
  } finally {
    await worker.stop();
  }
  return out;
}

export const reportsScenario: Scenario = {
  name: 'reports',
  description:
    'a generated district (50 schools, 50,000 students, 5,000,000 answers): reports, raw vs rollups, catch-up',
  async run(ctx) {
    const size = sizeFor(Boolean(ctx.databaseUrl));
    if (REUSE && !ctx.databaseUrl) throw new Error('BENCH_REPORTS_DATABASE needs DATABASE_URL (PostgreSQL)');
    const reuseUrl =
      REUSE && ctx.databaseUrl ? Object.assign(new URL(ctx.databaseUrl), { pathname: `/${REUSE}` }) : null;
    const scratch = ctx.databaseUrl && !reuseUrl ? await scratchDatabase(ctx.databaseUrl, 'reports') : undefined;
    try {
      // The app's own rollup worker waits an hour: the benchmark decides when rollups are built and refreshed.
      const server = await startApp({
        databaseUrl: reuseUrl?.toString() ?? scratch?.url,
        env: { ROLLUP_POLL_SECONDS: '3600' },
      });
      try {
        return await measureAll(ctx, server, size, reuseUrl !== null);
      } finally {
        await server.close();
      }
    } finally {
      if (KEEP && scratch) ctx.log(`reports: kept the database: ${scratch.url}`);
      await (KEEP ? scratch?.keep() : scratch?.drop());
    }
  },
};

async function measureAll(ctx: BenchContext, server: RunningApp, size: ReportsSize, reuse: boolean) {
  const db = server.app.ctx.db;
  const postgres = server.databaseKind === 'postgres';
  let gen: Generated;
  let generateMs = Number.NaN;
  let rebuildMs = Number.NaN;
  let analyzeMs = Number.NaN;
  if (reuse) {
    gen = { ...(await describeDistrict(db)), steps: [] };
    ctx.log(`reports: measuring the kept district again: ${JSON.stringify(gen.counts)}`);
  } else {
    ctx.log(
      `reports: generating ${size.schools} schools, ${size.schools * size.classesPerSchool * size.studentsPerClass} ` +
        `students, about ${size.targetAnswers.toLocaleString('en-US')} answers on ${server.databaseKind}`,
    );
    const t0 = performance.now();
    gen = await generateDistrict(db, size, ctx.log);
    generateMs = performance.now() - t0;
    ctx.log(`reports: generated in ${num(generateMs / 1000)} s: ${JSON.stringify(gen.counts)}`);
    const r0 = performance.now();
    await rebuildRollups(db);
    rebuildMs = performance.now() - r0;
    // Autovacuum would analyze the freshly filled rollup tables within a minute; the measurements start at once.
    const a0 = performance.now();
    await db.execute(sql.raw('analyze'));
    analyzeMs = performance.now() - a0;
  }
  const rollups = await rollupCounts(db, gen.districtId);
  ctx.log(`reports: rollups rebuilt in ${num(rebuildMs / 1000)} s: ${JSON.stringify(rollups)}`);
  const dbSize = await databaseSize(db);

  // ---------------------------------------------------------------- the report endpoints over HTTP
  const http: HttpResult[] = [];
  const weeksBack = (n: number) => {
    const d = new Date(`${gen.lastDay}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 7 * n);
    return d.toISOString().slice(0, 10);
  };
  const endpoints: [string, string, string, (b: unknown) => string][] = [
    // What any request costs here (auth, routing, the client in this process): the reports' own cost is above it.
    ['/health (baseline: no auth, no database)', gen.districtAdmin, '/health', () => 'HTTP and client only'],
    [
      'class crystal report (one class)',
      gen.teacher,
      `/api/v1/reports/crystal?classId=${gen.classId}`,
      (b) =>
        `${count(field(b, 'students'))} students, ${count(field(b, 'domains'))} domains, ` +
        `${count(field(b, 'recentAssignments'))} recent assignments`,
    ],
    [
      'school report (one school)',
      gen.principal,
      `/api/v1/reports/scope/schools/${gen.schoolId}`,
      (b) => `${count(field(b, 'teachers'))} teachers, ${count(field(b, 'classes'))} classes`,
    ],
    [
      'district report',
      gen.districtAdmin,
      '/api/v1/reports/scope/district',
      (b) => `${count(field(b, 'schools'))} schools, ${(field(b, 'total') as { students: number }).students} students`,
    ],
    [
      'district report, last 4 weeks',
      gen.districtAdmin,
      `/api/v1/reports/scope/district?from=${weeksBack(3)}&to=${gen.lastDay}`,
      (b) => `${count(field(b, 'schools'))} schools, ${(field(b, 'total') as { students: number }).students} students`,
    ],
  ];
  for (const [name, user, path, describe] of endpoints) {
    ctx.log(`reports: ${name}: ${WARMUP} warm-up + ${RUNS} requests`);
    const r = await timeEndpoint(server, name, user, path, describe);
    ctx.log(`reports: ${name}: p50 ${num(r.latency.p50)} ms, p95 ${num(r.latency.p95)} ms (${r.detail})`);
    http.push(r);
  }

  // ---------------------------------------------------------------- the district report: rollups vs raw answers
  const caller = await server.app.ctx.accessTokens.verify(await signIn(server, gen.districtAdmin));
  ctx.log(`reports: district report from the rollups (service, no HTTP): ${RUNS} runs`);
  const fromRollups = await withCpu(server, () =>
    timeRuns(RUNS, WARMUP, () => districtReport(db, caller, {}, new Date())),
  );
  const report: TDistrictReport = fromRollups.last;
  ctx.log(`reports: the same figures from the raw answers: ${RAW_RUNS} runs after 1 warm-up`);
  const fromRaw = await withCpu(server, () =>
    timeRuns(RAW_RUNS, 1, () => rawDistrictFigures(db, gen.districtId, report.thresholds), RAW_BUDGET_MS),
  );
  const mismatches = compareFigures(report, fromRaw.last);
  const ratio = fromRaw.latency.p95 / fromRollups.latency.p95;
  ctx.log(
    `reports: rollups p95 ${num(fromRollups.latency.p95)} ms, raw p95 ${num(fromRaw.latency.p95)} ms (${num(ratio)}x); ` +
      `figures ${mismatches.length ? `DIFFER: ${mismatches.slice(0, 5).join('; ')}` : 'equal'}`,
  );

  // ---------------------------------------------------------------- catch-up after new answers
  const perRound = Math.max(1_000, Math.round(((size.schools / 50) * 10_000) / 1000) * 1000);
  const rounds = 1 + WORKER_ROUNDS;
  const available = await planCatchup(db, size.weeks, rounds, perRound, BATCH);
  if (available < rounds) throw new Error(`only ${available} catch-up rounds of ${perRound} answers could be planned`);
  ctx.log(`reports: catch-up: ${perRound} new answers in batches of ${BATCH}, then refreshRollups`);
  const direct = await writeRound(db, 0);
  const f0 = performance.now();
  const outcome = await refreshRollups(db);
  const refreshMs = performance.now() - f0;
  const directCheck = await wrongTotals(db, 0);
  ctx.log(
    `reports: catch-up: written in ${num(direct.ms / 1000)} s, refreshRollups ${num(refreshMs)} ms ` +
      `(${JSON.stringify(outcome)}); rollups wrong for ${directCheck.wrong} of ${directCheck.students} students`,
  );
  const catchup: CatchupResult[] = [
    { write: direct, refreshMs, outcome, lagSeconds: null, check: directCheck },
    ...(await workerRounds(server, 1, ctx)),
  ];
  if (!KEEP && !reuse) await dropPlan(db);

  return resultOf(ctx, {
    postgres,
    size,
    gen,
    generateMs,
    rebuildMs,
    analyzeMs,
    rollups,
    dbSize,
    http,
    fromRollups: fromRollups.latency,
    fromRaw: fromRaw.latency,
    rollupsCpu: fromRollups.cpu,
    rawCpu: fromRaw.cpu,
    ratio,
    mismatches,
    perRound,
    catchup,
  });
}

interface Figures {
  postgres: boolean;
  size: ReportsSize;
  gen: Generated;
  generateMs: number;
  rebuildMs: number;
  analyzeMs: number;
  rollups: Record<string, number>;
  dbSize: string;
  http: HttpResult[];
  fromRollups: Latency;
  fromRaw: Latency;
  rollupsCpu: CpuPerRun;
  rawCpu: CpuPerRun;
  ratio: number;
  mismatches: string[];
  perRound: number;
  catchup: CatchupResult[];
}

function resultOf(ctx: BenchContext, f: Figures) {
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const budgets = f.postgres;
  const latencyRow = (name: string, l: Latency, cpu: CpuPerRun, detail: string, budget: string): Cell[] => [
    name,
    l.runs,
    num(l.p50),
    num(l.p95),
    num(l.p99),
    num(l.max),
    num(cpu.nodeMs),
    cpu.dbMs === null ? 'n/a' : num(cpu.dbMs),
    detail,
    budget,
  ];
  const [, crystal, , district] = f.http;
  const budgetOf = (r: HttpResult) => {
    if (!budgets) return '';
    if (r === crystal) return `p95 <= 50 ms ${met(r.latency.p95 <= 50)}`;
    if (r === district) return `p95 <= 100 ms ${met(r.latency.p95 <= 100)}`;
    return '';
  };
  const httpOk = f.http.every((r) => (r.statuses['200'] ?? 0) === r.latency.runs);
  const rows: Cell[][] = [
    ...f.http.map((r) =>
      latencyRow(`GET ${r.name}`, r.latency, r.cpu, `${r.detail}; ${num(r.bytes / 1024)} kB`, budgetOf(r)),
    ),
    latencyRow(
      'district report from rollups (service call)',
      f.fromRollups,
      f.rollupsCpu,
      'districtReport(), no HTTP',
      '',
    ),
    latencyRow(
      'same figures from raw answers (SQL)',
      f.fromRaw,
      f.rawCpu,
      `${f.mismatches.length ? `${f.mismatches.length} units DIFFER` : 'figures equal to the report'}`,
      budgets ? `rollups >= 10x faster ${met(f.ratio >= 10)} (${num(f.ratio)}x at p95)` : `${num(f.ratio)}x at p95`,
    ),
  ];
  const catchupOk = f.catchup.every(
    (c) => c.check.wrong === 0 && c.write.answers === f.perRound && (c.refreshMs !== null || c.lagSeconds !== null),
  );
  const ok = httpOk && f.mismatches.length === 0 && catchupOk;
  const c = f.gen.counts;
  const notes = [
    `District: ${num(c.schools!, 0)} schools, ${num(c.classes!, 0)} classes (grades 3-8 math), ${num(c.students!, 0)} ` +
      `students, ${num(c.assignments!, 0)} assignments of library worksheets (${num(c.recipients!, 0)} recipients, ` +
      `${num(c.attempts!, 0)} attempts), ${num(c.answers!, 0)} answers and ${num(c.events!, 0)} activity events ` +
      `over 8 weeks of school days (${f.gen.firstMonday} to ${f.gen.lastDay}); database ${f.dbSize}.`,
    Number.isNaN(f.generateMs)
      ? 'Measured again on a database kept by an earlier run (BENCH_REPORTS_DATABASE): no generation or rebuild here.'
      : `Generated in bulk SQL in ${num(f.generateMs / 1000)} s; rebuildRollups ${num(f.rebuildMs / 1000)} s.`,
    'CPU per run: this process (server and client) and the PostgreSQL backends of the database (from /proc; ' +
      'parallel query workers not counted): what a request costs whatever else the box runs. On a shared box wall ' +
      'time stretches with the load (see the load averages), CPU time does not.',
    `HTTP: signed in with the password grant as ${f.gen.teacher} (teacher of class ${f.gen.classId}), ` +
      `${f.gen.principal} (principal of school ${f.gen.schoolId}) and ${f.gen.districtAdmin}; ${WARMUP} warm-up ` +
      `requests, then ${RUNS} sequential requests each, body read whole; the server runs in this process.`,
    `Raw: ${f.fromRaw.runs} runs after one warm-up (at most ${RAW_RUNS}, none started after ${RAW_BUDGET_MS / 1000} s): ` +
      'three statements at once over responses, attempts, assignment_students, assignments and classes (students, ' +
      'levels, scores, participation and the 8-week trend per school and in all; not the usage or names the report ' +
      "also reads). The report's figures are compared with them unit by unit.",
    ...f.mismatches.slice(0, 10).map((m) => `WARNING: report and raw answers differ: ${m}`),
    ...f.http
      .filter((r) => (r.statuses['200'] ?? 0) !== r.latency.runs)
      .map((r) => `WARNING: ${r.name}: replies ${JSON.stringify(r.statuses)} (${r.detail})`),
    ...(budgets ? [] : ['Budgets are PostgreSQL figures (DESIGN.md 7); PGlite figures are shown without them.']),
  ];
  const generation: Cell[][] = [
    ...f.gen.steps.map((s): Cell[] => [s.step, num(s.rows, 0), num(s.ms / 1000, 1)]),
    ['total (generation)', '', num(f.generateMs / 1000, 1)],
    ['rebuildRollups (all rollups from the raw rows)', '', num(f.rebuildMs / 1000, 1)],
    ...Object.entries(f.rollups).map(([t, n]): Cell[] => [`  ${t}`, num(n, 0), '']),
    ['analyze (as autovacuum would, before measuring)', '', num(f.analyzeMs / 1000, 1)],
  ];
  const catchupRows: Cell[][] = f.catchup.map((x, i) => [
    i === 0 ? 'refreshRollups called right after' : `worker every ${POLL_SECONDS} s, round ${i}`,
    num(x.write.answers, 0),
    num(x.write.ms / 1000, 1),
    num(x.write.answers / (x.write.ms / 1000), 0),
    x.refreshMs === null ? '' : num(x.refreshMs, 0),
    x.lagSeconds === null ? (x.refreshMs === null ? 'NOT current in time' : '') : num(x.lagSeconds, 1),
    x.outcome
      ? `${x.outcome.students} students, ${x.outcome.assignments} assignments, ${x.outcome.studentDays} days`
      : '',
    x.check.wrong === 0 ? `rollups = raw for ${x.check.students} students` : `WRONG for ${x.check.wrong}`,
  ]);
  ctx.log(`reports: done (${ok ? 'valid' : 'INVALID: see the warnings'})`);
  return {
    title: `reports: class, school and district reports over ${num(c.answers!, 0)} answers (${f.postgres ? 'postgres' : 'pglite'})`,
    columns: [
      'measure',
      'runs',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'node CPU ms/run',
      'db CPU ms/run',
      'detail',
      'budget',
    ],
    rows,
    notes,
    ok,
    data: {
      database: f.postgres ? 'postgres' : 'pglite',
      size: f.size,
      counts: f.gen.counts,
      generation: { ms: f.generateMs, steps: f.gen.steps },
      rebuild: { ms: f.rebuildMs, rows: f.rollups },
      databaseSize: f.dbSize,
      http: f.http.map(({ name, path, latency, statuses, bytes, detail }) => ({
        name,
        path,
        latency,
        statuses,
        bytes,
        detail,
      })),
      districtFromRollups: f.fromRollups,
      districtFromRaw: f.fromRaw,
      rawOverRollupsP95: f.ratio,
      mismatches: f.mismatches,
      catchup: f.catchup,
    },
    tables: [
      { title: 'Generation (bulk SQL) and rollup rebuild', columns: ['step', 'rows', 'seconds'], rows: generation },
      {
        title: `Catch-up: ${num(f.perRound, 0)} new answers (batches of ${BATCH}, each a committed transaction with its events)`,
        columns: [
          'how',
          'answers',
          'write s',
          'answers/s',
          'refresh ms',
          'last commit -> current s',
          'refreshed',
          'check',
        ],
        rows: catchupRows,
      },
    ],
  };
}

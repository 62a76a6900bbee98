// The 8:00 bench's load: one autocannon connection per student (sent from eight-oclock.generator.ts, a process of
// its own), and what each measurement records on the server's side.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/bulk-sql';
import { GOOD_ANSWERS, WRONG_ANSWERS } from '../../apps/server/test/kits/attempts/test-support';
import type { ChildChannel } from '../support/child-channel';
import { profiled } from '../support/cpu-profile';
import type { RunningApp } from '../support/start-app';
import type { BenchContext } from '../support/types';
import { QUESTIONS, type Student } from './eight-oclock.seed';

/** What the server's side asks of the load generator (eight-oclock.generator.ts) and what it answers. */
export interface Teacher {
  /** ws://127.0.0.1:<port> */
  wsBase: string;
  token: string;
  room: string;
}
export type GeneratorRequest =
  | {
      type: 'init';
      students: Student[];
      bareUrl: string;
      saveUrl: string;
      bareQuestionBase: number;
      questionIds: number[];
      teacher: Teacher | null;
    }
  | { type: 'run'; route: 'bare' | 'save'; seconds: number };

/** What one load run shows from the generator's side. */
export interface LoadFigures {
  seconds: number;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Longest time with no request completing (a stall of the whole server). */
  longestGapMs: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface GeneratorRun extends LoadFigures {
  /** This process's CPU per request: the load generator's, counted on neither route's side. */
  cpuUsPerReq: number;
  /** Monitor events the subscribed teacher received during the run. */
  teacherEvents: number;
}

export interface Measured extends LoadFigures {
  route: string;
  connections: number;
  rps: number;
  cpuPercent: number;
  /** CPU time per request of the server's process (with PGlite when embedded) and of the PostgreSQL backends. */
  nodeCpuUsPerReq: number;
  dbCpuUsPerReq: number | null;
  eventLoopMaxMs: number;
  /** Where the load ran: a process of its own, never the server's. */
  generatorPid: number;
  generatorCpuUsPerReq: number;
  /** Monitor events the subscribed teacher received (0 on the bare route, which publishes nothing). */
  teacherEvents: number;
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

/** One autocannon run with one connection per student; each connection keeps its student for the whole run
 * (also run from a load process of its own: import-isolation.load.ts). */
export function runLoad(
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
          const wrong = s.seq % 3 === 0;
          const answer = (wrong ? WRONG_ANSWERS : GOOD_ANSWERS)[QUESTIONS[qi]!.answerType];
          // The bare route writes what the save would have scored (the save ignores these fields).
          const scored = wrong ? { status: 'incorrect', score: 0 } : { status: 'correct', score: 2 };
          return {
            ...req,
            path: pathOf(s, qi),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
            body: JSON.stringify({ clientId: randomUUID(), clientSeq: s.seq, answer, ...scored }),
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

/** One measurement: `seconds` of warm-up, then the measured load, sent by the generator process while this
 * (the server's) process and the database backends are timed. */
export async function measure(
  ctx: BenchContext,
  server: RunningApp,
  generator: ChildChannel<GeneratorRequest>,
  route: 'bare' | 'save',
  connections: number,
): Promise<Measured> {
  if (generator.pid === process.pid) throw new Error('the load generator must run in a process of its own');
  await generator.request<GeneratorRun>({ type: 'run', route, seconds: ctx.warmupSeconds });
  await server.drain();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const dbBefore = await dbCpuTicks(server);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  loop.enable();
  // BENCH_PROFILE=<folder>: a CPU profile of the server's process over each measured window.
  const profile =
    process.env.BENCH_PROFILE &&
    path.join(process.env.BENCH_PROFILE, `eight-oclock-${route}-${connections}.cpuprofile`);
  const { cpuUsPerReq, teacherEvents, ...figures } = await profiled(profile, () =>
    generator.request<GeneratorRun>({ type: 'run', route, seconds: ctx.durationSeconds }),
  );
  loop.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - wallBefore;
  const dbAfter = await dbCpuTicks(server);
  const requests = Math.max(1, figures.requests);
  return {
    ...figures,
    route: route === 'bare' ? 'bare upsert' : 'answer save',
    connections,
    rps: figures.seconds > 0 ? figures.requests / figures.seconds : 0,
    cpuPercent: ((cpu.user + cpu.system) / 1000 / wall) * 100,
    nodeCpuUsPerReq: (cpu.user + cpu.system) / requests,
    dbCpuUsPerReq: dbBefore === null || dbAfter === null ? null : ((dbAfter - dbBefore) * 10_000) / requests,
    eventLoopMaxMs: loop.max / 1e6,
    generatorPid: generator.pid,
    generatorCpuUsPerReq: cpuUsPerReq,
    teacherEvents,
  };
}

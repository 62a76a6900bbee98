import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { STUDENT_IMPORT_MAX_ROWS } from '@clearsheets/shared';
import { buildUser } from '../../apps/server/test/factories';
import {
  buildClassFor,
  manyStudents,
  multipart,
  oneRosterBomb,
  studentXlsx,
  userIdOf,
  xlsxBomb,
} from '../../apps/server/test/kits/imports/test-files';
import { buildRoster, rosterZip } from '../../apps/server/test/kits/oneroster/test-files';
import { forkTsx } from '../support/fork-tsx';
import { scratchDatabase } from '../support/scratch-database';
import { type RunningApp, startApp } from '../support/start-app';
import { num } from '../support/table';
import type { BenchContext, Scenario } from '../support/types';
import { seed } from './eight-oclock.seed';
import type { HealthFigures, LoadReply, LoadRequest, SaveWindow } from './import-isolation.load';

const LOAD_ENTRY = path.join(import.meta.dirname, 'import-isolation.load.ts');

// Imports must not slow anyone else down: students saving answers and /health, measured with no import
// running, then while the worst imports the server allows run back to back: a student workbook one row past
// the limit (read up to that row, then refused), an XLSX bomb and a OneRoster zip bomb (inflated up to their caps,
// then refused). Files are read in worker threads; what is left on the request thread is the upload itself.
// Then a VALID OneRoster bundle as large as a district sends (OneRoster has no row limit, only the inflate caps
// of 120 MB per file and 200 MB in all; BENCH_ONEROSTER_STUDENTS sets its size): read, checked and planned in
// worker threads, and written by the request thread part by part as the plan arrives from the thread.
// The load (saves and /health) comes from a process of its own: see import-isolation.load.ts.

const STUDENTS = 10;
const ROSTER_STUDENTS = Number(process.env.BENCH_ONEROSTER_STUDENTS ?? 100_000);
// 20 schools of classes of 25 students and a teacher (within the free license's 30 students a class).
const ROSTER_SHAPE = { schools: 20, classesPerSchool: Math.ceil(ROSTER_STUDENTS / 500), studentsPerClass: 25 };

interface Phase {
  name: string;
  /** The worst window's saves (by p99), with the errors of all windows. */
  save: SaveWindow & { windows: number };
  health: HealthFigures;
  /** Longest event-loop stall of the server's process over the phase. */
  eventLoopMaxMs: number;
  imports: number;
  statuses: Record<string, number>;
}

async function signIn(baseUrl: string, username: string) {
  const res = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'demo1234', client_id: 'clearsheets-web' }),
  });
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

type Importer = (
  stop: () => boolean,
) => Promise<{ count: number; statuses: Record<string, number>; rows?: number; seconds?: number }>;

/** Uploads one valid district bundle (built here, not timed) into a new district and waits for its job to
 * end. Its admin is not the one whose uploads the phase before used up (uploads are limited per user). */
async function validRosterImport(server: RunningApp): Promise<Importer> {
  const { baseUrl } = server;
  const districtAdmin = await buildUser(server.app.ctx.db, { role: 'DistrictAdmin', license: 'CKPD' });
  const admin = await signIn(baseUrl, districtAdmin.username);
  const body = rosterZip(buildRoster(randomBytes(3).toString('hex'), ROSTER_SHAPE));
  return async () => {
    const upload = multipart('district.zip', body);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/oneroster/imports`, {
      method: 'POST',
      headers: { ...admin, ...upload.headers },
      body: upload.payload,
    });
    const job = (await res.json()) as { id: number };
    const statuses: Record<string, number> = { [res.status]: 1 };
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const poll = await fetch(`${baseUrl}/api/v1/imports/${job.id}`, { headers: admin });
      const state = (await poll.json()) as { status: string; totalRows: number; problems?: unknown[] };
      if (state.status === 'done' || state.status === 'failed') {
        statuses[`job ${state.status}`] = 1;
        if (state.status === 'failed') console.error(JSON.stringify(state.problems?.slice(0, 3)));
        return { count: 1, statuses, rows: state.totalRows, seconds: (performance.now() - started) / 1000 };
      }
    }
  };
}

/** Builds the worst allowed files (not timed); the importer uploads them in turn until `stop`. */
async function worstImports(server: RunningApp): Promise<Importer> {
  const { app, baseUrl } = server;
  const teacher = await signIn(baseUrl, 'teacher');
  const admin = await signIn(baseUrl, 'district.admin');
  const cls = await buildClassFor(app.ctx.db, await userIdOf(app.ctx.db, 'teacher'), { name: 'Bench isolation' });
  const files = [
    {
      auth: teacher,
      url: `/api/v1/classes/${cls.id}/imports`,
      name: 'over.xlsx',
      body: studentXlsx(manyStudents(STUDENT_IMPORT_MAX_ROWS + 1)),
    },
    { auth: teacher, url: `/api/v1/classes/${cls.id}/imports`, name: 'bomb.xlsx', body: xlsxBomb(64 * 2 ** 20) },
    { auth: admin, url: '/api/v1/oneroster/imports', name: 'bomb.zip', body: oneRosterBomb(130 * 2 ** 20) },
  ];
  return async (stop) => {
    const statuses: Record<string, number> = {};
    let count = 0;
    while (!stop()) {
      const f = files[count % files.length]!;
      const upload = multipart(f.name, f.body);
      const res = await fetch(`${baseUrl}${f.url}`, {
        method: 'POST',
        headers: { ...f.auth, ...upload.headers },
        body: upload.payload,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      count++;
    }
    return { count, statuses };
  };
}

/** The load generator in a process of its own (import-isolation.load.ts): it sends the saves and /health. */
class LoadProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly pid: number,
  ) {}

  static async start(baseUrl: string, seeded: Awaited<ReturnType<typeof seed>>): Promise<LoadProcess> {
    const child = forkTsx(LOAD_ENTRY);
    const pid = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`load process exited with ${code} before it was ready`)));
      child.once('message', (m: LoadReply) => m.type === 'ready' && resolve(m.pid));
    });
    const load = new LoadProcess(child, pid);
    load.send({
      type: 'init',
      baseUrl,
      students: seeded.students,
      questionIds: seeded.questions.map((q) => q.id),
    });
    return load;
  }

  send(m: LoadRequest) {
    this.child.send(m);
  }

  phase(warmupSeconds: number, windowSeconds: number, untilStopped: boolean) {
    const done = new Promise<Extract<LoadReply, { type: 'phase-done' }>>((resolve) => {
      const onMessage = (m: LoadReply) => {
        if (m.type !== 'phase-done') return;
        this.child.off('message', onMessage);
        resolve(m);
      };
      this.child.on('message', onMessage);
    });
    this.send({ type: 'phase', warmupSeconds, windowSeconds, untilStopped });
    return done;
  }

  async quit() {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.send({ type: 'quit' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

async function runPhase(
  ctx: BenchContext,
  server: RunningApp,
  load: LoadProcess,
  name: string,
  importer?: Importer,
  untilImportEnds = false,
): Promise<Phase> {
  let done = false;
  const stop = () => done;
  ctx.log(`import-isolation: ${name}`);
  // The server's event loop (this process) over the whole phase, warm-up included.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const measured = load.phase(ctx.warmupSeconds, ctx.durationSeconds, untilImportEnds);
  const imports = importer?.(stop).finally(() => {
    if (untilImportEnds) load.send({ type: 'stop' });
  });
  // A single import longer than the window is measured window after window until it ends; the worst window's
  // saves are reported (its p99), /health over the whole import.
  const { windows, health } = await measured;
  done = true;
  const i = (await imports) ?? { count: 0, statuses: {} };
  loop.disable();
  await server.drain();
  const worst = windows.reduce((w, x) => (x.p99 > w.p99 ? x : w));
  const save = {
    ...worst,
    errors: windows.reduce((n, w) => n + w.errors, 0),
    non2xx: windows.reduce((n, w) => n + w.non2xx, 0),
    windows: windows.length,
  };
  const took = i.seconds ? `, ${i.rows?.toLocaleString('en-US')} rows in ${i.seconds.toFixed(1)} s` : '';
  return {
    name: `${name}${took}`,
    save,
    health,
    eventLoopMaxMs: loop.max / 1e6,
    imports: i.count,
    statuses: i.statuses,
  };
}

export const importIsolationScenario: Scenario = {
  name: 'import-isolation',
  description: `${STUDENTS} students saving answers and /health, without and during the worst allowed imports`,
  async run(ctx) {
    const scratch = ctx.databaseUrl ? await scratchDatabase(ctx.databaseUrl, 'isolation') : undefined;
    try {
      const server = await startApp({ databaseUrl: scratch?.url });
      try {
        const students = await seed(server, STUDENTS, ctx.log);
        const importer = await worstImports(server);
        const load = await LoadProcess.start(server.baseUrl, students);
        let phases: Phase[];
        try {
          phases = [
            await runPhase(ctx, server, load, 'no import'),
            await runPhase(ctx, server, load, 'worst imports back to back', importer),
            await runPhase(ctx, server, load, 'valid district bundle', await validRosterImport(server), true),
          ];
        } finally {
          await load.quit();
        }
        const ok = phases.every((p) => p.save.errors === 0 && p.save.non2xx === 0);
        return {
          title: `import-isolation: saves and /health during imports (${server.databaseKind})`,
          columns: [
            'phase',
            'saves/s',
            'save p50 ms',
            'save p99 ms',
            '/health p50 ms',
            '/health p99 ms',
            '/health max ms',
            'event loop max ms',
            'uploads (codes)',
          ],
          rows: phases.map((p) => [
            p.name,
            num(p.save.rps, 0),
            num(p.save.p50, 1),
            num(p.save.p99, 1),
            num(p.health.p50, 1),
            num(p.health.p99, 1),
            num(p.health.max, 1),
            num(p.eventLoopMaxMs, 1),
            p.imports
              ? `${p.imports} (${Object.entries(p.statuses)
                  .map(([c, n]) => `${c}: ${n}`)
                  .join(', ')})`
              : '0',
          ]),
          notes: [
            `Load generator: its own process (pid ${load.pid}, import-isolation.load.ts, forked); the server, its worker threads and PGlite: this process (pid ${process.pid}). ${STUDENTS} students save answers as fast as the server takes them (one connection each); /health is asked one request at a time alongside.`,
            `Worst allowed imports, in turn: an XLSX of ${(STUDENT_IMPORT_MAX_ROWS + 1).toLocaleString('en-US')} students (read to the row past the limit, refused: 400), an XLSX bomb and a OneRoster zip bomb (refused at their inflate caps: 400, and a failed job after 202).`,
            `Valid district bundle (the largest this bench builds; OneRoster has no row limit, only inflate caps and the parse threads' budgets): ${ROSTER_SHAPE.schools} schools, ${ROSTER_SHAPE.schools * ROSTER_SHAPE.classesPerSchool} classes with a teacher each, ${(ROSTER_SHAPE.schools * ROSTER_SHAPE.classesPerSchool * ROSTER_SHAPE.studentsPerClass).toLocaleString('en-US')} students (users, roles and enrollments), one upload; the phase lasts until its job ends: saves in ${ctx.durationSeconds} s windows (the worst window shown, event loop max over all), /health over the whole import.`,
            `Per phase: ${ctx.warmupSeconds} s warm-up, then ${ctx.durationSeconds} s measured.`,
            ...(ok ? [] : ['WARNING: some saves failed; figures are not valid']),
          ],
          ok,
          data: phases,
        };
      } finally {
        await server.close();
      }
    } finally {
      await scratch?.drop();
    }
  },
};

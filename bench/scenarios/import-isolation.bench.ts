import { randomBytes } from 'node:crypto';
import { STUDENT_IMPORT_MAX_ROWS } from '@clearsheets/shared';
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
import { scratchDatabase } from '../support/scratch-database';
import { type RunningApp, startApp } from '../support/start-app';
import { num } from '../support/table';
import type { BenchContext, Scenario } from '../support/types';
import { type Measured, measure } from './eight-oclock.load';
import { seed } from './eight-oclock.seed';

// Imports must not slow anyone else down: students saving answers and /health, measured with no import
// running, then while the worst imports the server allows run back to back: a student workbook one row past
// the limit (read up to that row, then refused), an XLSX bomb and a OneRoster zip bomb (inflated up to their caps,
// then refused). Files are read in worker threads; what is left on the request thread is the upload itself.
// Then a VALID OneRoster bundle as large as a district sends (OneRoster has no row limit, only the inflate caps
// of 120 MB per file and 200 MB in all; BENCH_ONEROSTER_STUDENTS sets its size): read, checked and planned in
// worker threads, written by the request thread in batches.

const STUDENTS = 10;
const ROSTER_STUDENTS = Number(process.env.BENCH_ONEROSTER_STUDENTS ?? 100_000);
// 20 schools of classes of 25 students and a teacher (within the free license's 30 students a class).
const ROSTER_SHAPE = { schools: 20, classesPerSchool: Math.ceil(ROSTER_STUDENTS / 500), studentsPerClass: 25 };

interface Phase {
  name: string;
  save: Measured;
  health: { requests: number; p50: number; p99: number; max: number };
  imports: number;
  statuses: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/** /health asked one request at a time until `stop` says so; latencies in ms. */
async function pollHealth(baseUrl: string, stop: () => boolean) {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/health`);
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
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

/** Uploads one valid district bundle (built here, not timed) and waits for its job to end. */
async function validRosterImport(server: RunningApp): Promise<Importer> {
  const { baseUrl } = server;
  const admin = await signIn(baseUrl, 'district.admin');
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

async function runPhase(
  ctx: BenchContext,
  server: RunningApp,
  name: string,
  students: Awaited<ReturnType<typeof seed>>,
  importer?: Importer,
  untilImportEnds = false,
): Promise<Phase> {
  let done = false;
  let importEnded = false;
  const stop = () => done;
  ctx.log(`import-isolation: ${name}`);
  const imports = importer?.(stop).finally(() => {
    importEnded = true;
  });
  const health = pollHealth(server.baseUrl, stop);
  // A single import longer than the window is measured window after window until it ends; the worst window's
  // saves are reported (its p99), /health over the whole import.
  const windows: Measured[] = [];
  do
    windows.push(
      await measure(ctx, server, 'answer save', server.baseUrl, students.students, (s, qi) => {
        return `/api/v1/student/attempts/${s.attemptId}/responses/${students.questions[qi]!.id}`;
      }),
    );
  while (untilImportEnds && !importEnded);
  const save = windows.reduce((worst, w) => (w.p99 > worst.p99 ? w : worst));
  save.eventLoopMaxMs = Math.max(...windows.map((w) => w.eventLoopMaxMs));
  save.errors = windows.reduce((n, w) => n + w.errors, 0);
  save.non2xx = windows.reduce((n, w) => n + w.non2xx, 0);
  done = true;
  const h = await health;
  const i = (await imports) ?? { count: 0, statuses: {} };
  await server.drain();
  const took = i.seconds ? `, ${i.rows?.toLocaleString('en-US')} rows in ${i.seconds.toFixed(1)} s` : '';
  return { name: `${name}${took}`, save, health: h, imports: i.count, statuses: i.statuses };
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
        const phases = [
          await runPhase(ctx, server, 'no import', students),
          await runPhase(ctx, server, 'worst imports back to back', students, importer),
          await runPhase(ctx, server, 'valid district bundle', students, await validRosterImport(server), true),
        ];
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
            num(p.save.eventLoopMaxMs, 1),
            p.imports
              ? `${p.imports} (${Object.entries(p.statuses)
                  .map(([c, n]) => `${c}: ${n}`)
                  .join(', ')})`
              : '0',
          ]),
          notes: [
            `${STUDENTS} students save answers as fast as the server takes them (one connection each); /health is asked one request at a time alongside.`,
            `Worst allowed imports, in turn: an XLSX of ${(STUDENT_IMPORT_MAX_ROWS + 1).toLocaleString('en-US')} students (read to the row past the limit, refused: 400), an XLSX bomb and a OneRoster zip bomb (refused at their inflate caps: 400, and a failed job after 202).`,
            `Valid district bundle: ${ROSTER_SHAPE.schools} schools, ${ROSTER_SHAPE.schools * ROSTER_SHAPE.classesPerSchool} classes with a teacher each, ${(ROSTER_SHAPE.schools * ROSTER_SHAPE.classesPerSchool * ROSTER_SHAPE.studentsPerClass).toLocaleString('en-US')} students (users, roles and enrollments), one upload; the phase lasts until its job ends: saves in ${ctx.durationSeconds} s windows (the worst window shown, event loop max over all), /health over the whole import.`,
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

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scenarios } from './scenarios/index';
import { markdownTable } from './support/table';
import type { BenchContext, ScenarioResult } from './support/types';

// npm run bench [<name>] (or -w bench -- --only <name>): runs the scenarios in order, prints a Markdown table
// for each and writes results/latest.json. Env: BENCH_DURATION (seconds per measurement, default 10),
// DATABASE_URL (PostgreSQL; default embedded PGlite in a temp folder), BENCH_ONLY (same as --only).

const WARMUP_SECONDS = 2;

function options() {
  // `npm run bench auth` also works from the root, where npm would take `--only` as its own flag.
  const { values, positionals } = parseArgs({ options: { only: { type: 'string' } }, allowPositionals: true });
  const only = values.only ?? positionals[0] ?? process.env.BENCH_ONLY;
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  if (!Number.isFinite(duration) || duration <= 0) throw new Error(`BENCH_DURATION must be > 0 seconds`);
  const selected = only ? scenarios.filter((s) => s.name === only) : scenarios;
  if (selected.length === 0)
    throw new Error(`Unknown scenario "${only}"; known: ${scenarios.map((s) => s.name).join(', ')}`);
  return { selected, duration, databaseUrl: process.env.DATABASE_URL || undefined };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** The URL without its password, for printing. */
function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

async function main() {
  const { selected, duration, databaseUrl } = options();
  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };
  const database = databaseUrl ? `PostgreSQL (${redact(databaseUrl)})` : 'PGlite (embedded, temp folder)';
  console.log('# Clearsheets benchmark\n');
  console.log(`- Database: ${database}`);
  console.log(`- Machine: ${machine.cpus} x ${machine.model}, ${machine.memoryGb} GB, ${machine.platform}`);
  console.log(`- Node: ${machine.node}`);
  console.log(`- Load average at start: ${loadAverage()} (1 / 5 / 15 min)`);
  const loadAtStart = os.loadavg();
  const busy = (loadAtStart[0] ?? 0) > machine.cpus;
  if (busy) console.log(`- WARNING: the box is busy (load above ${machine.cpus} cores): figures are not comparable`);
  console.log(`- Measurement: ${duration} s per endpoint after ${WARMUP_SECONDS} s warm-up\n`);

  const ctx: BenchContext = {
    durationSeconds: duration,
    warmupSeconds: WARMUP_SECONDS,
    databaseUrl,
    log: (message) => console.error(`[bench] ${message}`),
  };
  const results: Array<ScenarioResult & { name: string }> = [];
  for (const scenario of selected) {
    ctx.log(`${scenario.name}: ${scenario.description}`);
    const result = await scenario.run(ctx);
    results.push({ name: scenario.name, ...result });
    console.log(`## ${result.title}\n`);
    console.log(markdownTable(result.columns, result.rows));
    if (result.notes.length > 0) console.log(`\n${result.notes.map((n) => `- ${n}`).join('\n')}`);
    for (const table of result.tables ?? [])
      console.log(`\n### ${table.title}\n\n${markdownTable(table.columns, table.rows)}`);
    console.log('');
  }

  console.log(`Load average at end: ${loadAverage()} (1 / 5 / 15 min, ${machine.cpus} cores)`);
  const outDir = path.join(import.meta.dirname, 'results');
  await fs.mkdir(outDir, { recursive: true });
  const out = path.join(outDir, 'latest.json');
  const report = {
    finishedAt: new Date().toISOString(),
    database: databaseUrl ? 'postgres' : 'pglite',
    machine,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg(),
    durationSeconds: duration,
    warmupSeconds: WARMUP_SECONDS,
    scenarios: results.map(({ name, title, ok, notes, data }) => ({ name, title, ok, notes, data })),
  };
  await fs.writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  ctx.log(`results written to ${path.relative(process.cwd(), out)}`);
  if (results.some((r) => !r.ok)) {
    console.error('[bench] WARNING: at least one scenario failed its validity checks (see the tables).');
    process.exitCode = 1;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping (temp data folders are removed on exit)`);
    process.exit(130);
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    // Everything is closed by now; a leaked handle (e.g. a database socket) must not hang the run.
    setTimeout(() => {
      console.error('[bench] WARNING: handles still open 5 s after shutdown; exiting anyway');
      process.exit(process.exitCode ?? 0);
    }, 5_000).unref();
  });

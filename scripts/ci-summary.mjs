#!/usr/bin/env node
// Prints each CI suite's passed/failed/skipped counts from its JSON report (Vitest or Playwright), then, as
// the very last line, "N passed, N failed" over all suites. Exits non-zero when a suite failed, a step
// exited non-zero, or no test ran at all.
//
// Usage: node scripts/ci-summary.mjs <reports-dir>
// The directory holds <suite>.json reports and, written by .ci/run, steps.tsv: "suite<TAB>exit<TAB>seconds"
// per step (exit is "skipped" for a step with nothing to run, "timed" for one that runs no tests: set-up). Without steps.tsv every *.json is a suite.

import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? '.ci-reports');

/** The steps .ci/run recorded, in order; or one per JSON report when run by hand. */
function readSteps() {
  const file = path.join(dir, 'steps.tsv');
  if (fs.existsSync(file)) {
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', exit = '', seconds = ''] = line.split('\t');
        return { name, exit, seconds: Number(seconds) };
      });
  }
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.slice(0, -'.json'.length), exit: '', seconds: Number.NaN }));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** How many of each runner's slowest tests the summary names (what to look at before cutting). */
const SLOWEST = 20;

/** The whole run's budget on the project's two-core machine (docs/decisions/0039). */
const BUDGET_SECONDS = 20 * 60;
/**
 * The most of the run's time each step may take. A share, not seconds: a busy or slow machine stretches every
 * step alike, so the shares hold wherever CI runs, while a step that grows against the others (a suite that
 * doubles) fails the run. Steps not named here are not held to a share.
 */
export const STEP_SHARES = {
  setup: 0.12,
  'npm-test': 0.3,
  'integration-postgres': 0.16,
  'integration-redis': 0.06,
  e2e: 0.75,
};
/** Below this many seconds in all (a partial run by hand), shares say nothing. */
const MIN_TOTAL_FOR_SHARES = 300;

/** Vitest's JSON reporter (Jest-compatible shape). */
function fromVitest(report) {
  const failures = [];
  const errors = [];
  const timings = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(process.cwd(), file.name ?? '');
    for (const t of file.assertionResults ?? [])
      if (Number.isFinite(t.duration)) timings.push({ ms: t.duration, name: `${rel} > ${t.fullName ?? t.title}` });
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${rel} > ${t.fullName ?? t.title}`);
    // A file that failed without a failing test did not load or its hooks threw.
    if (file.status === 'failed' && failedTests.length === 0) {
      errors.push(`${rel}: ${String(file.message ?? 'failed to run').split('\n')[0]}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
    errors,
    timings,
  };
}

/** Playwright's JSON reporter. */
function fromPlaywright(report) {
  const failures = [];
  const timings = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        timings.push({ ms, name: `${spec.file} > ${[...titles, spec.title].join(' > ')}` });
        if (t.status === 'unexpected')
          failures.push(`${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const stats = report.stats ?? {};
  const errors = (report.errors ?? []).map((e) => String(e.message ?? e.value ?? 'error').split('\n')[0]);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failures,
    errors,
    timings,
  };
}

function summarise(step) {
  const report = readJson(path.join(dir, `${step.name}.json`));
  if (!report) return null;
  if (report.stats && Array.isArray(report.suites)) return fromPlaywright(report);
  if ('numTotalTests' in report) return fromVitest(report);
  return null;
}

const steps = readSteps();
let passed = 0;
let failed = 0;
let ok = true;
const lines = [];
const slowest = [];

for (const step of steps) {
  const took = Number.isFinite(step.seconds) ? ` in ${step.seconds}s` : '';
  // A step that runs no tests (set-up) is only timed.
  if (step.exit === 'timed') continue;
  if (step.exit === 'skipped') {
    lines.push(`${step.name}: skipped, nothing to run`);
    continue;
  }
  const exit = step.exit === '' ? 0 : Number(step.exit);
  const counts = summarise(step);
  if (!counts) {
    // No report: the step failed before its test runner reported (lint, typecheck, build, start-up).
    lines.push(`${step.name}: no test report, exit ${step.exit || '?'}${took}: counted as 1 failed`);
    failed += 1;
    ok = false;
    continue;
  }
  passed += counts.passed;
  failed += counts.failed + counts.errors.length;
  slowest.push({ step: step.name, tests: counts.timings.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST) });
  let line = `${step.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  if (counts.errors.length) line += `, ${counts.errors.length} error(s) outside tests`;
  line += `, exit ${exit}${took}`;
  lines.push(line);
  for (const f of counts.failures) lines.push(`  FAILED ${f}`);
  for (const e of counts.errors) lines.push(`  ERROR  ${e}`);
  if (exit !== 0 && counts.failed === 0 && counts.errors.length === 0) {
    // Tests passed but the step did not (e.g. lint or typecheck before Vitest, or the runner crashed).
    lines.push(`  the step exited ${exit} although its tests passed: counted as 1 failed`);
    failed += 1;
  }
  if (exit !== 0 || counts.failed > 0 || counts.errors.length > 0) ok = false;
}

// Where the time goes: each step with its share of the run against the most it may take (docs/decisions/0039),
// the total against the budget, then the slowest tests of each runner.
const timed = steps.filter((s) => Number.isFinite(s.seconds));
const total = timed.reduce((n, s) => n + s.seconds, 0);
if (timed.length) {
  lines.push('', 'Step times:');
  for (const s of timed) {
    const share = total > 0 ? s.seconds / total : 0;
    const most = STEP_SHARES[s.name];
    const over = most !== undefined && total >= MIN_TOTAL_FOR_SHARES && share > most;
    const shareText = `${(share * 100).toFixed(0).padStart(3)}%${most !== undefined ? ` (at most ${most * 100}%)` : ''}`;
    lines.push(
      `  ${s.name.padEnd(22)} ${String(s.seconds).padStart(5)} s ${shareText}${over ? '  OVER ITS SHARE' : ''}`,
    );
    if (over) {
      lines.push(`  the step ${s.name} took more than its share of the run: counted as 1 failed`);
      failed += 1;
      ok = false;
    }
  }
  const minutes = (total / 60).toFixed(1);
  lines.push(
    `  ${'total'.padEnd(22)} ${String(total).padStart(5)} s (${minutes} min; budget ${BUDGET_SECONDS / 60} min)`,
  );
}
for (const { step, tests } of slowest) {
  if (!tests.length) continue;
  lines.push('', `Slowest ${tests.length} tests of ${step}:`);
  for (const t of tests) lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
}
lines.push('');

if (steps.length === 0) lines.push(`no suite reports in ${dir}`);
if (passed + failed === 0) {
  lines.push('no test ran: that is a failure');
  ok = false;
}
if (failed > 0) ok = false;

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);

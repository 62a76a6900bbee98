import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Drives the real server and the built web app (apps/web/dist, built by `npm run test:e2e`) in Debian's
// Chromium. Every run starts the server on a fresh, freshly seeded database.

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `clearsheets-e2e-${port}`);
// The embedded database by default, as `npm start` runs; CI passes a PostgreSQL database of its own, emptied first
// (the server's database work then runs beside it on the other core instead of inside its one thread).
const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
const freshDatabase = databaseUrl ? `npx tsx e2e/support/fresh-database.ts '${databaseUrl}' && ` : '';
const reportDir = process.env.CI_REPORT_DIR ? path.resolve(repoRoot, process.env.CI_REPORT_DIR) : undefined;

/** Debian's Chromium, headless, without the background traffic a test machine has no use for. */
const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  // Two workers on a two-core machine: the suite is CPU-bound, yet two overlap waits on the server and the
  // browser (33 page visits: 82 s with two, 107 s with one).
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not a failure to hide: never retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A trace of every failure with the page's DOM at each step, its network and console, but no screencast:
    // recording frames for every test (then thrown away when it passes) cost about an eighth of the suite's
    // time. The failure screenshot above still shows the page as it ended.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  // The demo district is looked at first, as a newcomer finds it. Most specs work with a teacher, class and
  // students of their own (support/world.ts), but the page visits of a11y.spec.ts still add an assignment and Mia's
  // answers to the demo teacher's Grade 5 Math (support/page-visits.ts), so "the demo teacher has a live assignment
  // on the home page" is only true before they run. The order goes once they use a world of their own too.
  projects: [
    { name: 'first-look', testMatch: 'demo-district.spec.ts', use: browserUse },
    { name: 'chromium', testIgnore: 'demo-district.spec.ts', dependencies: ['first-look'], use: browserUse },
  ],
  webServer: {
    // The data folder is removed first, so the server migrates and seeds the demo accounts from scratch.
    command: `rm -rf '${dataDir}' && ${freshDatabase}exec npx tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ENV: 'local',
      // Never whatever the calling shell exports: the embedded database, or E2E_DATABASE_URL's.
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // Students turn idle after 12 s here (5 s in development): two browsers opening a worksheet one after the
      // other on a busy two-core machine both still count as working when the second arrives.
      IDLE_STATUS_MS: '12000',
    },
  },
});

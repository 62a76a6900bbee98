import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { startApp } from '../support/start-app';
import { num } from '../support/table';
import type { Cell, Scenario } from '../support/types';

// Issue 12: sign-up to first class in a browser. Headless Chromium signs a new teacher up, reads the
// verification mail on the development outbox page, opens its link, signs in, chooses the free license's
// grade and creates a first class with one student. Every click, field filled and option picked is one step;
// the time runs from opening /signup to the class being ready. BENCH_SIGNUP_RUNS journeys (default 5), one
// after another on one server; the table gives each and the median.

const RUNS = Number(process.env.BENCH_SIGNUP_RUNS ?? 5);
const PASSWORD = 'Bluebonnet2026';
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');

/** Actions a person takes, counted. */
function stepCounter(page: Page) {
  let steps = 0;
  return {
    get count() {
      return steps;
    },
    async click(target: Locator) {
      steps++;
      await target.click();
    },
    async fill(target: Locator, value: string) {
      steps++;
      await target.fill(value);
    },
    async pick(field: Locator, option: string) {
      steps += 2;
      await field.click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    async open(url: string) {
      steps++;
      await page.goto(url);
    },
  };
}

async function journey(browser: Browser, baseUrl: string, run: number) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const email = `bench.${Date.now().toString(36)}.${run}@example.org`;
  const step = stepCounter(page);
  const started = Date.now();
  try {
    await step.open('/signup');
    await step.fill(page.getByRole('textbox', { name: 'First name' }), 'Rosa');
    await step.fill(page.getByRole('textbox', { name: 'Last name' }), 'Delgado');
    await step.pick(page.getByRole('textbox', { name: 'District' }), 'Lone Oak ISD');
    await step.pick(page.getByRole('textbox', { name: 'School' }), 'Pecan Grove Middle School');
    await step.fill(page.getByRole('textbox', { name: 'Email' }), email);
    await step.fill(page.getByLabel('Password', { exact: true }), PASSWORD);
    await step.fill(page.getByLabel('Confirm password'), PASSWORD);
    await step.click(page.getByRole('button', { name: 'Create account' }));
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

    // The mail, on the outbox page (the sender delivers it in the background: refresh until it is there).
    await step.open(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const mail = page.getByRole('link', { name: /^Confirm your email for Clearsheets, to / }).first();
    for (let i = 0; i < 50 && !(await mail.isVisible()); i++) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(200);
    }
    await step.click(mail);
    // The bench server listens on a port chosen at start, after its public address was set: follow the
    // link's path on this server (one step, the click on the link).
    const href = await page
      .getByRole('link', { name: /\/teacher\/emailverified\?token=/ })
      .first()
      .getAttribute('href');
    const link = new URL(href ?? '');
    await step.open(`${link.pathname}${link.search}`);
    await page.getByText('Email verified').first().waitFor();
    await step.click(page.getByRole('link', { name: 'Sign in' }));
    await step.fill(page.getByLabel('Username or email'), email);
    await step.fill(page.getByLabel('Password', { exact: true }), PASSWORD);
    await step.click(page.getByRole('button', { name: 'Sign in', exact: true }));

    const gradeCard = page.getByRole('region', { name: 'Choose the grade of your free license' });
    await step.pick(gradeCard.getByRole('textbox', { name: 'Grade' }), 'Grade 5');
    await step.click(gradeCard.getByRole('button', { name: 'Add license grade' }));
    await step.click(
      page.getByRole('region', { name: 'Getting started' }).getByRole('link', { name: 'Create your first class' }),
    );

    const className = `Room ${run}`;
    await step.pick(page.getByRole('textbox', { name: 'Grade', exact: true }), 'Grade 5');
    await step.fill(page.getByRole('textbox', { name: 'Class name' }), className);
    await step.pick(page.getByRole('textbox', { name: 'Subject', exact: true }), 'Math');
    await step.click(page.getByRole('button', { name: 'Add a student' }));
    await step.fill(page.getByRole('textbox', { name: 'First name' }), 'Iris');
    await step.fill(page.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await step.click(page.getByRole('button', { name: 'Create class' }));
    await page.getByRole('heading', { level: 1, name: `${className} is ready` }).waitFor();
    return { steps: step.count, seconds: (Date.now() - started) / 1000 };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export const signupJourneyScenario: Scenario = {
  name: 'signup-journey',
  description: 'A browser: sign-up, the mail on /dev/outbox, verify, sign in, grade, first class (steps and time)',
  async run(ctx) {
    if (!fs.existsSync(webDist)) throw new Error(`The web app is not built (${webDist}): run \`npm run build\` first.`);
    const server = await startApp({ databaseUrl: ctx.databaseUrl });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const runs: { steps: number; seconds: number }[] = [];
    try {
      for (let run = 1; run <= RUNS; run++) {
        ctx.log(`signup-journey: run ${run} of ${RUNS}`);
        runs.push(await journey(browser, server.baseUrl, run));
      }
    } finally {
      await browser.close();
      await server.close();
    }
    const rows: Cell[][] = runs.map((r, i) => [`run ${i + 1}`, r.steps, num(r.seconds, 1)]);
    const seconds = median(runs.map((r) => r.seconds));
    const steps = median(runs.map((r) => r.steps));
    rows.push(['median', steps, num(seconds, 1)]);
    return {
      title: `Sign-up to first class in a browser (${server.databaseKind}, ${RUNS} runs)`,
      columns: ['journey', 'steps (user actions)', 'seconds'],
      rows,
      notes: [
        'Steps: each click, field filled, option picked (2: open the list, pick) and page opened by the person.',
        'Time: from opening /signup to "<class> is ready", including the wait for the mail in the outbox.',
        'Headless Chromium and the server share the machine; one journey at a time.',
      ],
      ok: runs.length === RUNS,
      data: { runs, medianSeconds: seconds, medianSteps: steps },
    };
  },
};

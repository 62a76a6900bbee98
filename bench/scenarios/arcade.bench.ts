import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GAMES } from '@clearsheets/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startApp } from '../support/start-app';
import { num } from '../support/table';
import type { Cell, Scenario } from '../support/types';

// Issue 13: the arcade in a browser. Each of the sixteen games: the scripts its page adds (gzip, kB = 1,000 bytes;
// KAPLAY comes with the first game played and is counted apart) and the frames per second headless Chromium draws
// while it plays, at 1280x800 and at 390x844, over BENCH_ARCADE_SECONDS (default 20) with a key pressed every
// second. The student's first load, with the arcade's header badge, is `npm run bench first-load`'s.

const SECONDS = Number(process.env.BENCH_ARCADE_SECONDS ?? 20);
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');

/** Records the scripts a page downloads with their gzip size (compressed here, so every file is counted alike). */
function scriptLog(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || sizes.has(url)) return;
    sizes.set(url, 0);
    try {
      sizes.set(url, zlib.gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A response without a body (a redirect) adds nothing.
    }
  });
  return sizes;
}

const kb = (bytes: number) => num(bytes / 1000, 1);

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('student');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/student$/);
}

/** Frames drawn per second over `seconds`, counted with requestAnimationFrame while a key is pressed each second. */
async function framesPerSecond(page: Page, seconds: number) {
  // A string, not a function: tsx would add its name helper to a function, which the page does not have.
  const counting = page.evaluate(`new Promise((resolve) => {
    let frames = 0;
    const start = performance.now();
    const tick = () => {
      frames++;
      if (performance.now() - start < ${seconds * 1000}) requestAnimationFrame(tick);
      else resolve(frames / ((performance.now() - start) / 1000));
    };
    requestAnimationFrame(tick);
  })`) as Promise<number>;
  const keys = ['ArrowRight', 'Space', 'ArrowLeft', 'ArrowUp'];
  for (let i = 0; i < seconds; i++) {
    await page.keyboard.press(keys[i % keys.length]!).catch(() => {});
    await page.waitForTimeout(1000);
  }
  return counting;
}

async function measure(browser: Browser, baseUrl: string, log: (m: string) => void) {
  const first = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  const firstPage = await first.newPage();
  await signIn(firstPage);
  const state = await first.storageState();
  await first.close();

  const games: { id: number; name: string; bytes: number; fps: number[]; ended: boolean[] }[] = GAMES.map((g) => ({
    id: g.id,
    name: g.name,
    bytes: 0,
    fps: [],
    ended: [],
  }));
  let engineBytes = 0;
  for (const [v, viewport] of VIEWPORTS.entries()) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, storageState: state });
    const page = await context.newPage();
    const sizes = scriptLog(page);
    await page.goto('/playgame');
    await page.getByRole('heading', { level: 1, name: 'Arcade' }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const game of games) {
      log(`arcade: ${game.name} at ${viewport.width}x${viewport.height}`);
      const before = new Set(sizes.keys());
      await page.goto(`/playgame?game=${game.id}`);
      const canvas = page.locator('canvas');
      await canvas.waitFor({ timeout: 30_000 });
      await canvas.focus();
      await page.waitForLoadState('networkidle');
      const added = [...sizes.entries()].filter(([url]) => !before.has(url));
      const engine = added.filter(([url]) => /\/stage-[^/]*\.js$/.test(url));
      if (v === 0) {
        engineBytes += engine.reduce((a, [, b]) => a + b, 0);
        game.bytes = added.filter(([url]) => !/\/stage-[^/]*\.js$/.test(url)).reduce((a, [, b]) => a + b, 0);
      }
      game.fps.push(await framesPerSecond(page, SECONDS));
      game.ended.push((await canvas.count()) === 0);
    }
    await context.close();
  }
  return { engineBytes, games };
}

export const arcadeScenario: Scenario = {
  name: 'arcade',
  description: "A browser: each game's download (gzip) and frames per second at two sizes",
  async run(ctx) {
    if (!fs.existsSync(webDist)) throw new Error(`The web app is not built (${webDist}): run \`npm run build\` first.`);
    const server = await startApp({ databaseUrl: ctx.databaseUrl });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const result = await measure(browser, server.baseUrl, ctx.log);
      const rows: Cell[][] = result.games.map((g) => [
        `${g.id} ${g.name}`,
        kb(g.bytes),
        ...g.fps.map((f, i) => `${num(f, 0)}${g.ended[i] ? ' (round ended)' : ''}`),
      ]);
      return {
        title: `The arcade in headless Chromium (${server.databaseKind}, ${SECONDS} s a game and size)`,
        columns: ['game', 'own scripts kB gzip', 'fps 1280x800', 'fps 390x844'],
        rows,
        notes: [
          `KAPLAY and the game stage, loaded with the first game only: ${kb(result.engineBytes)} kB gzip.`,
          'fps is requestAnimationFrame frames a second while the game runs (KAPLAY draws one per frame, at most 60);',
          'headless Chromium here renders WebGL in software (--disable-gpu), so a laptop with a GPU draws more.',
        ],
        ok: true,
        data: result,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The module boundaries of docs/decisions/0021 are checked by `npm run lint`: Biome (drizzle-orm only in
// repositories, no repositories in route files) and dependency-cruiser (cycles, each server module's front door,
// web features; and in .dependency-cruiser-folders.cjs no loop between module folders, decision 0041).
// Here both run on the repository (clean) and on a small project made to break each rule once.
const ROOT = path.resolve(import.meta.dirname, '..');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
const FOLDERS = '.dependency-cruiser-folders.cjs';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function depcruise(cwd: string, config = '.dependency-cruiser.cjs'): Violation[] {
  const out = execFileSync(
    process.execPath,
    [DEPCRUISE, 'apps/server/src', 'apps/web/src', '--config', config, '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

/** Biome's lint diagnostics as "path: message" lines (exit code ignored: a violation exits non-zero). */
function biomeLint(cwd: string): string {
  try {
    return execFileSync(BIOME, ['lint', '--vcs-enabled=false', '--max-diagnostics=100', 'apps'], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

it('the repository keeps every boundary and has no import cycle', () => {
  expect(depcruise(ROOT).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
}, 60_000);

it('no two server module folders use each other', () => {
  expect(depcruise(ROOT, FOLDERS).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
}, 60_000);

describe('a project breaking each rule once', () => {
  let dir = '';
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    for (const file of ['.dependency-cruiser.cjs', FOLDERS, 'biome.json', 'tsconfig.base.json'])
      fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const server = 'apps/server/src';
    write(
      `${server}/modules/notes/notes.repository.ts`,
      "import { sql } from 'drizzle-orm';\nexport const q = sql`1`;\n",
    );
    write(`${server}/modules/notes/notes.service.ts`, "import { sql } from 'drizzle-orm';\nexport const s = sql`2`;\n");
    write(`${server}/modules/notes/notes.routes.ts`, "import { q } from './notes.repository';\nexport const r = q;\n");
    write(`${server}/modules/notes/ping.ts`, "import { pong } from './pong';\nexport const ping = () => pong;\n");
    write(`${server}/modules/notes/pong.ts`, "import { ping } from './ping';\nexport const pong = () => ping;\n");
    // Past the front door: classes reaches into students' files; the app too.
    write(`${server}/modules/students/index.ts`, "export { roster } from './students.service';\n");
    write(`${server}/modules/students/students.service.ts`, 'export const roster = 1;\n');
    write(`${server}/modules/classes/classes.service.ts`, "import { roster } from '../students/students.service';\n");
    write(`${server}/modules/classes/index.ts`, "export { roster } from '../students';\n");
    write(
      `${server}/app.ts`,
      "import { roster } from './modules/students/students.service';\nexport const app = roster;\n",
    );
    // A loop between two module folders through their front doors, with no loop between files: reports'
    // summary uses lessons, and lessons' grading uses reports' totals.
    write(`${server}/modules/reports/index.ts`, "export { totals } from './totals';\n");
    write(`${server}/modules/reports/totals.ts`, 'export const totals = 1;\n');
    write(
      `${server}/modules/reports/summary.ts`,
      "import { grade } from '../lessons';\nexport const summary = grade;\n",
    );
    write(`${server}/modules/lessons/index.ts`, "export { grade } from './grading';\n");
    write(
      `${server}/modules/lessons/grading.ts`,
      "import { totals } from '../reports';\nexport const grade = totals;\n",
    );
    // A test may use a module built on its own (classes' test uses students' front door): no loop.
    write(
      `${server}/modules/students/students.test.ts`,
      "import { roster } from '../classes';\nexport const r = roster;\n",
    );
    write(
      `${server}/platform/context.ts`,
      "import { s } from '../modules/notes/notes.service';\nexport const c = s;\n",
    );
    write('apps/web/src/features/library/list.ts', 'export const list = 1;\n');
    write('apps/web/src/features/questions/index.ts', 'export const question = 1;\n');
    write('apps/web/src/features/questions/lib/inner.ts', 'export const inner = 1;\n');
    write(
      'apps/web/src/features/studio/page.ts',
      "import { list } from '../library/list';\nimport { question } from '../questions';\n" +
        "import { inner } from '../questions/lib/inner';\nexport const page = [list, question, inner];\n",
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('dependency-cruiser names each broken rule and nothing allowed', () => {
    // A package resolves through the node_modules link to the real path: name it from node_modules on.
    const found = depcruise(dir).map(
      (v) =>
        `${v.rule.name}: ${v.from.replace(/^apps\/\w+\/src\//, '')} -> ${v.to.replace(/^.*(?=node_modules\/)/, '')}`,
    );
    expect(found.sort()).toEqual(
      [
        'drizzle-only-in-repositories: modules/notes/notes.service.ts -> node_modules/drizzle-orm/index.cjs',
        'app-through-front-door: app.ts -> apps/server/src/modules/students/students.service.ts',
        'module-front-door: modules/classes/classes.service.ts -> apps/server/src/modules/students/students.service.ts',
        'no-circular: modules/notes/ping.ts -> apps/server/src/modules/notes/pong.ts',
        'platform-not-modules: platform/context.ts -> apps/server/src/modules/notes/notes.service.ts',
        'routes-not-repositories: modules/notes/notes.routes.ts -> apps/server/src/modules/notes/notes.repository.ts',
        'web-feature-isolation: features/studio/page.ts -> apps/web/src/features/library/list.ts',
        'web-feature-isolation: features/studio/page.ts -> apps/web/src/features/questions/lib/inner.ts',
      ].sort(),
    );
  }, 60_000);

  it('dependency-cruiser refuses a loop between two module folders, and only that', () => {
    const found = depcruise(dir, FOLDERS).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual(
      [
        'no-module-folder-loop: apps/server/src/modules/lessons -> apps/server/src/modules/reports',
        'no-module-folder-loop: apps/server/src/modules/reports -> apps/server/src/modules/lessons',
      ].sort(),
    );
  }, 60_000);

  it('Biome refuses drizzle-orm outside repositories and repositories in route files', () => {
    const out = biomeLint(dir);
    expect(out).toContain('notes.service.ts');
    expect(out).toContain('Only *.repository.ts files, db/ and seed/ speak Drizzle');
    expect(out).toContain('notes.routes.ts');
    expect(out).toContain('Route files call services, never repositories');
    expect(out).not.toContain('notes.repository.ts:');
  }, 60_000);
});

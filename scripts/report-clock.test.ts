import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// What a report calls "today" or "this week so far" comes from the app's clock (ctx.clock, platform/clock.ts), so
// the date-dependent suites can run at fixed dates (apps/server/test/fixed-dates.ts). A report that read the
// system clock itself would pass on some days and fail on others: this keeps the reports from reading it.
const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, 'apps/server/src/modules/reports');
const SYSTEM_CLOCK = /\bnew Date\(\s*\)|\bDate\.now\(\s*\)|\bnow\(\)`|sql`now\(\)`/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

it('the reports read the time only from the app clock', () => {
  // The rollups' own bookkeeping (when they last ran) is not a report's date.
  const offenders = sources(REPORTS)
    .filter((file) => !file.includes(`${path.sep}rollups${path.sep}`))
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => SYSTEM_CLOCK.test(line) && !line.includes('updatedAt')),
    )
    .map(({ at, line }) => `${at}: ${line.trim()}`);
  expect(offenders).toEqual([]);
});

import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { pgliteLocksOf, preparedRunner } from './prepared';

describe('the prepared-statement runner of the answer save', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // The runner takes PGlite's private locks (docs/decisions/0023-pglite-pinned.md): an upgrade that renames
  // them fails here by name, whichever database this suite runs on.
  it("still finds PGlite's private locks, on the exact PGlite version package.json pins", () => {
    expect(() => pgliteLocksOf(Object.create(PGlite.prototype) as PGlite)).not.toThrow();
    expect(() => pgliteLocksOf({} as PGlite)).toThrow(/_runExclusiveTransaction.*0023-pglite-pinned/);
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(manifest.dependencies['@electric-sql/pglite']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('binds values, reads typed columns and reuses the statement', async () => {
    const run = preparedRunner(t.database.db);
    const text = `select $1::int + 1 as n, $2::text as s, $3::jsonb as j, $4::bool as b, $5::float8 as f,
      $6::timestamptz as ts, $7::bigint as big, $8::text as nothing`;
    for (let i = 0; i < 3; i++) {
      const [row] = await run<Record<string, unknown>>(text, [
        i,
        "it's",
        JSON.stringify({ a: [1, 'x'] }),
        true,
        2.5,
        '2026-01-02T03:04:05.000Z',
        9_007_199_254_740_991,
        null,
      ]);
      expect(row).toMatchObject({ n: i + 1, s: "it's", j: { a: [1, 'x'] }, b: true, f: 2.5, nothing: null });
      expect(new Date(row!.ts as string | Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
      expect(Number(row!.big)).toBe(9_007_199_254_740_991);
    }
  });

  it('reports a failing statement and keeps working after it', async () => {
    const run = preparedRunner(t.database.db);
    await expect(run('select 1 / $1::int as x', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await run('select 1 / $1::int as x', [1])).toEqual([{ x: 1 }]);
  });

  it('never runs inside another open transaction', async () => {
    const db = t.database.db;
    const run = preparedRunner(db);
    await db.execute(sql`create table if not exists prepared_probe (n int)`);
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db
      .transaction(async (inner) => {
        await inner.execute(sql`insert into prepared_probe values (1)`);
        await held;
        inner.rollback();
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 20));
    const counted = run<{ n: number }>('select count(*)::int as n from prepared_probe', []);
    release();
    await tx;
    expect(await counted).toEqual([{ n: 0 }]);
  });
});

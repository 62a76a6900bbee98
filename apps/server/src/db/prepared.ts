// Runs the answer save's fixed SQL text as a named prepared statement, so the database parses and plans it
// once instead of on every save (Drizzle's `execute` sends unnamed statements, planned each time; planning
// this statement costs more than running it, about 1 ms on PGlite). Values are always bound as parameters.
// Used for the hot path only; everything else goes through Drizzle.
import { type PGlite, protocol, types } from '@electric-sql/pglite';
import type { Db } from './client';

export type RunPrepared = <T>(text: string, params: readonly unknown[]) => Promise<T[]>;

interface PostgresJsClient {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
}

// PGlite's own locks, which its public `query` takes: the transaction lock (so this never runs inside someone
// else's open transaction) and the query lock. They are private (underscored in PGlite's typings) and no public
// method takes both: `runExclusive` takes only the query lock, and wrapping the call in `transaction` adds
// BEGIN and COMMIT, about 1.7 times the time of a save. So PGlite's version is pinned exactly in package.json
// and an upgrade is checked against this file (docs/decisions/0023-pglite-pinned.md).
interface PgliteLocks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** PGlite's private locks, or an error naming what changed when an upgrade removed them. */
export function pgliteLocksOf(client: PGlite): PgliteLocks {
  const locks = client as unknown as Partial<PgliteLocks>;
  if (typeof locks._runExclusiveTransaction !== 'function' || typeof locks._runExclusiveQuery !== 'function')
    throw new Error(
      'PGlite no longer has _runExclusiveTransaction and _runExclusiveQuery, which the answer save relies on: ' +
        'see docs/decisions/0023-pglite-pinned.md',
    );
  return locks as PgliteLocks;
}

const { serialize } = protocol;
const toText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? value
          ? 't'
          : 'f'
        : String(value);

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** PGlite speaks the wire protocol in process: Parse once per statement, then Bind/Execute/Sync per call. */
function pgliteRunner(client: PGlite): RunPrepared {
  const names = new Map<string, string>();
  let counter = 0;
  const locks = pgliteLocksOf(client);
  return <T>(text: string, params: readonly unknown[]) =>
    locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        let name = names.get(text);
        const parts: Uint8Array[] = [];
        if (!name) {
          name = `cs_prepared_${++counter}`;
          parts.push(serialize.parse({ name, text, types: [] }));
        }
        parts.push(
          serialize.bind({ statement: name, values: params.map(toText) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        let messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
        try {
          ({ messages } = await client.execProtocol(concat(parts), { syncToFs: false }));
        } catch (err) {
          // Whether the Parse took is unknown: the next call parses again under a fresh name.
          names.delete(text);
          throw err;
        }
        names.set(text, name);
        await client.syncToFs();
        const rows: T[] = [];
        let fields: { name: string; dataTypeID: number }[] = [];
        for (const m of messages) {
          if (m.name === 'rowDescription') fields = (m as unknown as { fields: typeof fields }).fields;
          else if (m.name === 'dataRow') {
            const values = (m as unknown as { fields: (string | null)[] }).fields;
            const row: Record<string, unknown> = {};
            fields.forEach((f, i) => {
              row[f.name] = types.parseType(values[i] ?? null, f.dataTypeID);
            });
            rows.push(row as T);
          }
        }
        return rows;
      }),
    );
}

const runners = new WeakMap<Db, RunPrepared>();

/** Whether the database is the embedded one (PGlite), which runs one statement at a time. */
export function isEmbedded(db: Db): boolean {
  return !('unsafe' in (db as unknown as { $client: object }).$client);
}

/** The runner for the database's own client (the same pool or embedded instance Drizzle uses). */
export function preparedRunner(db: Db): RunPrepared {
  let run = runners.get(db);
  if (run) return run;
  const client = (db as unknown as { $client: PostgresJsClient | PGlite }).$client;
  if ('unsafe' in client) {
    const pg = client;
    run = async <T>(text: string, params: readonly unknown[]) =>
      (await pg.unsafe(text, [...params], { prepare: true })) as T[];
  } else run = pgliteRunner(client);
  runners.set(db, run);
  return run;
}

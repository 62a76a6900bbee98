// Runs the answer save's fixed SQL text as a prepared statement: PostgreSQL parses and plans the statement
// once per connection instead of on every save (Drizzle's `execute` sends unnamed statements, planned each
// time). Values are bound as parameters, never spliced into the text. Used for the hot path only.
import type { Db } from '../../db/client';

export type RunPrepared = <T>(text: string, params: readonly unknown[]) => Promise<T[]>;

interface PostgresJsClient {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
}
interface PgliteClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const runners = new WeakMap<Db, RunPrepared>();

/** The runner for the database's own client (the same pool or embedded instance Drizzle uses). */
export function preparedRunner(db: Db): RunPrepared {
  let run = runners.get(db);
  if (run) return run;
  const client = (db as unknown as { $client: PostgresJsClient | PgliteClient }).$client;
  if ('unsafe' in client)
    run = async <T>(text: string, params: readonly unknown[]) =>
      (await client.unsafe(text, [...params], { prepare: true })) as T[];
  else run = async <T>(text: string, params: readonly unknown[]) => (await client.query(text, [...params])).rows as T[];
  runners.set(db, run);
  return run;
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL surface; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  pgliteDir?: string;
  /** A PGlite dump to start from (tests clone one migrated template instead of migrating each time). */
  pgliteLoadFrom?: Blob;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite: one SQL dialect, one set of migrations. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { max: opts.poolSize ?? 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several app processes may start at once: one migrates while the others wait on the lock.
        const lock = await client.reserve();
        try {
          await lock`select pg_advisory_lock(7212001)`;
          await migratePostgres(db as never, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(7212001)`;
          lock.release();
        }
      },
      ping: async () => void (await client`select 1`),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, opts.pgliteLoadFrom ? { loadDataDir: opts.pgliteLoadFrom } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** Dumps a PGlite database (for the test template). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from './bulk-sql';
import type { Db } from './client';

/** A timestamptz as an ISO string in UTC, the same text on PGlite and PostgreSQL (drivers differ on dates). */
export const iso = (column: SQL | string): SQL =>
  sql`to_char((${typeof column === 'string' ? sql.raw(column) : column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Runs a set-based query and returns its rows on either driver. */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** Runs several writes as one: a change and its audit row land together or not at all. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

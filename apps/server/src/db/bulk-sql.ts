import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client';

// Many rows in one statement with one parameter per column: `unnest($1::int[], $2::text[])`. Building a
// 1,000-row VALUES list through the query builder costs ~60-150 ms of CPU per statement here; this costs a
// few. Table and column names come from code, never from input.

export type Cell = string | number | boolean | null;
/** Column types: int and text travel as arrays of their own; the others as text, cast back in SQL. */
export type ColumnType = 'int' | 'text' | 'bool' | 'bigint' | 'float8' | 'timestamptz' | 'date' | 'jsonb' | 'uuid';
export type Columns = readonly (readonly [name: string, type: ColumnType])[];

const CHUNK = 5000;

/** `unnest(...) as v(a, b)` over the rows. */
export function unnestRows(columns: Columns, rows: readonly (readonly Cell[])[]): SQL {
  const arrays = columns.map(([, type], j) =>
    // postgres.js cannot send a boolean array (nor jsonb, timestamps, ...): those travel as text and are cast back.
    type === 'int' || type === 'text'
      ? sql`${sql.param(rows.map((r) => r[j] ?? null))}::${sql.raw(`${type}[]`)}`
      : sql`${sql.param(rows.map((r) => (r[j] == null ? null : String(r[j]))))}::text[]::${sql.raw(`${type}[]`)}`,
  );
  const names = sql.raw(columns.map(([n]) => n).join(', '));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as v(${names})`;
}

/** Lets waiting requests run between the chunks of a long import. On PGlite a query runs on this thread and
 * resolves in a microtask: a loop of chunk queries would otherwise hold the thread until its last chunk. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rows in parts of `size`, for statements that take one list per part (IN lists, bulk updates). */
export const chunked = <T>(rows: readonly T[], size = 1000) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

const parts = <T>(rows: readonly T[]) => chunked(rows, CHUNK);

/** INSERT ... SELECT FROM unnest, in chunks; `tail` adds ON CONFLICT / RETURNING. */
export async function insertRows<R = never>(
  tx: Db,
  table: string,
  columns: Columns,
  rows: readonly (readonly Cell[])[],
  tail = '',
): Promise<R[]> {
  const out: R[] = [];
  const names = sql.raw(columns.map(([n]) => n).join(', '));
  for (const part of parts(rows)) {
    const result = await tx.execute(
      sql`insert into ${sql.raw(table)} (${names}) select ${names} from ${unnestRows(columns, part)} ${sql.raw(tail)}`,
    );
    if (tail.includes('returning')) out.push(...rowsOf<R>(result));
    await yieldToEventLoop();
  }
  return out;
}

/** UPDATE t SET ... FROM unnest(...) v WHERE ..., in chunks. */
export async function updateRows(
  tx: Db,
  table: string,
  columns: Columns,
  rows: readonly (readonly Cell[])[],
  set: string,
  where = 't.id = v.id',
) {
  for (const part of parts(rows)) {
    await tx.execute(
      sql`update ${sql.raw(table)} as t set ${sql.raw(set)} from ${unnestRows(columns, part)} where ${sql.raw(where)}`,
    );
    await yieldToEventLoop();
  }
}

/** DELETE FROM t USING unnest(...) v WHERE ..., in chunks. */
export async function deleteRows(
  tx: Db,
  table: string,
  columns: Columns,
  rows: readonly (readonly Cell[])[],
  where: string,
) {
  for (const part of parts(rows)) {
    await tx.execute(
      sql`delete from ${sql.raw(table)} as t using ${unnestRows(columns, part)} where ${sql.raw(where)}`,
    );
    await yieldToEventLoop();
  }
}

/** `column = any($1::text[])`: one parameter for a whole list (inArray makes one per value). */
export const anyOf = (column: SQLWrapper, values: readonly (string | number)[], type: 'text' | 'int' = 'text') =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(`${type}[]`)})`;

/** postgres.js returns an array of rows, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError, safeMessage } from './log-safety';

// What a database error looks like in a log: where it happened, never a value.

/** An error shaped like postgres.js's PostgresError (PGlite's carries the same fields without `_name`). */
function postgresError() {
  const err = Object.assign(new Error('duplicate key value violates unique constraint "users_username_key"'), {
    name: 'PostgresError',
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (username)=(ava.lee) already exists.',
    schema_name: 'public',
    table_name: 'users',
    constraint_name: 'users_username_key',
    routine: '_bt_check_unique',
    query: 'insert into users (username, password_hash) values ($1, $2)',
    parameters: ['ava.lee', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
  });
  return err;
}

describe('safeError', () => {
  it('keeps the SQL state, constraint and table of a driver error and drops detail, query and parameters', () => {
    const safe = safeError(postgresError());
    expect(safe).toMatchObject({
      type: 'Error',
      message: 'duplicate key value violates unique constraint "users_username_key"',
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_username_key',
      table: 'users',
      schema: 'public',
      routine: '_bt_check_unique',
    });
    expect(JSON.stringify(safe)).not.toMatch(/ava\.lee|argon2|already exists|insert into/);
  });

  it("replaces Drizzle's message (which lists every parameter) and keeps the cause's location", () => {
    const err = new DrizzleQueryError('insert into users (first_name) values ($1)', ['Ava', 'secret'], postgresError());
    const text = JSON.stringify(safeError(err));
    expect(safeError(err)).toMatchObject({
      message: 'Failed query (query and parameters not logged)',
      cause: { code: '23505', constraint: 'users_username_key' },
    });
    expect(safeError(err).stack).toMatch(
      /^DrizzleQueryError: Failed query \(query and parameters not logged\)\n\s+at /,
    );
    expect(text).not.toMatch(/Ava|secret|params:|insert into/);
  });

  it('drops a value PostgreSQL quotes at the end of its message; identifiers stay', () => {
    expect(safeMessage('invalid input syntax for type integer: "Ava Lee"')).toBe(
      'invalid input syntax for type integer: (value not logged)',
    );
    expect(safeMessage('new row for relation "users" violates check constraint "name_check"')).toBe(
      'new row for relation "users" violates check constraint "name_check"',
    );
  });

  it('never throws on odd values and follows a bounded chain of causes', () => {
    expect(safeError('Ava')).toMatchObject({ type: 'string', message: expect.not.stringContaining('Ava') });
    expect(safeError(null).type).toBe('object');
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(() => safeError(loop)).not.toThrow();
  });
});

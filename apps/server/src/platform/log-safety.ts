import type { FastifyRequest } from 'fastify';

// Logs must never hold student data or secrets (DESIGN section 8; docs/decisions/0016). Database errors are
// the risk: Drizzle's DrizzleQueryError writes every query parameter into its message (names, answers, password
// hashes), PGlite and postgres.js attach the query and its parameters, and PostgreSQL's `detail` quotes the
// row ("Key (username)=(ann.lee) already exists"). Every logged error passes through `safeError`, which keeps
// what locates a fault (type, SQL state, constraint, table, column, stack frames) and drops every value.

/** Where log lines go (a file or a test's capture); pino writes one JSON line per call. */
export interface LogStream {
  write(line: string): void;
}

/** An error as it may be logged. */
export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
  cause?: SafeError;
};

// PGlite names the fields like libpq (`constraint`), postgres.js adds `_name` (`constraint_name`).
const DB_FIELDS = ['constraint', 'table', 'column', 'schema'] as const;
const MAX_CAUSES = 4;

const stringField = (err: Record<string, unknown>, key: string) =>
  typeof err[key] === 'string' ? (err[key] as string) : undefined;

const isFailedQuery = (err: Record<string, unknown>) =>
  'params' in err || (typeof err.message === 'string' && err.message.startsWith('Failed query:'));

/** A message without the values some PostgreSQL messages quote at their end
 * (`invalid input syntax for type integer: "abc"`); identifiers (`constraint "x"`) stay. */
export function safeMessage(message: string): string {
  return message.replace(/:\s*".*$/s, ': (value not logged)');
}

/** The error's own message line replaced in its stack, so the stack cannot repeat a value either. */
function safeStack(stack: string | undefined, head: string): string {
  if (!stack) return head;
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame < 0 ? head : head + stack.slice(firstFrame);
}

export function safeError(value: unknown, depth = 0): SafeError {
  if (!value || typeof value !== 'object') {
    const message = 'a thrown non-error value (not logged)';
    return { type: typeof value, message, stack: message };
  }
  const err = value as Record<string, unknown>;
  const type = (typeof err.constructor === 'function' && err.constructor.name) || stringField(err, 'name') || 'Error';
  const message = isFailedQuery(err)
    ? 'Failed query (query and parameters not logged)'
    : safeMessage(stringField(err, 'message') ?? '');
  const out: SafeError = { type, message, stack: safeStack(stringField(err, 'stack'), `${type}: ${message}`) };
  const code = err.code;
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  const severity = stringField(err, 'severity');
  if (severity) out.severity = severity;
  for (const field of DB_FIELDS) {
    const v = stringField(err, field) ?? stringField(err, `${field}_name`);
    if (v) out[field] = v;
  }
  const routine = stringField(err, 'routine');
  if (routine) out.routine = routine;
  if (err.cause && depth < MAX_CAUSES) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** The request as logged: method and path only (query strings may carry search words such as names). */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Fastify's logger options: every `err` and `req` goes through the serializers above. */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: safeError, req: safeRequest },
    // Belt and braces: nothing logs these, and if something ever does they are hidden.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'passwordHash',
        'refresh_token',
        'access_token',
        'token',
        'params',
        'parameters',
      ],
      censor: '[not logged]',
    },
  };
}

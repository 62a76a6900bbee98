import { MESSAGES, type MessageKey, type TProblem } from '@clearsheets/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';

const CATALOGUE = new Set<string>(Object.values(MESSAGES));

/** An expected refusal: carries its HTTP status, a stable code and a catalogue message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly detail?: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(MESSAGES[messageKey]);
  }
}

export const notFound = (detail?: string) => new AppError(404, 'not_found', 'notFound', detail);
export const forbidden = (detail?: string) => new AppError(403, 'forbidden', 'forbidden', detail);
export const badRequest = (field: string, messageKey: MessageKey) =>
  new AppError(400, 'invalid_request', messageKey, undefined, [{ field, message: MESSAGES[messageKey] }]);

function problem(status: number, code: string, title: string, extra: Partial<TProblem> = {}): TProblem {
  return { type: `about:blank#${code}`, title, status, code, ...extra };
}

/** RFC 6749 section 5.2's error codes; our other refusals at the token endpoint map onto them. */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;
const OAUTH_ERRORS = new Set<string>(OAUTH_ERROR_CODES);
/** The grant cannot be used as it is (a locked account, an unverified email, a password to change first). */
const GRANT_REFUSALS = new Set(['too_many_attempts', 'email_not_verified', 'password_change_required']);

function oauthError(p: TProblem): string {
  if (OAUTH_ERRORS.has(p.code)) return p.code;
  if (p.status >= 500) return 'server_error';
  if (GRANT_REFUSALS.has(p.code)) return 'invalid_grant';
  return p.status === 401 ? 'invalid_client' : 'invalid_request';
}

/**
 * Sends a problem (RFC 9457). The OAuth endpoints answer as RFC 6749 section 5.2 says, so standard clients
 * read them: `application/json` with `error` (one of its codes) and `error_description`; the problem's
 * members stay beside them (the RFC allows more members), so our pages read `code` and extensions as anywhere.
 */
export function sendProblem(reply: FastifyReply, p: TProblem) {
  if (reply.request.url.startsWith('/connect/'))
    return reply
      .status(p.status)
      .type('application/json')
      .header('cache-control', 'no-store')
      .send({ error: oauthError(p), error_description: p.title, ...p });
  return reply.status(p.status).type('application/problem+json').send(p);
}

/** A 400 naming every bad field; its title is the first field's message when that is a catalogue
 * message (so the user reads the spec's wording), else the generic one. */
export class ValidationError extends AppError {
  readonly title: string;
  constructor(errors: { field: string; message: string }[]) {
    super(400, 'invalid_request', 'invalidRequest', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
    const first = errors[0]?.message;
    this.title = first && CATALOGUE.has(first) ? first : MESSAGES.invalidRequest;
  }
}

/** Validates input with a shared schema, or throws a ValidationError naming the fields. */
export function parseInput<T extends ZodType>(schema: T, input: unknown, prefix = 'body'): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.map((i) => ({ field: [prefix, ...i.path.map(String)].join('.'), message: i.message })),
  );
}

/** Every error becomes RFC 9457 problem+json; nothing a client sends may surface as a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      error = new ValidationError(
        error.validation.map((v) => ({
          field: [context, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
          message: v.message ?? MESSAGES.invalidRequest,
        })),
      );
    }
    if (error instanceof AppError) {
      const title = error instanceof ValidationError ? error.title : error.message;
      return sendProblem(
        reply,
        problem(error.status, error.code, title, { detail: error.detail, errors: error.errors }),
      );
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_request';
      return sendProblem(reply, problem(status, code, MESSAGES.invalidRequest, { detail: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problem(500, 'internal_error', MESSAGES.somethingWentWrong));
  });
}

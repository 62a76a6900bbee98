// The OpenAPI document (@fastify/swagger) as standard tools read it: every operation names its security
// (bearer, or none for public ones, from the route's own guard), has an operationId, and declares the
// refusals it can answer (problem+json; the OAuth endpoints' RFC 6749 errors); `nullable` always has a type.
// What the document says of 4xx answers is documentation only: Fastify never serializes errors with it.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isBearerGuard } from './auth/guards';
import { OAUTH_ERROR_CODES } from './errors';

const METHOD_WORDS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'put',
  PATCH: 'update',
  DELETE: 'delete',
};

/** A stable operationId from the method and path: `GET /api/v1/worksheets/:id/qti` -> `getWorksheetsIdQti`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return `${METHOD_WORDS[method] ?? method.toLowerCase()}${camel || 'Root'}`;
}

/** Marks each route's security and operationId as it is added (before @fastify/swagger reads it). */
export function describeOperations(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.includes('HEAD') && methods.length === 1) return;
    const guards = [route.preHandler, route.onRequest].flat().filter(Boolean);
    const bearer = guards.some(isBearerGuard);
    const method = methods.find((m) => m !== 'HEAD') ?? 'GET';
    route.schema = {
      ...route.schema,
      operationId:
        (route.schema as { operationId?: string } | undefined)?.operationId ?? operationIdOf(method, route.url),
      security: bearer ? [{ bearer: [] }] : [],
    } as RouteOptions['schema'];
  });
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** A type for a `nullable` schema that names none (an enum, or a union), as OpenAPI 3.0 requires. */
function typeOf(schema: Json): string | undefined {
  if (Array.isArray(schema.enum)) {
    const kinds = new Set(schema.enum.filter((v) => v !== null).map((v) => typeof v));
    if (kinds.size === 1) return [...kinds][0] === 'number' ? 'number' : String([...kinds][0]);
  }
  if ('const' in schema && schema.const !== null)
    return typeof schema.const === 'number' ? 'number' : typeof schema.const;
  if (isObject(schema.properties)) return 'object';
  if (isObject(schema.items)) return 'array';
  return undefined;
}

/** Walks a schema tree: `nullable` without `type` gets one (or, for unions, each member is nullable instead). */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) fixNullable(n);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && node.type === undefined) {
    const type = typeOf(node);
    const union = (node.anyOf ?? node.oneOf) as Json[] | undefined;
    if (type) node.type = type;
    else if (Array.isArray(union)) {
      // "One of these, or null": any member may be null, so the members overlap; anyOf says exactly that.
      delete node.nullable;
      delete node.oneOf;
      node.anyOf = union;
      for (const member of union) if (isObject(member) && member.type !== undefined) member.nullable = true;
    } else delete node.nullable;
  }
  for (const value of Object.values(node)) fixNullable(value);
}

const PROBLEM = {
  type: 'object',
  description: 'RFC 9457 problem details; `errors` names each bad field.',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};
const OAUTH_ERROR = {
  type: 'object',
  description: 'RFC 6749 section 5.2 error response (the problem members ride along).',
  required: ['error', 'error_description'],
  properties: {
    error: {
      type: 'string',
      enum: [...OAUTH_ERROR_CODES, 'server_error'],
    },
    error_description: { type: 'string' },
  },
};

const REFUSALS: Record<string, string> = {
  '400': 'The request is not valid (each bad field is named)',
  '401': 'No valid access token: sign in',
  '403': 'The caller may not do this',
  '404': 'Not found, or not the caller’s to see',
  '429': 'Too many requests: wait and try again',
};

/** The finished document: 4xx answers on every operation, problem schemas, no typeless `nullable`. */
export function completeDocument(doc: Json): Json {
  doc.components ??= {};
  const components = doc.components as Json;
  components.schemas ??= {};
  const schemas = components.schemas as Json;
  schemas.Problem = PROBLEM;
  schemas.OAuthError = OAUTH_ERROR;
  components.responses ??= {};
  const responses = components.responses as Json;
  for (const [status, description] of Object.entries(REFUSALS))
    responses[`Problem${status}`] = {
      description,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  responses.OAuthError = {
    description: 'The request was refused (RFC 6749 section 5.2)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/OAuthError' } } },
  };
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>))
    for (const op of Object.values(item)) {
      if (!isObject(op) || !isObject(op.responses ?? {})) continue;
      op.responses ??= {};
      const answers = op.responses as Json;
      if (path.startsWith('/connect/')) {
        answers['400'] ??= { $ref: '#/components/responses/OAuthError' };
        answers['401'] ??= { $ref: '#/components/responses/OAuthError' };
        continue;
      }
      const bearer = Array.isArray(op.security) && op.security.length > 0;
      const statuses = ['400', ...(bearer ? ['401', '403'] : []), ...(path.includes('{') ? ['404'] : []), '429'];
      for (const status of statuses) answers[status] ??= { $ref: `#/components/responses/Problem${status}` };
      // A route with no success schema still says what success is.
      if (!Object.keys(answers).some((s) => s.startsWith('2') || s === 'default'))
        answers['200'] = { description: 'Done' };
    }
  fixNullable(doc.paths);
  fixNullable(components.schemas);
  return doc;
}

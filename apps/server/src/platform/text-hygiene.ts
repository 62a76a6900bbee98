// Text the database cannot store is refused at the door, for every route at once (docs/decisions/0018):
// PostgreSQL keeps no NUL (U+0000) in text, and an unpaired surrogate is not Unicode (jsonb refuses it).
// Reaching a query, either would fail the statement: a 500 for something a user typed. JSON bodies are
// checked by the JSON parser (json-body.ts); query strings, path params, form bodies and multipart parts here.

import { MESSAGES } from '@clearsheets/shared';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for
export const UNSTORABLE_TEXT = /\u0000|\p{Cs}/u;

/** The path of the first string (or key) the database could not store, or null. Iterative, so no input can
 * exhaust the stack; JSON bodies are already limited in depth (json-body.ts). */
export function findUnstorableText(root: unknown, rootPath: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, inner] of Object.entries(value)) {
      if (UNSTORABLE_TEXT.test(key)) return path;
      stack.push({ value: inner, path: `${path}.${key}` });
    }
  }
  return null;
}

/** The 400 naming the field (the catalogue's message is the problem's title). */
export const unstorableTextError = (field: string) =>
  new ValidationError([{ field, message: MESSAGES.unstorableText }]);

function assertStorable(value: unknown, rootPath: string) {
  const field = findUnstorableText(value, rootPath);
  if (field) throw unstorableTextError(field);
}

// Multipart errors that carry an HTTP status (limits, a premature close) are the plugin's answers and pass
// through; anything else comes from the parser reading a body that is not whole (cut before its closing
// boundary, a malformed part header): the client's doing, so it gets a 400 status, never a 500. It stays a
// plain error, so a route that answers malformed bodies with its own message ("Please upload image") still
// does; routes that do not get the generic 400 problem with this message as its detail.
function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (typeof (err as { statusCode?: unknown })?.statusCode === 'number') return err;
  return Object.assign(new Error(MESSAGES.uploadIncomplete, { cause: err }), { statusCode: 400 });
}

/** Checks a part's names and value, and makes reading its file answer a 400 when the body is cut short. */
function checkPart<T extends Multipart | MultipartFile>(part: T): T {
  assertStorable(part.fieldname, 'body');
  if (part.type === 'field') assertStorable(part.value, `body.${part.fieldname}`);
  else {
    assertStorable(part.filename, `body.${part.fieldname}.filename`);
    const read = part.toBuffer.bind(part);
    part.toBuffer = () =>
      read().catch((err: unknown) => {
        throw asClientError(err);
      });
  }
  return part;
}

/** Wraps this request's multipart readers (decorated by @fastify/multipart where a plugin registers it). */
function guardMultipart(request: FastifyRequest) {
  const { parts, file } = request;
  request.parts = async function* (options) {
    const iterator = parts.call(request, options);
    try {
      while (true) {
        let next: IteratorResult<Multipart>;
        try {
          next = await iterator.next();
        } catch (err) {
          throw asClientError(err);
        }
        if (next.done) return;
        yield checkPart(next.value);
      }
    } finally {
      await iterator.return?.(undefined); // a consumer leaving early ends the plugin's iteration too
    }
  };
  request.file = async (options) => {
    let part: MultipartFile | undefined;
    try {
      part = await file.call(request, options);
    } catch (err) {
      throw asClientError(err);
    }
    if (!part) return part;
    // Fields sent before the file arrive with it.
    for (const field of Object.values(part.fields).flat()) if (field && field !== part) checkPart(field);
    return checkPart(part);
  };
}

/** One hook for every route: query strings, path params, form bodies and multipart parts. */
export function registerTextHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertStorable(request.query, 'query');
    assertStorable(request.params, 'params');
    // JSON bodies were checked while parsing; form bodies (the OAuth endpoints) are checked here.
    if (request.body && !request.headers['content-type']?.includes('json')) assertStorable(request.body, 'body');
    if (typeof request.isMultipart === 'function' && request.isMultipart()) guardMultipart(request);
  });
}

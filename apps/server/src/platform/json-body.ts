import type { FastifyInstance } from 'fastify';
import { findUnstorableText, unstorableTextError } from './text-hygiene';

/** Deeper JSON than any request of ours needs; deeper bodies could overflow the stack of a schema walk. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of objects and arrays in a JSON text, in one pass that skips strings. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth -= 1;
  }
  return deepest;
}

// JSON text can carry NUL or a lone surrogate only as an escape (a raw control character is not JSON, and the
// body is decoded from UTF-8): bodies without such an escape, nearly all of them, skip the walk.
const UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
export const mayHoldUnstorableText = (text: string) => UNSTORABLE_ESCAPE.test(text);

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), after refusing absurdly nested bodies
 * with a 400, so that no JSON a client sends can crash a handler with a stack overflow; then refusing
 * text the database cannot store (platform/text-hygiene.ts) with a 400 naming the field.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body as string) > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error('The request body is nested too deeply'), { statusCode: 400 });
      done(error, undefined);
      return;
    }
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err, undefined);
      const field = mayHoldUnstorableText(body as string) ? findUnstorableText(value, 'body') : null;
      if (field) return done(unstorableTextError(field), undefined);
      done(null, value);
    });
  });
}

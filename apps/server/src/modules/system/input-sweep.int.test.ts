// Nothing a user can type may answer a 500 (docs/decisions/0018). Driven by the app's own OpenAPI document, so
// a new route is swept the day it is added: every id in a path or query string gets ids no database row can
// have, and every text field of every JSON body, every query parameter and every path parameter gets text
// the database cannot store (NUL, a lone surrogate). Multipart uploads get cut-short bodies and bad names.
import { ID_TEXT_PATTERN, MESSAGES } from '@clearsheets/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, formBody, signIn } from '../../../test/factories';
import { multipartBody } from '../../../test/kits/images/test-images';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = {
  pattern?: string;
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Route = { method: Method; path: string; op: Operation };

const ROLES = ['district.admin', 'teacher', 'student'] as const;
const BAD_IDS = ['2147483648', '-1', 'abc', '01', '1.5', '99999999999'];
const UNSTORABLE = { nul: 'a\u0000b', loneSurrogate: 'a\ud800b' };
const isIdName = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

/** Every string field of a JSON schema, as paths (array items at index 0), through refs and unions. */
function textFieldPaths(doc: OpenApi, root: JsonSchema): (string | number)[][] {
  const found = new Map<string, (string | number)[]>();
  const walk = (schema: JsonSchema | undefined, path: (string | number)[], depth: number) => {
    if (!schema || depth > 12) return;
    if (schema.$ref) return walk(doc.components?.schemas?.[schema.$ref.split('/').pop()!], path, depth + 1);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(branch, path, depth + 1);
    const types = ([] as string[]).concat(schema.type ?? []);
    // An open schema ({}: a question's content, say) takes any JSON, text included.
    const open =
      !types.length && !schema.properties && !schema.items && !schema.anyOf && !schema.oneOf && !schema.allOf;
    if (types.includes('string') || open) found.set(JSON.stringify(path), path);
    for (const [key, inner] of Object.entries(schema.properties ?? {})) walk(inner, [...path, key], depth + 1);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, [...path, 'k'], depth + 1);
    if (schema.items) walk(schema.items, [...path, 0], depth + 1);
  };
  walk(root, [], 0);
  return [...found.values()].filter((p) => p.length > 0);
}

/** A body holding `value` at `path` (and nothing else). */
const bodyWith = (path: (string | number)[], value: unknown): unknown => {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head as string]: bodyWith(rest, value) };
};

/** The path with its parameters filled in: the given ones, '1' for the rest. */
const fill = (path: string, values: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');

describe('no 500 from anything a user can send', () => {
  let t: TestApp;
  let routes: Route[];
  let doc: OpenApi;
  const tokens: Record<string, string> = {};
  const status500: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject('/api/docs/json')).json() as OpenApi;
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
    );
    for (const role of ROLES) tokens[role] = (await signIn(t.app, role)).access_token;
  });
  afterAll(() => t.close());

  /** Sends the request as each role; none may answer 500 or 401 (signed in, the request reaches validation). */
  async function asEveryRole(
    label: string,
    send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
  ) {
    const statuses: number[] = [];
    for (const role of ROLES) {
      const res = await send(bearer(tokens[role]!));
      if (res.statusCode >= 500) status500.push(`${label} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      statuses.push(res.statusCode);
    }
    expect(statuses, label).not.toContain(401);
    return statuses;
  }

  it('refuses ids outside 1..2147483647 in every path and query string with a 400', async () => {
    let routesTried = 0;
    let queryIdsTried = 0;
    for (const { method, path, op } of routes) {
      const params = op.parameters ?? [];
      const pathIds = params.filter((p) => p.in === 'path' && isIdName(p.name));
      const queryIds = params.filter((p) => p.in === 'query' && isIdName(p.name));
      if (pathIds.length) routesTried += 1;
      for (const param of pathIds)
        for (const bad of BAD_IDS) {
          const url = fill(path, { [param.name]: encodeURIComponent(bad) });
          const statuses = await asEveryRole(`${method} ${url}`, (headers) =>
            t.app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) }),
          );
          // Text that is no id at all is a 400 for everyone, before any guard runs. Digits past 2147483647 are a
          // 400 too, except where the table is bigserial (attempts, responses): there they name nothing, so
          // whoever may call the route hears 404 (and others their 403).
          const label = `${method} ${url}: ${statuses}`;
          const bigserial = param.schema?.pattern !== ID_TEXT_PATTERN.source;
          if (bigserial && /^[1-9][0-9]*$/.test(bad))
            expect(
              statuses.some((s) => s === 400 || s === 404),
              label,
            ).toBe(true);
          else
            expect(
              statuses.every((s) => s === 400),
              label,
            ).toBe(true);
        }
      for (const param of queryIds) {
        queryIdsTried += 1;
        for (const bad of BAD_IDS) {
          const url = `${fill(path)}?${param.name}=${encodeURIComponent(bad)}`;
          const statuses = await asEveryRole(`${method} ${url}`, (headers) => t.app.inject({ method, url, headers }));
          expect(
            statuses.some((s) => s === 400),
            `${method} ${url}: ${statuses}`,
          ).toBe(true);
        }
      }
    }
    console.log(
      `id sweep: ${routesTried} routes with path ids, ${queryIdsTried} query ids, ${BAD_IDS.length} bad ids each, ` +
        `${status500.length} answered 500`,
    );
    expect(routesTried).toBeGreaterThan(50);
    expect(status500).toEqual([]);
  });

  it('refuses NUL and lone surrogates in every body text field, query parameter and path parameter', async () => {
    let bodyFields = 0;
    let queryParams = 0;
    let pathParams = 0;
    const refusedAsUnstorable = (statuses: number[], label: string) =>
      expect(
        statuses.every((s) => s === 400),
        `${label}: ${statuses}`,
      ).toBe(true);
    for (const { method, path, op } of routes) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const url = fill(path);
      for (const field of schema ? textFieldPaths(doc, schema) : []) {
        bodyFields += 1;
        for (const text of Object.values(UNSTORABLE)) {
          const label = `${method} ${path} body.${field.join('.')}`;
          const payload = JSON.stringify(bodyWith(field, text));
          const statuses = await asEveryRole(label, async (headers) => {
            const res = await t.app.inject({
              method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload,
            });
            if (res.statusCode === 400) expect(res.json().title, label).toBe(MESSAGES.unstorableText);
            return res;
          });
          refusedAsUnstorable(statuses, label);
        }
      }
      for (const param of op.parameters ?? []) {
        if (param.in === 'query') queryParams += 1;
        else pathParams += 1;
        // A URL carries NUL as %00; it cannot carry a lone surrogate (UTF-8 has no bytes for one).
        const nul = encodeURIComponent(UNSTORABLE.nul);
        const target = param.in === 'query' ? `${url}?${param.name}=${nul}` : fill(path, { [param.name]: nul });
        const label = `${method} ${target}`;
        refusedAsUnstorable(
          await asEveryRole(label, (headers) => t.app.inject({ method, url: target, headers })),
          label,
        );
      }
    }
    // The sign-in form (a form body, not JSON).
    for (const text of Object.values(UNSTORABLE)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...formBody({ grant_type: 'password', username: text, password: text, client_id: 'clearsheets-web' }),
      });
      expect(res.statusCode).toBe(400);
    }
    console.log(
      `text sweep: ${bodyFields} body text fields, ${queryParams} query parameters, ${pathParams} path parameters, ` +
        `${status500.length} answered 500`,
    );
    expect(bodyFields).toBeGreaterThan(60);
    expect(status500).toEqual([]);
  });

  it('refuses cut-short multipart uploads and unstorable file names and fields with a 400', async () => {
    const teacherClasses = await t.app.inject({ url: '/api/v1/classes', headers: bearer(tokens.teacher!) });
    const classId = (teacherClasses.json() as { items: { id: number }[] }).items[0]!.id;
    const uploads = [
      { role: 'teacher', url: '/api/v1/images', field: 'purpose' },
      { role: 'teacher', url: '/api/v1/worksheets/import/qti', field: 'title' },
      { role: 'teacher', url: `/api/v1/classes/${classId}/imports`, field: 'note' },
      { role: 'district.admin', url: '/api/v1/oneroster/imports', field: 'note' },
    ] as const;
    const file = {
      name: 'file',
      filename: 'upload.zip',
      type: 'application/octet-stream',
      content: Buffer.alloc(4096, 7),
    };
    const imports = async () =>
      ((await t.app.inject({ url: '/api/v1/imports', headers: bearer(tokens.teacher!) })).json() as { total: number })
        .total;
    const importsBefore = await imports();
    for (const { role, url, field } of uploads) {
      expect(doc.paths[url.replace(`/classes/${classId}/`, '/classes/{id}/')]?.post, url).toBeDefined();
      const send = (body: { headers: Record<string, string>; payload: Buffer }) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(tokens[role]!), ...body.headers },
          payload: body.payload,
        });

      const whole = multipartBody([{ name: field, value: 'fine' }, file]);
      const cut = { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 100) };
      const cutRes = await send(cut);
      expect(cutRes.statusCode, `${url} cut short: ${cutRes.body}`).toBe(400);

      const badName = await send(multipartBody([{ ...file, filename: 'roster\u0000.csv' }]));
      expect(badName.statusCode, `${url} NUL in the file name: ${badName.body}`).toBe(400);

      const badField = await send(multipartBody([{ name: field, value: UNSTORABLE.nul }, file]));
      expect(badField.statusCode, `${url} NUL in a field: ${badField.body}`).toBe(400);
      expect(badField.json().title).toBe(MESSAGES.unstorableText);
    }
    expect(await imports()).toBe(importsBefore);
  });
});

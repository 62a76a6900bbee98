// The OpenAPI document is what other teams generate clients from: it passes Redocly's lint with the rules
// in redocly.yaml (offline: no reference is fetched), and a typed client generated from it type-checks a
// real call and refuses a wrong one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

const CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));

describe('the OpenAPI document', () => {
  let t: TestApp;
  // The document as served: its shape is what the lint and the generator check.
  let doc: {
    paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { $ref?: string }> }>>;
  };
  let text: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/api/docs/json');
    text = res.body;
    doc = res.json();
  });
  afterAll(() => t.close());

  it('passes the lint: security, operationIds, 4xx answers, typed nullables', async () => {
    const config = await createConfig(readFileSync(CONFIG, 'utf8'), { configPath: CONFIG });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const said = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(said).toEqual([]);
  });

  it('says which operations need a bearer token and which are public', () => {
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/connect/token', 'post').security).toEqual([]);
    expect(op('/api/v1/worksheets/import/qti', 'post').security).toEqual([{ bearer: [] }]);
    expect(op('/connect/token', 'post').responses['400']!.$ref).toBe('#/components/responses/OAuthError');
  });

  it('generates a typed client that accepts a real call and refuses a wrong one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearsheets-openapi-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
      const check = (name: string, code: string) => {
        writeFileSync(join(dir, name), code);
        const program = ts.createProgram([join(dir, name)], {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          lib: ['lib.es2022.d.ts'],
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          target: ts.ScriptTarget.ES2022,
        });
        return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      };
      const call = (body: string) => `import type { paths, operations } from './api';
type Token = paths['/connect/token']['post'];
type Detail = operations['getWorksheetsId']['responses']['200']['content']['application/json'];
export const read = (d: Detail) => ${body};
export const ok: Token extends object ? true : false = true;
`;
      expect(check('good.ts', call('d.questions.map((q) => q.isComplete)'))).toEqual([]);
      expect(check('bad.ts', call('d.questions.map((q) => q.noSuchField)')).join('\n')).toMatch(/noSuchField/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

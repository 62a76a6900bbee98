import fs from 'node:fs';
import { expect, it } from 'vitest';
import { PERMISSIONS_DOC, withRenderedMatrix } from './permissions-doc';

it('docs/permissions.md shows the matrix the server enforces', () => {
  const doc = fs.readFileSync(PERMISSIONS_DOC, 'utf8');
  expect(doc, 'run `npx tsx scripts/permissions-doc.ts`').toBe(withRenderedMatrix(doc));
});

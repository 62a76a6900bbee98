import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// docs/ARCHITECTURE.md is the annotated tree of what exists: every server module, platform piece, web feature
// and shared folder must be named in its first column, so a new folder cannot land undocumented.
const ROOT = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

/** Names in the tree's first column: "  classes, students   ..." gives both, "crypto/box.ts" gives crypto and box. */
function namedInTree(markdown: string): Set<string> {
  const tree = markdown.split('```')[1] ?? '';
  const names = new Set<string>();
  for (const line of tree.split('\n')) {
    const first = line.trim().split(/\s{2,}/)[0] ?? '';
    for (const part of first.split(/,\s*/)) {
      for (const name of part.split('/')) if (name) names.add(name.replace(/\.(ts|tsx)$/, ''));
    }
  }
  return names;
}

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}`);

it('names every module, platform piece, feature and shared folder in docs/ARCHITECTURE.md', () => {
  const named = namedInTree(doc);
  const all = [
    ...folders('apps/server/src/modules'),
    ...folders('apps/server/src/platform'),
    ...folders('apps/web/src/features'),
    ...folders('packages/shared/src'),
  ];
  const missing = all.filter((folder) => !named.has(path.basename(folder)));
  expect(missing, 'add these folders to the tree in docs/ARCHITECTURE.md').toEqual([]);
});

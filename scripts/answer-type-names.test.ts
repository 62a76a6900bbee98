import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Product code names answer types (`ANSWER_TYPES.constructedResponse`), never their spec ids (`9`): a bare number
// reads as nothing and a typo in it is another type. Tests, test kits and seed data may spell the ids.
const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const EXEMPT = /\.test\.tsx?$|test-support|test-questions|test-kit|\/test-[^/]+\.ts$|\/seed\/|arbitraries|\/enums\.ts$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !EXEMPT.test(rel) ? [rel] : [];
  });
}

/** `answerType === 9`, `answerType: 9` and `case 9:` inside a `switch (….answerType)`: each place a bare id is used. */
function bareAnswerTypeIds(source: string): string[] {
  const found = [...source.matchAll(/answerType\s*(?:[!=]==|:)\s*\d+\b/g)].map((m) => m[0]);
  for (const match of source.matchAll(/switch \([^)]*answerType\)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}') depth--;
      end++;
    }
    const body = source.slice(match.index, end);
    found.push(...[...body.matchAll(/\bcase \d+:/g)].map((m) => `${match[0].trim()} … ${m[0]}`));
  }
  return found;
}

it('recognises the ways a bare answer type id is written', () => {
  expect(
    bareAnswerTypeIds(
      'if (q.answerType === 9) f(); const d = { answerType: 3 }; switch (q.answerType) { case 1: { x(); } case 2: }',
    ),
  ).toEqual([
    'answerType === 9',
    'answerType: 3',
    'switch (q.answerType) { … case 1:',
    'switch (q.answerType) { … case 2:',
  ]);
  expect(bareAnswerTypeIds('if (q.answerType === ANSWER_TYPES.notGraded) f(); switch (n) { case 1: }')).toEqual([]);
});

it('finds no bare answer type id in product code', () => {
  const found = SOURCES.flatMap(sourceFiles).flatMap((file) =>
    bareAnswerTypeIds(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((use) => `${file}: ${use}`),
  );
  expect(found, 'use the ANSWER_TYPES name').toEqual([]);
});

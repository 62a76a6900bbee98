import { MESSAGES } from '@clearsheets/shared';
import { ValidationError } from '../../platform/errors';
import { UNSTORABLE_TEXT } from '../../platform/text-hygiene';

// PostgreSQL stores neither NUL in text nor an unpaired surrogate in jsonb, and a deeply nested document
// exhausts its parser's stack: refuse such input as bad (400) instead of failing the write (500).
const UNSTORABLE = UNSTORABLE_TEXT;
/** Far deeper than any question needs (a table question is about 6 levels). */
const MAX_DEPTH = 32;

type Problem = { path: string; message: string };

// Iterative, so a hostile document cannot exhaust this stack either.
function findProblem(root: unknown, rootPath: string): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { path, message: MESSAGES.unstorableText };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { path, message: 'This is nested too deeply' };
    for (const [key, inner] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { path, message: MESSAGES.unstorableText };
      stack.push({ value: inner, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/** Refuses what the database cannot store (400 naming the field). */
export function assertStorableText(value: unknown, field: string) {
  const problem = findProblem(value, field);
  if (problem) throw new ValidationError([{ field: problem.path, message: problem.message }]);
}

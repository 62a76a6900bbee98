import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-hygiene';

describe('findUnstorableText', () => {
  it('names the first field holding NUL or a lone surrogate, keys included', () => {
    expect(findUnstorableText({ a: { b: ['ok', 'x\u0000'] } }, 'body')).toBe('body.a.b.1');
    expect(findUnstorableText({ name: 'a\ud800' }, 'query')).toBe('query.name');
    expect(findUnstorableText({ 'k\udc00': 1 }, 'body')).toBe('body');
  });

  it('accepts any other text, emoji (paired surrogates) included', () => {
    expect(findUnstorableText({ a: 'Zoë 😀 \t\n', b: [1, null, true], c: {} }, 'body')).toBeNull();
  });

  it('walks very deep values without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

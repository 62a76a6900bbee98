import { describe, expect, it } from 'vitest';
import { jsonNestingDepth, mayHoldUnstorableText } from './json-body';

describe('jsonNestingDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"quote \\" then [[["}')).toBe(1);
    expect(jsonNestingDepth('42')).toBe(0);
  });

  it('sees a very deep body without recursion', () => {
    expect(jsonNestingDepth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
  });
});

describe('mayHoldUnstorableText', () => {
  it('spots the escapes of NUL and of surrogates, in any case', () => {
    expect(mayHoldUnstorableText('{"a":"x\\u0000"}')).toBe(true);
    expect(mayHoldUnstorableText('{"a":"\\uD800"}')).toBe(true);
    expect(mayHoldUnstorableText('{"a":"\\udfff"}')).toBe(true);
  });

  it('lets ordinary text skip the walk', () => {
    expect(mayHoldUnstorableText('{"a":"café \\u00e9 \\n"}')).toBe(false);
  });
});

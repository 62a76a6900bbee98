import { describe, expect, it } from 'vitest';
import { formatMailTime, frameDocument } from './format';

describe('frameDocument', () => {
  it("makes the mail's links open in a new tab", () => {
    expect(frameDocument('<html><head><meta charset="utf-8"></head><body>x</body></html>')).toBe(
      '<html><head><base target="_blank"><meta charset="utf-8"></head><body>x</body></html>',
    );
    expect(frameDocument('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });
});

describe('formatMailTime', () => {
  it("writes the time in the reader's language and leaves a bad value as it is", () => {
    expect(formatMailTime('2026-04-03T16:25:07Z', 'en')).toMatch(/2026/);
    expect(formatMailTime('not a time', 'en')).toBe('not a time');
  });
});

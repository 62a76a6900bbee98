import { describe, expect, it } from 'vitest';
import { splitLinks } from './text-links';

describe('splitLinks', () => {
  it('finds http(s) links and keeps the text around them', () => {
    expect(splitLinks('Confirm my email:\nhttps://cs.example/v?token=a&b=1\n\nThanks')).toEqual([
      { kind: 'text', text: 'Confirm my email:\n' },
      { kind: 'link', href: 'https://cs.example/v?token=a&b=1' },
      { kind: 'text', text: '\n\nThanks' },
    ]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(splitLinks('Open http://localhost:3000/reset?t=1.')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/reset?t=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('makes nothing else a link', () => {
    expect(splitLinks('javascript:alert(1) mailto:a@b.org ftp://x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.org ftp://x' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});

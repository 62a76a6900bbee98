import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text-parse';

const text = (t: string, bold = false, italic = false) => ({ kind: 'text', text: t, bold, italic });
const math = (tex: string, bold = false, italic = false, display = false) => ({
  kind: 'math',
  tex,
  display,
  bold,
  italic,
});

describe('parseRichText', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(parseRichText('One\r\n\r\n\nTwo\nlines\n\n  ')).toEqual([
      [text('One')],
      [text('Two'), { kind: 'break' }, text('lines')],
    ]);
    expect(parseRichText('')).toEqual([]);
  });

  it('reads TeX between dollars, and $$...$$ as display math', () => {
    expect(parseRichText('What is $3 \\times 4$?')).toEqual([[text('What is '), math('3 \\times 4'), text('?')]]);
    expect(parseRichText('$$\\frac{1}{2}$$')).toEqual([[math('\\frac{1}{2}', false, false, true)]]);
  });

  it('keeps prices and escaped dollars as text', () => {
    expect(parseRichText('It costs $20 and $30 more.')).toEqual([[text('It costs $20 and $30 more.')]]);
    expect(parseRichText('Pay \\$5 for $x$.')).toEqual([[text('Pay $5 for '), math('x'), text('.')]]);
    expect(parseRichText('A lone $ sign')).toEqual([[text('A lone $ sign')]]);
    expect(parseRichText('$ x$ is not math')).toEqual([[text('$ x$ is not math')]]);
  });

  it('reads **bold** and *italic*, also around math', () => {
    expect(parseRichText('a **bold** and *it* word')).toEqual([
      [text('a '), text('bold', true), text(' and '), text('it', false, true), text(' word')],
    ]);
    expect(parseRichText('**$x$ is big**')).toEqual([[math('x', true), text(' is big', true)]]);
    expect(parseRichText('***both***')).toEqual([[text('both', true, true)]]);
  });

  it('leaves stray or spaced asterisks as they are', () => {
    expect(parseRichText('3 * 4 * 5')).toEqual([[text('3 * 4 * 5')]]);
    expect(parseRichText('**not closed')).toEqual([[text('**not closed')]]);
    expect(parseRichText('a \\*literal\\* star')).toEqual([[text('a *literal* star')]]);
  });

  it('never turns markup-looking text into anything but text', () => {
    expect(parseRichText('<img src=x onerror=alert(1)>')).toEqual([[text('<img src=x onerror=alert(1)>')]]);
  });
});

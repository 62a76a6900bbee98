import { describe, expect, it } from 'vitest';
import { plainText, speakableTemplate, speakableText } from './speakable-text';

describe('speakableText', () => {
  it('reads fractions, operations and relations in words', () => {
    expect(speakableText('$\\frac{3}{4}$')).toBe('3 over 4');
    expect(speakableText('What is $3 \\times 4$?')).toBe('What is 3 times 4?');
    expect(speakableText('$12 \\div 3 = 4$')).toBe('12 divided by 3 equals 4');
    expect(speakableText('Is $\\dfrac{2}{3} > \\frac{1}{2}$?')).toBe('Is 2 over 3 is greater than 1 over 2?');
    expect(speakableText('$x \\le 5$')).toBe('x is less than or equal to 5');
    expect(speakableText('$a \\ne b$')).toBe('a is not equal to b');
  });

  it('reads mixed numbers, powers, roots and degrees', () => {
    expect(speakableText('$2\\frac{1}{2}$')).toBe('2 and 1 over 2');
    expect(speakableText('$x^2 + y^3$')).toBe('x squared plus y cubed');
    expect(speakableText('$10^{-3}$')).toBe('10 to the power of minus 3');
    expect(speakableText('$\\sqrt{16}$')).toBe('the square root of 16');
    expect(speakableText('$\\sqrt[3]{27}$')).toBe('the cube root of 27');
    expect(speakableText('$90^\\circ$')).toBe('90 degrees');
    expect(speakableText('$45^{\\circ}$')).toBe('45 degrees');
    expect(speakableText('$x_1$')).toBe('x sub 1');
  });

  it('reads text commands, spacing and percent', () => {
    expect(speakableText('$5\\,\\text{cm}$')).toBe('5 cm');
    expect(speakableText('$25\\%$')).toBe('25 percent');
    expect(speakableText('$\\left( 3 + 4 \\right)$')).toBe('(3 plus 4)');
    expect(speakableText('$\\pi r^2$')).toBe('pi r squared');
  });

  it('drops formatting marks and joins paragraphs as sentences', () => {
    expect(speakableText('Read **carefully**.\n\nThen *answer*')).toBe('Read carefully. Then answer');
    expect(speakableText('Title\n\nBody')).toBe('Title. Body');
    expect(speakableText('It costs $20 and $30.')).toBe('It costs $20 and $30.');
  });

  it('speaks Spanish when asked', () => {
    expect(speakableText('$\\frac{3}{4}$', 'es')).toBe('3 sobre 4');
    expect(speakableText('$3 \\times 4 = 12$', 'es')).toBe('3 por 4 es igual a 12');
    expect(speakableText('$x^2$', 'es')).toBe('x al cuadrado');
    expect(speakableText('$2\\frac{1}{2}$', 'es')).toBe('2 y 1 sobre 2');
  });

  it('survives broken TeX', () => {
    expect(speakableText('$\\frac{1}{$')).toBe('1 over');
    expect(speakableText('$\\unknown{x}$')).toBe('unknown x');
  });
});

describe('plainText', () => {
  it('writes math as symbols for places KaTeX cannot reach', () => {
    expect(plainText('$\\frac{3}{4}$')).toBe('3/4');
    expect(plainText('$\\frac{x+1}{2}$')).toBe('(x + 1)/2');
    expect(plainText('$3 \\times 4$ and **bold**')).toBe('3 × 4 and bold');
    expect(plainText('$x^2$, $x^{10}$, $90^\\circ$')).toBe('x², x^(10), 90°');
    expect(plainText('$\\sqrt{2}$ is $\\le 1.5$')).toBe('√2 is ≤ 1.5');
    expect(plainText('$-5$')).toBe('-5');
  });
});

describe('speakableTemplate', () => {
  it('names each gap where it stands', () => {
    const label = (kind: 'blank' | 'choice', _id: string, i: number) => `${kind} ${i + 1}`;
    expect(speakableTemplate('The capital is {{blank:city}} and $6 \\div 4$ = {{blank:q}}.', label)).toBe(
      'The capital is blank 1 and 6 divided by 4 = blank 2.',
    );
    expect(speakableTemplate('A square has {{choice:s}} sides.', label, 'es')).toBe('A square has choice 1 sides.');
  });
});

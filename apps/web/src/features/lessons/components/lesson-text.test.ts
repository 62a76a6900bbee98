import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LessonText } from './lesson-text';

// Every string of the seeded Clear Lessons, rendered as a lesson shows it: the words a person reads (the KaTeX
// formulas taken out) hold no TeX source, every formula renders without a KaTeX error, and \$ reads as a dollar.

/** `$`-delimited TeX or a backslash command left as text. `$` pairs follow the renderer's rule (opening before a
 * non-space, closing after one and not before a digit), so rendered prices ("$20 and $30") are not taken for TeX.
 * The unit test of lesson text and the e2e preview of every slide use the same. */
const RAW_TEX = /\$[^$\s](?:[^$]*[^$\s])?\$(?!\d)|\\[a-zA-Z]+/;

/** The seeded lessons, read as data (the server's seed, loaded at run time: the web does not build against it). */
async function seededStrings(): Promise<string[]> {
  const seed = path.resolve(import.meta.dirname, '../../../../../server/src/seed/lessons/content.ts');
  const { LESSONS } = (await import(/* @vite-ignore */ seed)) as { LESSONS: unknown[] };
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(LESSONS);
  expect(LESSONS.length).toBe(24);
  return [...new Set(strings)];
}

/** The markup with every KaTeX formula (a balanced <span class="katex">) taken out. */
function withoutFormulas(html: string): { rest: string; formulas: string[] } {
  const formulas: string[] = [];
  let rest = '';
  let i = 0;
  for (;;) {
    const start = html.indexOf('<span class="katex">', i);
    if (start < 0) return { rest: rest + html.slice(i), formulas };
    rest += html.slice(i, start);
    let depth = 0;
    let j = start;
    do {
      const open = html.indexOf('<span', j + 1);
      const close = html.indexOf('</span>', j + 1);
      if (open >= 0 && open < close) {
        depth += 1;
        j = open;
      } else {
        depth -= 1;
        j = close;
      }
    } while (depth >= 0);
    formulas.push(html.slice(start, j + '</span>'.length));
    i = j + '</span>'.length;
  }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const render = (text: string) => renderToStaticMarkup(createElement(LessonText, { text }));

describe('lesson text', () => {
  it('renders every seeded lesson string without TeX source or a broken formula', async () => {
    const strings = await seededStrings();
    const withMath = strings.filter((s) => s.includes('$') || s.includes('\\'));
    expect(withMath.length).toBeGreaterThan(500);
    const raw: string[] = [];
    const broken: string[] = [];
    for (const s of withMath) {
      const { rest, formulas } = withoutFormulas(render(s));
      const shown = textOf(rest).match(RAW_TEX);
      if (shown) raw.push(`${s} -> ${shown[0]}`);
      if (formulas.some((f) => f.includes('katex-error'))) broken.push(s);
    }
    expect(raw).toEqual([]);
    expect(broken).toEqual([]);
    // Loading the seed and KaTeX: seconds on a busy machine.
  }, 60_000);

  it('reads an escaped dollar as a dollar sign and prices as text, math as a formula', () => {
    expect(textOf(render('Sam saves \\$500, then \\$20 more.'))).toBe('Sam saves $500, then $20 more.');
    expect(textOf(render('It costs $20 and $30.'))).toBe('It costs $20 and $30.');
    const { rest, formulas } = withoutFormulas(render('Half is $\\frac{1}{2}$.'));
    expect(textOf(rest)).toBe('Half is .');
    expect(formulas).toHaveLength(1);
    expect(formulas[0]).toContain('<math');
  });
});

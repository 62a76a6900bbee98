import type { TQuestionInput } from '@clearsheets/shared';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mathmlToText, splitTex, texToMathml } from './qti-mathml';
import { mediaPathOf } from './qti-media';
import { buildQtiPackage, type ExportWorksheet, readQtiPackage } from './qti-package';
import { child, descendants, named, parseXml, textOf, xmlCarries } from './qti-xml';

const utf8 = (s: string) => new TextEncoder().encode(s);

// Text with formulas of every common shape, prices that are not formulas, and XML specials around them.
const piece = fc.constantFrom(
  '$\\frac{1}{2}$',
  '$x^2 + y_1 \\le \\sqrt[3]{8}$',
  '$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$',
  '$\\begin{matrix}1 & 2 \\\\ 3 & 4\\end{matrix}$',
  '$\\text{km} < 5 & 6$',
  '$\\frac{1}{$',
  '$20 and $30',
  '\\$5',
  '$ not math $',
  '$$',
  '<',
  '&',
  '\n',
  ' ',
  'é',
  '😀',
);
const text = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 5 }).map(xmlCarries)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));
const key = fc.stringMatching(/^[a-z0-9]{1,12}$/).map((k) => `/uploads/${k}.png`);

describe('QTI round trip with MathML and pictures', () => {
  it('writes formulas as MathML with their TeX, and reads them back exactly', () => {
    const xml = texToMathml('\\frac{1}{2}', false);
    expect(xml).toMatch(
      /^<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics>(<mrow>)?<mfrac><mn>1<\/mn><mn>2<\/mn><\/mfrac>/,
    );
    expect(xml).toContain('<annotation encoding="application/x-tex">\\frac{1}{2}</annotation>');
    // KaTeX cannot read it: still MathML, the TeX as text.
    expect(texToMathml('\\frac{1}{', true)).toContain('<mtext>\\frac{1}{</mtext>');
    const doc = parseXml(utf8(`<p>${xml}</p>`), 'x.xml');
    expect(textOf(doc)).toBe('$\\frac{1}{2}$');
    // Without the annotation (another player's copy), the MathML itself is read.
    const bare = child(parseXml(utf8(xml.replace(/<annotation[\s\S]*<\/annotation>/, '')), 'y.xml'), 'semantics');
    expect(mathmlToText({ name: 'math', attrs: {}, children: bare ? [bare] : [] })).toBe('$\\frac{1}{2}$');
  });

  it('splits text into formulas and text that join back exactly', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(
          splitTex(t)
            .map((p) => (p.kind === 'text' ? p.text : p.display ? `$$${p.tex}$$` : `$${p.tex}$`))
            .join(''),
        ).toBe(t);
      }),
      { numRuns: 300 },
    );
  });

  it('brings back texts, formulas and uploaded pictures of a worksheet exactly', () => {
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.uniqueArray(key, { minLength: 3, maxLength: 3 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        (prompt, choice, body, [a, b, c], bytes) => {
          const questions: TQuestionInput[] = [
            {
              answerType: 1,
              prompt,
              hint: choice,
              images: [
                { url: a!, alt: choice },
                { url: '/library/fraction-bar.png', alt: 'Library picture' },
              ],
              passageId: 1,
              points: 2,
              content: {
                choices: [
                  { id: 'a', text: choice, correct: true },
                  { id: 'b', text: prompt, correct: false },
                ],
              },
            },
            {
              answerType: 5,
              prompt: body,
              points: 1,
              content: {
                multiple: true,
                choices: [
                  { id: 'x', url: b!, alt: 'B', correct: true },
                  { id: 'y', url: c!, alt: 'C', correct: false },
                  { id: 'z', url: a!, alt: 'A again', correct: true },
                ],
              },
            },
            {
              answerType: 4,
              prompt,
              points: 1,
              content: {
                items: [
                  { id: 'p', text: choice },
                  { id: 'q', text: body },
                ],
              },
            },
          ];
          const media = new Map([a!, b!, c!].map((url, i) => [url, bytes.map((x) => x ^ i)]));
          const ws: ExportWorksheet = {
            title: 'W',
            description: '',
            grade: '5',
            subjectName: 'Math',
            standards: [],
            passages: [{ id: 1, title: 'P', body }],
            questions: questions.map((question) => ({ question })),
            gradingScales: [],
            media,
          };
          const zip = buildQtiPackage(ws);
          const pkg = readQtiPackage(zip);
          expect(pkg.passages.map((p) => p.body)).toEqual([body]);
          expect(pkg.notes).toEqual([]);
          // Each picture travels once, as itself; the items point at it.
          expect(pkg.media.size).toBe(3);
          const urlOf = (u: string) => {
            const path = mediaPathOf(u);
            return path ? `/uploads/${path.slice('media/'.length)}` : u;
          };
          for (const [path, got] of pkg.media)
            expect(new Uint8Array(got)).toEqual(media.get(urlOf(`qti-media:${path}`)));
          const back = pkg.questions.map(({ question: q }) => {
            const out = structuredClone(q) as TQuestionInput;
            if (out.images) out.images = out.images.map((i) => ({ ...i, url: urlOf(i.url) }));
            if (out.answerType === 5) for (const ch of out.content.choices) ch.url = urlOf(ch.url);
            return out;
          });
          expect(back).toStrictEqual(questions.map(({ passageId: _, ...q }) => q));
          // Every formula left as MathML a player can show.
          const item = parseXml(unzipSync(zip)['items/item-1.xml']!, 'items/item-1.xml');
          const formulas = splitTex(prompt).filter((p) => p.kind === 'math').length;
          expect(descendants(child(item, 'qti-item-body'), named('math')).length).toBeGreaterThanOrEqual(formulas);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

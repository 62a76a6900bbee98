import { type TQuestionInput, ZQuestionInput } from '@clearsheets/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoScoredQuestionArb } from '../../../../../packages/shared/test/arbitraries';
import { QTI_SAMPLE_QUESTIONS } from '../../../test/kits/qti/qti-test-kit';
import { exportItem } from './qti-item-export';
import { importItem, UnsupportedItem } from './qti-item-import';
import { parseXml, textOf, xmlCarries } from './qti-xml';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** Export with passages and standards named after their ids, import, and put the ids back. */
function roundTrip(q: TQuestionInput): TQuestionInput {
  const xml = exportItem(q, {
    identifier: 'item-1',
    title: 'Question 1',
    passage: q.passageId ? { identifier: `passage-${q.passageId}`, href: '../stimuli/p.xml', title: 'P' } : undefined,
    standard: q.standardId ? { code: `5.${q.standardId}A`, stableKey: `TX.math.${q.standardId}` } : undefined,
    gradingScale: { id: 3, name: 'Four-point scale', levels: [{ points: 0, label: 'None', description: '' }] },
  });
  const item = importItem(parseXml(utf8(xml), 'items/item-1.xml'));
  const passageId = item.stimulusRefs[0]?.identifier?.replace('passage-', '');
  const standardId = item.standard?.stableKey?.replace('TX.math.', '');
  return {
    ...item.question,
    ...(passageId ? { passageId: Number(passageId) } : {}),
    ...(standardId ? { standardId: Number(standardId) } : {}),
  } as TQuestionInput;
}

describe('QTI item round trip', () => {
  it('has a complete sample of every answer type', () => {
    expect(new Set(QTI_SAMPLE_QUESTIONS.map((q) => q.answerType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    for (const q of QTI_SAMPLE_QUESTIONS)
      expect(ZQuestionInput.safeParse(q).success, `type ${q.answerType}`).toBe(true);
  });

  it.each(QTI_SAMPLE_QUESTIONS.map((q) => [q.answerType, q] as const))('type %i comes back unchanged', (_, q) => {
    expect(roundTrip(q)).toStrictEqual(q);
  });

  it('keeps random text exactly: XML specials, unicode, TeX, line breaks', () => {
    const special = fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      ']]>',
      '&amp;',
      '&#13;',
      '\r\n',
      '\r',
      '\t',
      '\n',
      ' ',
      '\u00a0',
      '$\\frac{1}{2}$',
      '$$x^2 < \\sqrt{y}$$',
      '$\\text{a & b}$',
      '$\\frac{1}{$',
      '\\$',
      '$',
      '{{',
      '}}',
      '😀',
      'é',
      'ü',
      'ж',
      '中',
      'ع',
      '\u0301',
      '\u200b',
    );
    const legal = fc.string({ unit: 'binary', maxLength: 6 }).map(xmlCarries);
    const text = fc.array(fc.oneof(special, legal), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, text, text, text, (prompt, hint, choice, alt, gap) => {
        const questions: TQuestionInput[] = [
          {
            answerType: 1,
            prompt,
            hint,
            images: [{ url: '/x.png', alt }],
            points: 1,
            content: { choices: [{ id: 'a', text: choice, correct: true }] },
          },
          {
            answerType: 6,
            prompt,
            points: 2,
            content: {
              template: `${gap}{{blank:b}}${choice}`,
              blanks: [{ id: 'b', acceptedAnswers: [alt, choice], caseSensitive: true, numericEquivalence: false }],
            },
          },
          {
            answerType: 7,
            prompt,
            points: 1,
            content: {
              columns: [{ header: gap }],
              rows: [
                { cells: [{ kind: 'given', text: choice }] },
                {
                  cells: [
                    { kind: 'blank', id: 'c', acceptedAnswers: [hint], caseSensitive: false, numericEquivalence: true },
                  ],
                },
              ],
            },
          },
          { answerType: 9, prompt, points: 1, content: { sampleAnswer: hint } },
        ];
        for (const q of questions) expect(roundTrip(q)).toStrictEqual(q);
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('brings back every valid auto-scored question', () => {
    fc.assert(
      fc.property(autoScoredQuestionArb, ({ id: _id, ...q }) => {
        // As stored (jsonb): a key whose value is undefined is not there.
        const stored = JSON.parse(JSON.stringify(q)) as TQuestionInput;
        expect(roundTrip(stored)).toStrictEqual(stored);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('drops only the characters XML cannot carry', () => {
    const q: TQuestionInput = { answerType: 8, prompt: 'a\u0001b\u000bc\uffffd\ud800e', points: 1, content: {} };
    expect(roundTrip(q).prompt).toBe('abcde');
  });

  it('exports drafts as they are, markers without a part kept as text', () => {
    const draft = {
      answerType: 6,
      prompt: '',
      points: 1,
      content: {
        template: 'a {{blank:x}} {{blank:x}} {{choice:y}} {{blank:gone}}',
        blanks: [
          { id: 'x', acceptedAnswers: [], caseSensitive: false, numericEquivalence: true },
          { id: 'spare', acceptedAnswers: ['1'], caseSensitive: true, numericEquivalence: false, tolerance: 2 },
        ],
      },
    } as TQuestionInput;
    expect(roundTrip(draft)).toStrictEqual(draft);
  });
});

describe("reading another tool's items", () => {
  const item = (declarations: string, body: string, extra = '') =>
    importItem(
      parseXml(
        utf8(`<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="x" title="Item title">
          ${declarations}<qti-item-body>${body}</qti-item-body>${extra}</qti-assessment-item>`),
        'x.xml',
      ),
    ).question;
  const strings = (id: string, ...values: string[]) =>
    `<qti-response-declaration identifier="${id}" cardinality="single" base-type="string"><qti-correct-response>${values
      .map((v) => `<qti-value>${v}</qti-value>`)
      .join('')}</qti-correct-response></qti-response-declaration>`;

  it('reads gaps in a sentence as inline text, a lone gap as a text response', () => {
    expect(
      item(
        `${strings('R1', 'Austin')}${strings('R2', '4')}`,
        `<p>Name the capital.</p><p>The capital of Texas is <qti-text-entry-interaction response-identifier="R1"/>
         and 2 + 2 = <qti-text-entry-interaction response-identifier="R2"/>.</p>`,
      ),
    ).toEqual({
      answerType: 6,
      prompt: 'Name the capital.',
      points: 1,
      content: {
        template: 'The capital of Texas is {{blank:R1}} and 2 + 2 = {{blank:R2}}.',
        blanks: [
          { id: 'R1', acceptedAnswers: ['Austin'], caseSensitive: false, numericEquivalence: true },
          { id: 'R2', acceptedAnswers: ['4'], caseSensitive: false, numericEquivalence: true },
        ],
      },
    });
    const mapped = `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"><qti-mapping default-value="0">
      <qti-map-entry map-key="Austin" mapped-value="1" case-sensitive="true"/><qti-map-entry map-key="Dallas" mapped-value="0"/></qti-mapping></qti-response-declaration>`;
    expect(
      item(mapped, '<p>Capital?</p><div><qti-text-entry-interaction response-identifier="RESPONSE"/></div>'),
    ).toEqual({
      answerType: 3,
      prompt: 'Capital?',
      points: 1,
      content: { acceptedAnswers: ['Austin'], caseSensitive: true, numericEquivalence: true },
    });
  });

  it('reads order, essay, inline choice, table and picture items', () => {
    const ordered = `<qti-response-declaration identifier="RESPONSE" cardinality="ordered" base-type="identifier"><qti-correct-response>
      <qti-value>B</qti-value><qti-value>A</qti-value></qti-correct-response></qti-response-declaration>`;
    expect(
      item(
        ordered,
        '<qti-order-interaction response-identifier="RESPONSE"><qti-prompt>Order</qti-prompt><qti-simple-choice identifier="A">big</qti-simple-choice><qti-simple-choice identifier="B">small</qti-simple-choice></qti-order-interaction>',
      ),
    ).toMatchObject({
      answerType: 4,
      prompt: 'Order',
      content: {
        items: [
          { id: 'B', text: 'small' },
          { id: 'A', text: 'big' },
        ],
      },
    });

    const essay = item('', '<p>Explain.</p><qti-extended-text-interaction response-identifier="RESPONSE"/>', '');
    expect(essay).toEqual({ answerType: 9, prompt: 'Explain.', points: 1, content: {} });

    const choice = `<qti-response-declaration identifier="D" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>y</qti-value></qti-correct-response></qti-response-declaration>`;
    expect(
      item(
        choice,
        '<p>A cat has <qti-inline-choice-interaction response-identifier="D"><qti-inline-choice identifier="x">3</qti-inline-choice><qti-inline-choice identifier="y">4</qti-inline-choice></qti-inline-choice-interaction> legs.</p>',
      ),
    ).toMatchObject({
      answerType: 10,
      prompt: 'Item title',
      content: {
        template: 'A cat has {{choice:D}} legs.',
        dropdowns: [
          {
            id: 'D',
            options: [
              { id: 'x', correct: false },
              { id: 'y', text: '4', correct: true },
            ],
          },
        ],
      },
    });

    const table = item(
      strings('C1', '6'),
      '<table><tr><th>x</th><th>2x</th></tr><tr><td>3</td><td><qti-text-entry-interaction response-identifier="C1"/></td></tr></table>',
    );
    expect(table).toMatchObject({
      answerType: 7,
      content: {
        columns: [{ header: 'x' }, { header: '2x' }],
        rows: [
          {
            cells: [
              { kind: 'given', text: '3' },
              { kind: 'blank', id: 'C1', acceptedAnswers: ['6'] },
            ],
          },
        ],
      },
    });

    const pictures = `<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier"><qti-correct-response><qti-value>p1</qti-value></qti-correct-response></qti-response-declaration>`;
    expect(
      item(
        pictures,
        '<qti-choice-interaction response-identifier="RESPONSE" max-choices="0"><qti-simple-choice identifier="p1"><img src="https://x.org/a.png" alt="A"/></qti-simple-choice><qti-simple-choice identifier="p2"><img src="b.png" alt="B"/></qti-simple-choice></qti-choice-interaction>',
      ),
    ).toMatchObject({
      answerType: 5,
      content: {
        multiple: true,
        choices: [
          { id: 'p1', url: 'https://x.org/a.png', alt: 'A', correct: true },
          { id: 'p2', correct: false },
        ],
      },
    });
  });

  it('decodes references once, keeps CDATA as written, drops references to characters XML forbids', () => {
    const root = parseXml(
      utf8('<a t="&#x41;&amp;#65;&#10;">&lt;b&gt; &#128512;&#xD800;&#0;<![CDATA[&amp; <raw>]]>&unknown;\r\n</a>'),
      'a.xml',
    );
    expect(root.attrs.t).toBe('A&#65;\n');
    expect(textOf(root)).toBe('<b> 😀&amp; <raw>&unknown;\n');
  });

  it('skips what the studio cannot hold and refuses what is not a QTI 3.0 item', () => {
    expect(() => item('', '<qti-match-interaction response-identifier="R"/>')).toThrow(UnsupportedItem);
    expect(() => item('', '<p>No interaction here</p>')).toThrow('it has no interaction');
    expect(() => importItem(parseXml(utf8('<assessmentItem/>'), 'a.xml'))).toThrow(
      'It is a QTI 2 item; only QTI 3.0 items can be imported.',
    );
  });
});

import { qtiNoteText } from '@clearsheets/shared';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { declaration, foreignItem, foreignPackage, itemPackage, MATH_NS, stimulus } from './qti-foreign-kit';
import { readQtiPackage } from './qti-package';

/** An imported question read loosely (whatever its answer type), as the assertions need it. */
type Loose = {
  prompt: string;
  images: { url: string; alt: string }[];
  content: {
    choices: { id: string; text: string; url: string; alt: string }[];
    items: { id: string; text: string }[];
    template: string;
    acceptedAnswers: string[];
  };
};

/** What the import report says, in English. */
const said = (notes: { note: Parameters<typeof qtiNoteText>[0] }[]) => notes.map((n) => qtiNoteText(n.note));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const only = (zip: Uint8Array) => {
  const pkg = readQtiPackage(zip);
  expect(pkg.questions).toHaveLength(1);
  return { ...pkg, q: pkg.questions[0]!, question: pkg.questions[0]!.question as unknown as Loose };
};
const trueFalse = (choiceExtra: string, bodyExtra = '', after = '') =>
  foreignItem({
    declarations: declaration('single', 'identifier', ['T']),
    body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Is 4 even?</qti-prompt>
      <qti-simple-choice identifier="T">True${choiceExtra}</qti-simple-choice>
      <qti-simple-choice identifier="F">False</qti-simple-choice></qti-choice-interaction>${bodyExtra}`,
    after,
  });

describe('QTI import of other tools: feedback', () => {
  it('never puts inline feedback into a choice, and says it was left out', () => {
    const { question, notes } = only(
      itemPackage(
        trueFalse(
          `<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="T" show-hide="show">That's correct</qti-feedback-inline>`,
        ),
      ),
    );
    expect(question.prompt).toBe('Is 4 even?');
    expect(question.content.choices.map((c: { text: string }) => c.text)).toEqual(['True', 'False']);
    expect(said(notes)).toEqual([
      'Its feedback was left out (1 in all): questions have no place for feedback shown after answering.',
    ]);
  });

  it('never makes block or modal feedback the prompt, even when the prompt is missing', () => {
    const item = foreignItem({
      declarations: declaration('single', 'string', ['cat'], undefined, 'RESPONSE1'),
      body: `<p>The <qti-text-entry-interaction response-identifier="RESPONSE1"/> sat on the mat.</p>
        <qti-feedback-block identifier="correct" outcome-identifier="FEEDBACK" show-hide="show"><qti-content-body>Well done!</qti-content-body></qti-feedback-block>`,
      after: `<qti-modal-feedback identifier="wrong" outcome-identifier="FEEDBACK" show-hide="show"><qti-content-body>The answer is cat</qti-content-body></qti-modal-feedback>`,
      title: 'Fill in the animal',
    });
    const { question, notes } = only(itemPackage(item));
    expect(question.prompt).toBe('Fill in the animal');
    expect(question.content.template).toBe('The {{blank:RESPONSE1}} sat on the mat.');
    expect(JSON.stringify(question)).not.toMatch(/Well done|answer is cat/);
    expect(said(notes)).toEqual([
      'Its feedback was left out (2 in all): questions have no place for feedback shown after answering.',
      'It has no question text: its title "Fill in the animal" stands in for it; write the question.',
    ]);
    expect(only(itemPackage(item)).q.draft).toBe(true);
  });
});

describe('QTI import of other tools: the stem', () => {
  it('takes the text before the interaction when the prompt is empty', () => {
    const item = foreignItem({
      declarations: declaration('single', 'identifier', ['A']),
      body: `<p>A farmer has 3 cows.</p><p>How many legs?</p>
        <qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>  </qti-prompt>
          <qti-simple-choice identifier="A">12</qti-simple-choice><qti-simple-choice identifier="B">9</qti-simple-choice>
        </qti-choice-interaction><p>Scratch space below.</p>`,
    });
    expect(only(itemPackage(item)).question.prompt).toBe('A farmer has 3 cows.\nHow many legs?');
  });

  it('refuses a template item with its reason', () => {
    const item = foreignItem({
      declarations: `<qti-template-declaration identifier="A" cardinality="single" base-type="integer"/>${declaration('single', 'string', ['5'])}`,
      body: `<p>What is <qti-printed-variable identifier="A"/> + 2?</p><p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`,
    });
    const pkg = readQtiPackage(foreignPackage({ 'items/a.xml': item, 'items/b.xml': trueFalse('') }));
    expect(pkg.questions.map((q) => q.file)).toEqual(['items/b.xml']);
    expect(pkg.skipped).toEqual([{ file: 'items/a.xml', note: { code: 'templateItem', values: {} } }]);
  });
});

describe('QTI import of other tools: MathML', () => {
  const math = (inner: string, attrs = '') => `<math xmlns="${MATH_NS}"${attrs}>${inner}</math>`;
  const promptOf = (prompt: string) =>
    only(
      itemPackage(
        foreignItem({
          declarations: declaration('single', 'identifier', ['A']),
          body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>${prompt}</qti-prompt>
            <qti-simple-choice identifier="A">${math('<mn>1</mn>')} half</qti-simple-choice><qti-simple-choice identifier="B">two</qti-simple-choice>
          </qti-choice-interaction>`,
        }),
      ),
    ).question;

  it.each([
    ['<mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>', '$E=mc^2$'],
    ['<mfrac><mn>1</mn><mrow><mn>2</mn><mi>x</mi></mrow></mfrac>', '$\\frac{1}{2x}$'],
    ['<msqrt><mi>b</mi><mo>−</mo><mn>4</mn></msqrt>', '$\\sqrt{b-4}$'],
    ['<mroot><mi>x</mi><mn>3</mn></mroot>', '$\\sqrt[3]{x}$'],
    ['<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>', '$x_i^2$'],
    ['<msub><mi>a</mi><mrow><mi>n</mi><mo>+</mo><mn>1</mn></mrow></msub>', '$a_{n+1}$'],
    ['<mover><mi>x</mi><mo>‾</mo></mover>', '$\\overset{‾}{x}$'],
    ['<munder><mi>x</mi><mo>_</mo></munder>', '$\\underset{\\_}{x}$'],
    ['<mfenced><mi>a</mi><mi>b</mi></mfenced>', '$\\left(a,b\\right)$'],
    ['<mn>3</mn><mo>×</mo><mn>4</mn><mo>≤</mo><mn>13</mn>', '$3\\times 4\\le 13$'],
    ['<mtext>apples</mtext><mspace width="1em"/><mn>5</mn>', '$\\text{apples}\\ 5$'],
    [
      '<mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr><mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable>',
      '$\\begin{matrix}1 & 2 \\\\ 3 & 4\\end{matrix}$',
    ],
    ['<mmultiscripts><mi>X</mi><mn>7</mn></mmultiscripts>', '$X7$'],
  ])('converts %s', (inner, tex) => {
    expect(promptOf(`Solve ${math(inner)} now`).prompt).toBe(`Solve ${tex} now`);
  });

  it('takes an x-tex annotation verbatim, and display math as $$', () => {
    const annotated = math(
      '<semantics><mi>garbled</mi><annotation encoding="application/x-tex">\\frac{a}{b}</annotation></semantics>',
      ' display="block"',
    );
    const q = promptOf(`Simplify ${annotated}`);
    expect(q.prompt).toBe('Simplify $$\\frac{a}{b}$$');
    expect(q.content.choices[0]!.text).toBe('$1$ half');
  });
});

describe('QTI import of other tools: scoring is not quietly changed', () => {
  const order = (correct: string[]) =>
    foreignItem({
      declarations: declaration('ordered', 'identifier', correct),
      body: `<qti-order-interaction response-identifier="RESPONSE"><qti-prompt>Order them</qti-prompt>
        <qti-simple-choice identifier="A">one</qti-simple-choice><qti-simple-choice identifier="B">two</qti-simple-choice>
        <qti-simple-choice identifier="C">three</qti-simple-choice></qti-order-interaction>`,
    });

  it('keeps an incomplete order as listed, as a draft with a note', () => {
    const { q, notes } = only(itemPackage(order(['B', 'A'])));
    expect(q.draft).toBe(true);
    expect((q.question as unknown as Loose).content.items.map((i: { id: string }) => i.id)).toEqual(['A', 'B', 'C']);
    expect(said(notes)).toEqual([
      'Its correct order lists 2 of 3 items: the items are kept as listed; set the correct order.',
    ]);
  });

  it('keeps a complete order as the key', () => {
    const { q, notes } = only(itemPackage(order(['C', 'A', 'B'])));
    expect(q.draft).toBe(false);
    expect((q.question as unknown as Loose).content.items.map((i: { id: string }) => i.id)).toEqual(['C', 'A', 'B']);
    expect(notes).toEqual([]);
  });

  const selection = (mapping: { defaultValue?: number; entries: [string, number][] }) =>
    foreignItem({
      declarations: declaration('multiple', 'identifier', ['H', 'O'], mapping),
      body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0"><qti-prompt>Water is made of</qti-prompt>
        <qti-simple-choice identifier="H">Hydrogen</qti-simple-choice><qti-simple-choice identifier="O">Oxygen</qti-simple-choice>
        <qti-simple-choice identifier="C">Carbon</qti-simple-choice></qti-choice-interaction>`,
    });

  it('takes a mapping our selection scoring expresses', () => {
    const { q } = only(
      itemPackage(
        selection({
          defaultValue: -1,
          entries: [
            ['H', 1],
            ['O', 1],
          ],
        }),
      ),
    );
    expect(q.draft).toBe(false);
  });

  it('makes a partial-credit mapping it cannot express a draft with a note', () => {
    const { q, notes } = only(
      itemPackage(
        selection({
          defaultValue: 0,
          entries: [
            ['H', 2],
            ['O', 1],
          ],
        }),
      ),
    );
    expect(q.draft).toBe(true);
    expect(said(notes)).toEqual([
      'Its scoring (H 2, O 1, C 0) cannot be expressed here (a correct choice earns its share, a wrong one takes a share away): check the answer key.',
    ]);
  });

  it('makes typed answers worth different scores a draft with a note', () => {
    const item = foreignItem({
      declarations: declaration('single', 'string', ['Paris'], {
        entries: [
          ['Paris', 1],
          ['paris', 0.5],
        ],
      }),
      body: `<p>Capital of France?</p><p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`,
    });
    const { q, notes } = only(itemPackage(item));
    expect(q.draft).toBe(true);
    expect((q.question as unknown as Loose).content.acceptedAnswers).toEqual(['Paris', 'paris']);
    expect(said(notes)[0]).toMatch(/^Its answers earn different scores \("Paris" 1, "paris" 0.5\)/);
  });
});

describe('QTI import of other tools: pictures and titles', () => {
  it('keeps pictures of the package as files to upload, and drops others with a note', () => {
    const item = foreignItem({
      declarations: declaration('single', 'identifier', ['A']),
      body: `<p><img src="../img/sign.png" alt="A sign"/></p><p><img src="https://tracker.example/x.png" alt="x"/></p>
        <object data="../img/chart.png" type="image/png">A bar chart</object>
        <p><img src="../img/missing.png" alt="gone"/></p>
        <qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Which picture?</qti-prompt>
          <qti-simple-choice identifier="A"><img src="../img/a.png" alt="Apple"/></qti-simple-choice>
          <qti-simple-choice identifier="B"><img src="data:image/png;base64,AAAA" alt="Pear"/></qti-simple-choice>
        </qti-choice-interaction>`,
    });
    const pkg = readQtiPackage(itemPackage(item, { 'img/sign.png': PNG, 'img/a.png': PNG, 'img/chart.png': PNG }));
    const question = pkg.questions[0]!.question as unknown as Loose;
    expect(question.prompt).toBe('Which picture?');
    expect(question.images).toEqual([
      { url: 'qti-media:img/sign.png', alt: 'A sign' },
      { url: 'qti-media:img/chart.png', alt: 'A bar chart' },
    ]);
    expect(question.content.choices.map((c: { url: string; alt: string }) => [c.url, c.alt])).toEqual([
      ['qti-media:img/a.png', 'Apple'],
      ['', 'Pear'],
    ]);
    expect([...pkg.media.keys()].sort()).toEqual(['img/a.png', 'img/chart.png', 'img/sign.png']);
    expect(said(pkg.notes)).toEqual([
      'Its picture at "https://tracker.example/x.png" is on another site and was left out (pictures are never loaded from other sites): add it again.',
      'Its picture "../img/missing.png" is not in the package and was left out: add it again.',
      'Its picture at "data:image/png;base64,AAAA" is on another site and was left out (pictures are never loaded from other sites): add it again.',
    ]);
    // What it lost makes it a draft, and the question keeps the reasons.
    expect(pkg.questions[0]!.draft).toBe(true);
    expect(pkg.questions[0]!.notes.map((n) => n.code)).toEqual([
      'pictureElsewhere',
      'pictureMissing',
      'pictureElsewhere',
    ]);
  });

  it("gives a passage's pictures to the first question that uses it", () => {
    const item = (prompt: string) =>
      foreignItem({
        declarations: declaration('single', 'identifier', ['A']),
        body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>${prompt}</qti-prompt>
          <qti-simple-choice identifier="A">yes</qti-simple-choice><qti-simple-choice identifier="B">no</qti-simple-choice>
          </qti-choice-interaction>`,
        after: '',
      }).replace(
        '<qti-outcome-declaration',
        '<qti-assessment-stimulus-ref identifier="STIM-1" href="../stimuli/s.xml"/><qti-outcome-declaration',
      );
    const pkg = readQtiPackage(
      foreignPackage({
        'items/1.xml': item('First?'),
        'items/2.xml': item('Second?'),
        'stimuli/s.xml': stimulus('<p>A map of the town.</p><p><img src="map.png" alt="Town map"/></p>'),
        'stimuli/map.png': PNG,
      }),
    );
    expect(pkg.passages.map((p) => p.body)).toEqual(['A map of the town.']);
    expect(pkg.questions.map((q) => (q.question as unknown as Loose).images)).toEqual([
      [{ url: 'qti-media:stimuli/map.png', alt: 'Town map' }],
      undefined,
    ]);
    expect(pkg.media.has('stimuli/map.png')).toBe(true);
  });

  it("uses the manifest's title when there is no test, whitespace normalised", () => {
    const pkg = readQtiPackage(foreignPackage({ 'items/a.xml': trueFalse('') }, '\n   Even   and\todd \n'));
    expect(pkg.info.title).toBe('Even and odd');
  });
});

describe('QTI import of other tools: bodies wrapped in layout', () => {
  // Item banks wrap the whole body in a layout <div> (sometimes two, with columns inside).
  const wrapped = (inner: string) =>
    foreignItem({
      declarations: declaration('single', 'identifier', ['A']),
      title: 'Item 7',
      body: `<div class="item-layout"><div class="row"><div class="col-12">${inner}</div></div></div>`,
    });
  const choices = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-simple-choice identifier="A">12</qti-simple-choice><qti-simple-choice identifier="B">9</qti-simple-choice>
    </qti-choice-interaction>`;

  it('finds the question text and pictures however deep they sit, and keeps it complete', () => {
    const { q, question, notes } = only(
      itemPackage(
        wrapped(`<section><p>A farmer has 3 cows.</p><figure><img src="../img/cows.png" alt="Three cows"/></figure></section>
          <div><p>How many legs do they have?</p></div>${choices}<p>Show your work.</p>`),
        { 'img/cows.png': PNG },
      ),
    );
    expect(question.prompt).toBe('A farmer has 3 cows.\nHow many legs do they have?');
    expect(question.images).toEqual([{ url: 'qti-media:img/cows.png', alt: 'Three cows' }]);
    expect(question.content.choices.map((c) => c.text)).toEqual(['12', '9']);
    expect(q.draft).toBe(false);
    expect(notes).toEqual([]);
  });

  it('reads a wrapped sentence with gaps apart from the text before it', () => {
    const item = foreignItem({
      declarations: declaration('single', 'string', ['cat'], undefined, 'RESPONSE1'),
      body: `<div><div><p>Read the sentence.</p><p>The <qti-text-entry-interaction response-identifier="RESPONSE1"/> sat on the mat.</p></div></div>`,
    });
    const { q, question } = only(itemPackage(item));
    expect(question.prompt).toBe('Read the sentence.');
    expect(question.content.template).toBe('The {{blank:RESPONSE1}} sat on the mat.');
    expect(q.draft).toBe(false);
  });

  it('makes a question with nothing to ask a draft that says the title stands in', () => {
    const { q, question, notes } = only(itemPackage(wrapped(choices)));
    expect(question.prompt).toBe('Item 7');
    expect(q.draft).toBe(true);
    expect(said(notes)).toEqual(['It has no question text: its title "Item 7" stands in for it; write the question.']);
  });

  it('makes a question whose picture has no place a draft that names the picture', () => {
    const item = wrapped(`<p>Which is bigger?</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
        <qti-simple-choice identifier="A">The sun <img src="../img/sun.png" alt="Sun"/></qti-simple-choice>
        <qti-simple-choice identifier="B">The moon</qti-simple-choice></qti-choice-interaction>`);
    const { q, question, notes } = only(itemPackage(item, { 'img/sun.png': PNG }));
    expect(question.prompt).toBe('Which is bigger?');
    expect(q.draft).toBe(true);
    expect(notes.map((n) => n.note)).toEqual([{ code: 'pictureNoPlace', values: { src: '../img/sun.png' } }]);
  });

  it('makes a question whose picture is missing from the package a draft that names it', () => {
    const { q, question, notes } = only(
      itemPackage(wrapped(`<p>What is shown?<img src="../img/gone.png" alt=""/></p>${choices}`)),
    );
    expect(question.prompt).toBe('What is shown?');
    expect(question.images).toEqual([]);
    expect(q.draft).toBe(true);
    expect(said(notes)).toEqual([
      'Its picture "../img/gone.png" is not in the package and was left out: add it again.',
    ]);
  });
});

describe('QTI import of other tools: one bad reference leaves out one item', () => {
  const CP = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
  const QTI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
  const good = (n: number) =>
    trueFalse('')
      .replace('Is 4 even?', `Is ${2 * n} even?`)
      .replace('identifier="ITM-1"', `identifier="ITM-${n}"`);
  /** A package whose test lists 50 good items, one missing file and one LTI link; the manifest lists one
   * more item file that is missing, and a resource labelled as a test that is really an item. */
  function messyPackage(testType = 'imsqti_test_xmlv3p0') {
    const items = Array.from({ length: 50 }, (_, i) => [`items/i${i + 1}.xml`, good(i + 1)] as const);
    const refs = [
      ...items.map(([href], i) => `<qti-assessment-item-ref identifier="I${i + 1}" href="${href}"/>`),
      '<qti-assessment-item-ref identifier="GONE" href="items/gone.xml"/>',
      '<qti-assessment-item-ref identifier="LTI" href="https://tool.example/lti/launch?item=9"/>',
    ];
    const test = `<?xml version="1.0" encoding="UTF-8"?><qti-assessment-test xmlns="${QTI}" identifier="T" title="Fifty">
      <qti-test-part identifier="P" navigation-mode="linear" submission-mode="individual">
      <qti-assessment-section identifier="S" title="S" visible="true">${refs.join('')}</qti-assessment-section></qti-test-part></qti-assessment-test>`;
    const resource = (id: string, type: string, href: string) =>
      `<resource identifier="${id}" type="${type}" href="${href}"><file href="${href}"/></resource>`;
    const manifest = `<?xml version="1.0" encoding="UTF-8"?><manifest xmlns="${CP}" identifier="M"><organizations/><resources>
      ${resource('TEST', testType, 'test.xml')}
      ${items.map(([href], i) => resource(`I${i + 1}`, 'imsqti_item_xmlv3p0', href)).join('')}
      ${resource('MISSING', 'imsqti_item_xmlv3p0', 'items/missing.xml')}
      ${resource('MISLABELLED', 'imsqti_test_xmlv3p0', 'items/i1.xml')}
      </resources></manifest>`;
    return zipSync(
      Object.fromEntries(
        Object.entries({ 'imsmanifest.xml': manifest, 'test.xml': test, ...Object.fromEntries(items) }).map(
          ([n, v]) => [n, strToU8(v)],
        ),
      ),
    );
  }

  it('imports every sound item and lists each skipped one with its reason', () => {
    const pkg = readQtiPackage(messyPackage());
    expect(pkg.info.title).toBe('Fifty');
    expect(pkg.questions).toHaveLength(50);
    expect(pkg.questions.map((q) => (q.question as unknown as Loose).prompt).slice(0, 2)).toEqual([
      'Is 2 even?',
      'Is 4 even?',
    ]);
    expect(pkg.skipped.map((s) => [s.file, qtiNoteText(s.note)])).toEqual([
      ['items/gone.xml', 'The package lists it, but the file is not in the zip.'],
      [
        'https://tool.example/lti/launch?item=9',
        'It points to "https://tool.example/lti/launch?item=9", which is not a file of the package (a link to another tool).',
      ],
      ['items/missing.xml', 'The package lists it, but the file is not in the zip.'],
    ]);
  });

  it('reads the items the manifest lists when its test is labelled as an item and an item as the test', () => {
    const pkg = readQtiPackage(messyPackage('imsqti_item_xmlv3p0'));
    expect(pkg.questions).toHaveLength(50);
    expect(pkg.notes.map((n) => [n.file, n.note.code])).toEqual([['items/i1.xml', 'testUnreadable']]);
    expect(pkg.skipped.map((s) => [s.file, s.note.code])).toEqual([
      ['items/missing.xml', 'notInPackage'],
      ['test.xml', 'notAnItem'],
    ]);
  });
});

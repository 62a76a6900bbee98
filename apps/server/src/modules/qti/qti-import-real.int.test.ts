// Packages as other tools write them, through the real app: pictures go through the image pipeline and are
// served from /uploads, feedback and unreadable keys never reach students, and our export carries pictures.
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, signIn } from '../../../test/factories';
import { makeImage, multipartBody } from '../../../test/kits/images/test-images';
import { buildTaxonomy, type Taxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';
import { declaration, foreignItem, foreignPackage, MATH_NS, stimulus } from './qti-foreign-kit';

/** An imported question read loosely (whatever its answer type), as the assertions need it. */
type Data = {
  prompt: string;
  images: { url: string; alt: string }[];
  content: {
    choices: { id: string; text: string; url: string; alt: string }[];
    items: { id: string; text: string }[];
    template: string;
    acceptedAnswers: string[];
  };
};
type Question = {
  id: number;
  answerType: number;
  data: Data;
  isComplete: boolean;
  importNotes: { code: string; values: Record<string, string | number> }[];
};
type Imported = {
  id: number;
  title: string;
  passages: { body: string }[];
  questions: Question[];
  imported: { skipped: { file: string; reason: string }[]; notes: { file: string; note: string }[] };
};

const choiceItem = (body: string, extra = '') =>
  foreignItem({
    declarations: declaration('single', 'identifier', ['A']),
    body: `${body}<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Which one?</qti-prompt>
      <qti-simple-choice identifier="A">Right${extra}</qti-simple-choice><qti-simple-choice identifier="B">Wrong</qti-simple-choice>
      </qti-choice-interaction>`,
  });

describe('QTI import of packages written by other tools', () => {
  let t: TestApp;
  let tx: Taxonomy;
  let token: string;

  const upload = async (zip: Uint8Array) => {
    const body = multipartBody([
      { name: 'grade', value: '5' },
      { name: 'subjectId', value: String(tx.subject.id) },
      { name: 'file', filename: 'package.zip', type: 'application/zip', content: Buffer.from(zip) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/worksheets/import/qti',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const served = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    tx = await buildTaxonomy(t.database.db);
    const owner = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    token = (await signIn(t.app, owner.username)).access_token;
  });
  afterAll(() => t.close());

  it('uploads packaged pictures, keeps formulas, leaves feedback and foreign pictures out, and says so', async () => {
    const png = await makeImage('png', 40, 30);
    const jpeg = await makeImage('jpeg', 20, 20);
    const imageChoice = foreignItem({
      declarations: declaration('single', 'identifier', ['B']),
      body: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Pick the circle</qti-prompt>
        <qti-simple-choice identifier="A"><img src="../img/square.jpg" alt="A square"/></qti-simple-choice>
        <qti-simple-choice identifier="B"><img src="../img/circle.png" alt="A circle"/></qti-simple-choice>
        </qti-choice-interaction>`,
    }).replace(
      '<qti-outcome-declaration',
      '<qti-assessment-stimulus-ref identifier="STIM-1" href="../stimuli/town.xml"/><qti-outcome-declaration',
    );
    const res = await upload(
      foreignPackage(
        {
          'items/1.xml': choiceItem(
            `<p>What is <math xmlns="${MATH_NS}"><mfrac><mn>1</mn><mn>2</mn></mfrac></math> of 4?</p>
             <p><img src="../img/circle.png" alt="A circle"/><img src="https://cdn.example/spy.png" alt="Spy"/><img src="../img/logo.svg" alt="Logo"/></p>`,
            '<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="A" show-hide="show"> Correct!</qti-feedback-inline>',
          ),
          'items/2.xml': imageChoice,
          'stimuli/town.xml': stimulus('<p>Our town.</p><img src="../img/circle.png" alt="Town sign"/>'),
          'img/circle.png': png,
          'img/square.jpg': jpeg,
          'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
        '  Shapes   and halves ',
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const ws = res.json() as Imported;
    expect(ws.title).toBe('Shapes and halves');
    const [first, second] = ws.questions;
    expect(first!.data.prompt).toBe('What is $\\frac{1}{2}$ of 4?\nWhich one?');
    expect(first!.data.content.choices.map((c: { text: string }) => c.text)).toEqual(['Right', 'Wrong']);
    expect(first!.data.images).toHaveLength(1);
    expect(first!.data.images[0]).toMatchObject({
      alt: 'A circle',
      url: expect.stringMatching(/^\/uploads\/.+\.png$/),
    });
    // Pictures it lost (another site's, an SVG) make it a draft that keeps the reasons.
    expect(first!.isComplete).toBe(false);
    expect(first!.importNotes.map((n) => n.code)).toEqual(['feedbackLeftOut', 'pictureElsewhere', 'pictureNotImage']);
    // The image choice item: both pictures uploaded; its passage's picture added to it; complete.
    expect(second!.isComplete).toBe(true);
    expect(second!.data.content.choices.map((c: { url: string }) => c.url)).toEqual([
      expect.stringMatching(/^\/uploads\/.+\.jpg$/),
      expect.stringMatching(/^\/uploads\/.+\.png$/),
    ]);
    expect(second!.data.images).toEqual([{ url: expect.stringMatching(/^\/uploads\/.+\.png$/), alt: 'Town sign' }]);
    expect(ws.passages.map((p) => p.body)).toEqual(['Our town.']);
    const picture = await served(first!.data.images[0]!.url);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
    expect(ws.imported.notes.map(({ file, note }) => ({ file, note }))).toEqual([
      {
        file: 'items/1.xml',
        note: 'Its feedback was left out (1 in all): questions have no place for feedback shown after answering.',
      },
      {
        file: 'items/1.xml',
        note: 'Its picture at "https://cdn.example/spy.png" is on another site and was left out (pictures are never loaded from other sites): add it again.',
      },
      {
        file: 'items/2.xml',
        note: 'The pictures of its passage (stimuli/town.xml) were added to it: a passage holds text only.',
      },
      {
        file: 'items/1.xml',
        note: 'Its picture "img/logo.svg" is not a PNG or JPEG image and was left out: add it again.',
      },
    ]);
    // What students see carries no feedback, no foreign address, no placeholder (the teacher's notes name the address).
    expect(JSON.stringify(ws.questions.map((q) => q.data))).not.toMatch(/Correct!|cdn\.example|qti-media/);
  });

  it('keeps keys it cannot read faithfully as drafts, and refuses template items and oversized ones', async () => {
    const order = foreignItem({
      declarations: declaration('ordered', 'identifier', ['C', 'A']),
      body: `<qti-order-interaction response-identifier="RESPONSE"><qti-prompt>Order them</qti-prompt>
        <qti-simple-choice identifier="A">one</qti-simple-choice><qti-simple-choice identifier="B">two</qti-simple-choice>
        <qti-simple-choice identifier="C">three</qti-simple-choice></qti-order-interaction>`,
    });
    const template = foreignItem({
      declarations: `<qti-template-declaration identifier="N" cardinality="single" base-type="integer"/>${declaration('single', 'string', ['4'])}`,
      body: '<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>',
    });
    const huge = choiceItem(`<p>${'Long story. '.repeat(2000)}</p>`).replace('<qti-prompt>Which one?</qti-prompt>', '');
    const res = await upload(
      foreignPackage({ 'items/order.xml': order, 'items/template.xml': template, 'items/huge.xml': huge }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const ws = res.json() as Imported;
    expect(ws.title).toBe('Imported worksheet');
    expect(ws.questions).toHaveLength(1);
    expect(ws.questions[0]).toMatchObject({ answerType: 4, isComplete: false });
    expect(ws.questions[0]!.data.content.items.map((i: { text: string }) => i.text)).toEqual(['one', 'two', 'three']);
    expect(ws.imported.skipped.map((s) => s.file)).toEqual(['items/template.xml', 'items/huge.xml']);
    expect(ws.imported.skipped[1]!.reason).toBe(
      'It is beyond the studio’s limits (its question text is longer than 20000 characters).',
    );
    expect(ws.imported.notes.map((n) => n.file)).toEqual(['items/order.xml']);
  });

  it('exports our uploaded pictures inside the package, and another import brings them back as its own', async () => {
    const png = await makeImage('png', 24, 16);
    const first = (
      await upload(
        foreignPackage({ 'items/1.xml': choiceItem('<p><img src="p.png" alt="Dots"/></p>'), 'items/p.png': png }),
      )
    ).json() as Imported;
    const url = first.questions[0]!.data.images[0]!.url as string;
    const key = url.slice('/uploads/'.length);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/worksheets/${first.id}/qti`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(res.rawPayload);
    expect(Buffer.from(files[`media/${key}`]!)).toEqual((await served(url)).rawPayload);
    const manifest = strFromU8(files['imsmanifest.xml']!);
    expect(manifest).toContain(`<resource identifier="media-1" type="webcontent" href="media/${key}">`);
    expect(manifest).toMatch(/<resource identifier="item-1"[\s\S]*<dependency identifierref="media-1"\/>/);
    expect(strFromU8(files['items/item-1.xml']!)).toContain(`<img src="../media/${key}" alt="Dots"/>`);

    const again = (await upload(res.rawPayload)).json() as Imported;
    const copy = again.questions[0]!.data.images[0]!.url as string;
    expect(copy).toMatch(/^\/uploads\/.+\.png$/);
    expect(copy).not.toBe(url);
    expect(await sharp((await served(copy)).rawPayload).metadata()).toMatchObject({ width: 24, height: 16 });
    expect(again.imported.notes).toEqual([]);
  });

  it('keeps the reasons of imported drafts on the questions, in its own words, until the teacher completes them', async () => {
    const many = foreignItem({
      declarations: declaration('single', 'identifier', ['C1']),
      body: `<div><p>Pick the first letter.</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${Array.from(
        { length: 14 },
        (_, i) => `<qti-simple-choice identifier="C${i + 1}">${String.fromCharCode(65 + i)}</qti-simple-choice>`,
      ).join('')}</qti-choice-interaction></div>`,
    });
    const lost = choiceItem('<div><p>What is on the sign?</p><p><img src="../img/sign.png" alt="A sign"/></p></div>');
    const res = await upload(foreignPackage({ 'items/many.xml': many, 'items/lost.xml': lost }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as Imported;
    // The import dialog is gone: the worksheet itself still says why each draft is one.
    const reopened = await t.app.inject({ method: 'GET', url: `/api/v1/worksheets/${id}`, headers: bearer(token) });
    const questions = (reopened.json() as Imported).questions;
    expect(questions.map((q) => q.isComplete)).toEqual([false, false]);
    expect(questions[0]!.importNotes).toEqual([{ code: 'tooMany', values: { count: 14, what: 'choices', max: 12 } }]);
    expect(questions[1]!.data.prompt).toBe('What is on the sign?\nWhich one?');
    expect(questions[1]!.importNotes).toEqual([{ code: 'pictureMissing', values: { src: '../img/sign.png' } }]);
    expect(JSON.stringify(questions)).not.toMatch(/Too big|expected array/);
    expect((res.json() as Imported).imported.notes.map((n) => n.note)).toContain(
      'It has 14 choices; a question holds at most 12: remove some.',
    );

    // The teacher finishes the question (the picture dropped, the key kept): its notes are done.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/worksheets/${id}/questions/${questions[1]!.id}`,
      headers: bearer(token),
      payload: { question: questions[1]!.data },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isComplete: true, importNotes: [] });
  });
});

import { randomBytes } from 'node:crypto';
import { type TQuestionInput, ZQuestionInput } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, signIn } from '../../../test/factories';
import { QTI_SAMPLE_QUESTIONS } from '../../../test/kits/qti/qti-test-kit';
import { buildTaxonomy, buildWorksheet, type Taxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';
import { gradingScales, passages, questions, worksheetShares, worksheetStandards, worksheets } from '../../db/schema';
import { questionValuesOf, refreshWorksheetDerived } from '../worksheets';

type Part = { name: string; value: string } | { name: string; filename: string; content: Uint8Array };

/** A multipart/form-data body, as a browser sends it. */
function multipartBody(parts: Part[]) {
  const boundary = `----clearsheets${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'content' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/zip\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`,
    ),
    'content' in p ? Buffer.from(p.content) : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

type User = Awaited<ReturnType<typeof buildUser>>;
type Detail = {
  id: number;
  title: string;
  description: string;
  grade: string;
  subjectId: number;
  domain: { id: number } | null;
  standards: { id: number; code: string }[];
  passages: { id: number; title: string; body: string }[];
  questions: { position: number; answerType: number; data: Record<string, unknown>; isComplete: boolean }[];
  owner: { id: number } | null;
  imported: { questions: number; complete: number; passages: number; standards: number; skipped: unknown[] };
};

describe('QTI 3.0 export and import', () => {
  let t: TestApp;
  let tx: Taxonomy;
  let owner: User;
  let colleague: User;
  let outsider: User;
  let student: User;
  let freeTeacher: User;
  let worksheetId: number;
  let passageIds: number[];
  let scaleId: number;
  const tokens = new Map<number, string>();

  const tokenOf = async (user: User) => {
    if (!tokens.has(user.id)) tokens.set(user.id, (await signIn(t.app, user.username)).access_token);
    return tokens.get(user.id)!;
  };
  const download = async (user: User, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/worksheets/${id}/qti`, headers: bearer(await tokenOf(user)) });
  const upload = async (user: User, zip: Uint8Array, fields: Record<string, string> = {}) => {
    const body = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename: 'package.zip', content: zip },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/worksheets/import/qti',
      headers: { ...bearer(await tokenOf(user)), ...body.headers },
      payload: body.payload,
    });
  };

  /** The sample questions with the ids of this database's passages, standards and grading scale. */
  const originals = (): TQuestionInput[] =>
    QTI_SAMPLE_QUESTIONS.map((q) => {
      const copy = structuredClone(q);
      if (copy.passageId) copy.passageId = passageIds[copy.passageId - 11];
      if (copy.standardId) copy.standardId = copy.standardId === 21 ? tx.standards.s53K.id : tx.standards.s34A.id;
      if (copy.answerType === 9) copy.content.gradingScaleId = scaleId;
      return copy;
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    tx = await buildTaxonomy(db);
    owner = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    colleague = await buildUser(db, { role: 'Teacher', license: 'CKPD', schoolId: owner.schoolId! });
    outsider = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    student = await buildUser(db, { role: 'Student', schoolId: owner.schoolId! });
    freeTeacher = await buildUser(db, { role: 'Teacher', schoolId: owner.schoolId! });
    const [scale] = await db
      .insert(gradingScales)
      .values({ name: `Scale ${randomBytes(3).toString('hex')}`, maxPoints: 4, levels: [], ownerId: owner.id })
      .returning();
    scaleId = scale!.id;

    const [ws] = await db
      .insert(worksheets)
      .values({
        title: 'Fractions: ½ & "more" <review>',
        description: 'Every answer type, once.',
        grade: '5',
        subjectId: tx.subject.id,
        domainId: tx.domains.fractions.id,
        ownerId: owner.id,
        schoolId: owner.schoolId,
      })
      .returning();
    worksheetId = ws!.id;
    await db.insert(worksheetStandards).values([{ worksheetId, standardId: tx.standards.s53K.id }]);
    const made = await db
      .insert(passages)
      .values([
        { worksheetId, title: 'Pizza night', body: 'Ana cut a pizza into 8 slices.\n\nShe ate 3.' },
        { worksheetId, title: '', body: 'A number line from 0 to 1 & beyond.' },
      ])
      .returning();
    passageIds = made.map((p) => p.id).sort((a, b) => a - b);
    await db
      .insert(questions)
      .values(originals().map((q, position) => ({ worksheetId, position, ...questionValuesOf(q) })));
    await refreshWorksheetDerived(db, [worksheetId]);
  });
  afterAll(() => t.close());

  it('exports a worksheet as a zip and imports it back without loss', async () => {
    const res = await download(owner, worksheetId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fractions-1-2-more-review-qti3.zip"');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files)).toContain('imsmanifest.xml');
    expect(Object.keys(files).filter((f) => f.startsWith('items/'))).toHaveLength(QTI_SAMPLE_QUESTIONS.length);

    const imported = await upload(owner, res.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    const ws = imported.json() as Detail;
    expect(imported.headers.location).toBe(`/api/v1/worksheets/${ws.id}`);
    expect(ws.id).not.toBe(worksheetId);
    expect(ws).toMatchObject({
      title: 'Fractions: ½ & "more" <review>',
      description: 'Every answer type, once.',
      grade: '5',
      subjectId: tx.subject.id,
      domain: { id: tx.domains.fractions.id },
      standards: [{ id: tx.standards.s53K.id, code: '5.3K' }],
      owner: { id: owner.id },
      imported: { questions: 12, complete: 12, passages: 2, standards: 1, skipped: [], unknownStandards: [] },
    });
    expect(ws.passages.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Pizza night', body: 'Ana cut a pizza into 8 slices.\n\nShe ate 3.' },
      { title: '', body: 'A number line from 0 to 1 & beyond.' },
    ]);
    const newPassage = new Map(passageIds.map((id, i) => [id, ws.passages[i]!.id]));
    const expected = originals().map((q) => {
      const parsed = ZQuestionInput.parse(q);
      return parsed.passageId ? { ...parsed, passageId: newPassage.get(parsed.passageId) } : parsed;
    });
    expect(ws.questions.map((q) => q.data)).toStrictEqual(expected);
    expect(ws.questions.map((q) => [q.position, q.answerType, q.isComplete])).toEqual(
      expected.map((q, i) => [i, q.answerType, true]),
    );
    const [row] = await t.database.db.select().from(worksheets).where(eq(worksheets.id, ws.id));
    expect(row).toMatchObject({ ownerId: owner.id, schoolId: owner.schoolId, isLibrary: false, questionCount: 12 });
    const stored = await t.database.db.select().from(questions).where(eq(questions.worksheetId, ws.id));
    expect(stored.find((q) => q.answerType === 3)).toMatchObject({
      standardId: tx.standards.s34A.id,
      isComplete: true,
    });
  });

  it('round-trips every seeded library worksheet', async () => {
    const library = await t.database.db
      .select({ id: worksheets.id })
      .from(worksheets)
      .where(eq(worksheets.isLibrary, true));
    for (const { id } of library.slice(0, 40)) {
      const source = await t.app.inject({
        method: 'GET',
        url: `/api/v1/worksheets/${id}`,
        headers: bearer(await tokenOf(owner)),
      });
      if (source.statusCode !== 200) continue; // the worksheets routes are not there yet
      const original = source.json() as Detail;
      const imported = await upload(owner, (await download(owner, id)).rawPayload);
      expect(imported.statusCode, imported.body).toBe(201);
      const copy = imported.json() as Detail;
      const passageOf = new Map(original.passages.map((p, i) => [p.id, copy.passages[i]?.id]));
      const expected = original.questions.map((q) => {
        const parsed = ZQuestionInput.safeParse(q.data);
        const data = parsed.success ? parsed.data : q.data;
        return typeof data.passageId === 'number' ? { ...data, passageId: passageOf.get(data.passageId) } : data;
      });
      expect(
        copy.questions.map((q) => q.data),
        `library worksheet ${id}`,
      ).toStrictEqual(expected);
      expect(copy.passages.map(({ title, body }) => ({ title, body }))).toEqual(
        original.passages.map(({ title, body }) => ({ title, body })),
      );
      expect(copy.standards).toEqual(original.standards);
    }
  });

  it('exports what the caller can see: shared and library worksheets; another school is 404', async () => {
    await t.database.db.insert(worksheetShares).values({ worksheetId, teacherId: colleague.id, sharedBy: owner.id });
    expect((await download(colleague, worksheetId)).statusCode).toBe(200);
    const library = await buildWorksheet(t.database.db, { title: 'Library set', subjectId: tx.subject.id, grade: '3' });
    expect((await download(outsider, library.id)).statusCode).toBe(200);

    const theirs = await buildWorksheet(t.database.db, {
      title: 'Private set',
      subjectId: tx.subject.id,
      grade: '3',
      owner: { id: outsider.id, schoolId: outsider.schoolId },
    });
    const res = await download(owner, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await download(owner, 987654)).statusCode).toBe(404);
  });

  it('refuses students (403) and teachers without the studio license', async () => {
    expect((await download(student, worksheetId)).statusCode).toBe(403);
    const zip = (await download(owner, worksheetId)).rawPayload;
    expect((await upload(student, zip)).statusCode).toBe(403);
    const free = await upload(freeTeacher, zip);
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe('license_required');
  });

  it('refuses broken packages with 400 and a message that names the problem', async () => {
    const files = unzipSync((await download(owner, worksheetId)).rawPayload);
    const text = (s: string) => strToU8(s);
    const cases: [Uint8Array, RegExp][] = [
      [text('%PDF-1.4 definitely not a zip'), /not a zip archive/],
      [
        zipSync({ ...files, 'imsmanifest.xml': text('<manifest><resources>') }),
        /^imsmanifest.xml is not well-formed XML/,
      ],
      [zipSync({ ...files, '../../etc/cron.d/x': text('boom') }), /path outside the package/],
      [zipSync({ 'imsmanifest.xml': new Uint8Array(6 * 1024 * 1024) }), /imsmanifest.xml is larger than 5 MB unpacked/],
      [zipSync({ 'notes.txt': text('hello') }), /no imsmanifest.xml/],
    ];
    for (const [zip, detail] of cases) {
      const res = await upload(owner, zip);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        title: 'Invalid file format',
        detail: expect.stringMatching(detail),
      });
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/worksheets/import/qti',
      headers: { ...bearer(await tokenOf(owner)), ...multipartBody([{ name: 'title', value: 'x' }]).headers },
      payload: multipartBody([{ name: 'title', value: 'x' }]).payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'file', message: 'Choose a QTI 3.0 package (.zip) to upload' }]);
    const huge = await upload(owner, new Uint8Array(10 * 1024 * 1024 + 10));
    expect(huge.statusCode).toBe(413);
  });

  it("imports another tool's package, asking for what it does not say", async () => {
    const item = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="q1" title="Capitals" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>B</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>What is the capital of   Texas?</qti-prompt>
      <qti-simple-choice identifier="A">Dallas</qti-simple-choice>
      <qti-simple-choice identifier="B">
        <p>Austin</p>
      </qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;
    const hotspot = `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="q2" title="Map">
  <qti-item-body><qti-hotspot-interaction response-identifier="RESPONSE"/></qti-item-body></qti-assessment-item>`;
    const manifest = `<?xml version="1.0"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="m">
  <resources>
    <resource identifier="q1" type="imsqti_item_xmlv3p0" href="q1.xml"><file href="q1.xml"/></resource>
    <resource identifier="q2" type="imsqti_item_xmlv3p0" href="q2.xml"><file href="q2.xml"/></resource>
  </resources>
</manifest>`;
    const zip = zipSync({ 'imsmanifest.xml': strToU8(manifest), 'q1.xml': strToU8(item), 'q2.xml': strToU8(hotspot) });
    const silent = await upload(owner, zip);
    expect(silent.statusCode).toBe(400);
    // Everything it does not say is asked for at once.
    expect(silent.json().errors).toEqual([
      { field: 'subjectId', message: 'The package names no subject: choose one' },
      { field: 'grade', message: 'Grade is required' },
    ]);

    const res = await upload(owner, zip, { subjectId: String(tx.subject.id), grade: '4', title: 'From elsewhere' });
    expect(res.statusCode, res.body).toBe(201);
    const ws = res.json() as Detail;
    expect(ws).toMatchObject({ title: 'From elsewhere', grade: '4', subjectId: tx.subject.id, domain: null });
    expect(ws.imported.skipped).toEqual([
      {
        file: 'q2.xml',
        reason: 'Its qti-hotspot-interaction is not one of the studio’s answer types.',
        code: 'unsupportedInteraction',
        values: { kind: 'qti-hotspot-interaction' },
      },
    ]);
    expect(ws.questions).toHaveLength(1);
    expect(ws.questions[0]).toMatchObject({
      isComplete: true,
      data: {
        answerType: 1,
        prompt: 'What is the capital of Texas?',
        points: 1,
        content: {
          choices: [
            { id: 'A', text: 'Dallas', correct: false },
            { id: 'B', text: 'Austin', correct: true },
          ],
        },
      },
    });
  });
});

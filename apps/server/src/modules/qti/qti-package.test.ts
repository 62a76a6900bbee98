import fc from 'fast-check';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { QTI_SAMPLE_QUESTIONS } from '../../../test/kits/qti/qti-test-kit';
import { AppError } from '../../platform/errors';
import { buildQtiFiles, buildQtiPackage, type ExportWorksheet, readQtiPackage } from './qti-package';
import { attr, child, descendants, elements, named, parseXml, textOf } from './qti-xml';
import { resolveHref } from './qti-zip';

const standard = (id: number) => ({ code: `5.${id}A`, stableKey: `TX.math.5.${id}A` });

const worksheet: ExportWorksheet = {
  title: 'Fractions & "decimals" <review>',
  description: 'Adding fractions;\nthen decimals.',
  grade: '5',
  subjectName: 'Math',
  domain: { code: 'RC2', name: 'Computations and Algebraic Relationships' },
  standards: [standard(21), standard(22)],
  passages: [
    { id: 11, title: 'Pizza night', body: 'Ana cut a pizza into 8 slices.\n\nShe ate 3 < 4 of them & smiled.' },
    { id: 12, title: '', body: 'Number line: 0 — ½ — 1' },
    { id: 13, title: 'Unused', body: 'Nobody points here.' },
  ],
  questions: QTI_SAMPLE_QUESTIONS.map((question) => ({
    question,
    standard: question.standardId ? standard(question.standardId) : undefined,
  })),
  gradingScales: [
    { id: 3, name: 'Four-point scale', levels: [{ points: 0, label: 'None', description: 'No answer' }] },
  ],
};

const zip = (files: Record<string, string | Uint8Array>, level: 0 | 6 = 6) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([n, v]) => [n, typeof v === 'string' ? strToU8(v) : v])), {
    level,
  });

/** The 400 a package is refused with. */
function refusal(buf: Uint8Array): AppError {
  try {
    readQtiPackage(buf);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('the package was accepted');
}

describe('QTI package', () => {
  it('reads back the worksheet, its passages and every question in order', () => {
    const pkg = readQtiPackage(buildQtiPackage(worksheet));
    expect(pkg.info).toEqual({
      title: worksheet.title,
      description: worksheet.description,
      grade: '5',
      subjectName: 'Math',
      domain: worksheet.domain,
      standards: worksheet.standards,
    });
    expect(pkg.passages.map(({ title, body }) => ({ title, body }))).toEqual(
      worksheet.passages.map(({ title, body }) => ({ title, body })),
    );
    expect(pkg.skipped).toEqual([]);
    const passageIds = new Map(pkg.passages.map((p, i) => [p.key, worksheet.passages[i]!.id]));
    const back = pkg.questions.map((q) => ({
      ...q.question,
      ...(q.passageKey ? { passageId: passageIds.get(q.passageKey) } : {}),
      ...(q.standard ? { standardId: Number(q.standard.stableKey?.slice('TX.math.5.'.length, -1)) } : {}),
    }));
    expect(back).toStrictEqual(QTI_SAMPLE_QUESTIONS);
    expect(pkg.questions.find((q) => q.question.answerType === 9)?.gradingScaleName).toBe('Four-point scale');
  });

  it('writes a manifest that lists every file, and hrefs that resolve', () => {
    const files = buildQtiFiles(worksheet);
    const unzipped = unzipSync(buildQtiPackage(worksheet));
    expect(Object.keys(unzipped).sort()).toEqual(Object.keys(files).sort());
    const text = (name: string) => new TextDecoder().decode(unzipped[name]);
    expect(text('imsmanifest.xml')).toContain('<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"');
    const manifest = parseXml(unzipped['imsmanifest.xml']!, 'imsmanifest.xml');
    const resources = elements(child(manifest, 'resources'), 'resource');
    const ids = new Set(resources.map((r) => attr(r, 'identifier')));
    expect(ids.size).toBe(resources.length);
    const listed = new Set<string>();
    for (const r of resources) {
      for (const f of elements(r, 'file')) {
        expect(unzipped[attr(f, 'href')!], attr(f, 'href')).toBeDefined();
        listed.add(attr(f, 'href')!);
      }
      expect(unzipped[attr(r, 'href')!]).toBeDefined();
      for (const d of elements(r, 'dependency')) expect(ids.has(attr(d, 'identifierref'))).toBe(true);
    }
    expect([...listed, 'imsmanifest.xml'].sort()).toEqual(Object.keys(unzipped).sort());
    const types = resources.map((r) => attr(r, 'type'));
    expect(types.filter((t) => t === 'imsqti_item_xmlv3p0')).toHaveLength(QTI_SAMPLE_QUESTIONS.length);
    expect(types.filter((t) => t === 'imsqti_test_xmlv3p0')).toHaveLength(1);
    expect(types.filter((t) => t === 'imsqti_stimulus_xmlv3p0')).toHaveLength(3);

    // The test lists the items in order; item stimulus refs resolve; every file is a QTI 3.0 document.
    const test = parseXml(unzipped['assessment-test.xml']!, 'assessment-test.xml');
    const refs = descendants(test, named('qti-assessment-item-ref')).map((r) => attr(r, 'href'));
    expect(refs).toEqual(QTI_SAMPLE_QUESTIONS.map((_, i) => `items/item-${i + 1}.xml`));
    for (const [name, bytes] of Object.entries(unzipped)) {
      const root = parseXml(bytes, name);
      if (name !== 'imsmanifest.xml')
        expect(text(name), name).toMatch(
          /^<\?xml [^>]*\?>\n<qti-[a-z-]+ xmlns="http:\/\/www.imsglobal.org\/xsd\/imsqtiasi_v3p0"/,
        );
      for (const ref of descendants(root, named('qti-assessment-stimulus-ref')))
        expect(unzipped[resolveHref(name, attr(ref, 'href'))!], name).toBeDefined();
    }
    const item1 = parseXml(unzipped['items/item-1.xml']!, 'items/item-1.xml');
    const maxScore = elements(item1, 'qti-outcome-declaration').find((o) => attr(o, 'identifier') === 'MAXSCORE');
    expect(textOf(maxScore)).toBe('2');
  });

  it('refuses a file that is not a zip', () => {
    expect(refusal(strToU8('%PDF-1.7 not a zip')).detail).toMatch(/not a zip archive/);
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])).detail).toMatch(/not a zip archive/);
    expect(refusal(new Uint8Array()).status).toBe(400);
  });

  it('refuses zips over 10 MB, over 500 entries, and zip bombs', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(refusal(big).detail).toMatch(/larger than 10 MB/);
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}.txt`, 'x']));
    expect(refusal(zip(many)).detail).toMatch(/more than 500 files/);
    const bomb = zip({ 'imsmanifest.xml': new Uint8Array(6 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(bomb).detail).toBe('imsmanifest.xml is larger than 5 MB unpacked.');
    const wide = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`part${i}.bin`, new Uint8Array(4_900_000)]));
    expect(refusal(zip(wide)).detail).toMatch(/larger than 50 MB unpacked/);
  }, 30_000);

  it('counts what an entry inflates to, not what its headers claim', () => {
    const bomb = zip({ 'a.xml': new Uint8Array(6 * 1024 * 1024) });
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    // Claim 100 bytes in the local header (offset 22) and in the central directory entry (offset 24).
    view.setUint32(22, 100, true);
    for (let at = 0; at < bomb.length - 4; at++)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 100, true);
    expect(refusal(bomb).detail).toBe('a.xml is larger than 5 MB unpacked.');
  });

  it('refuses paths that leave the package', () => {
    for (const name of ['../evil.xml', 'items/../../evil.xml', '/etc/passwd', 'C:/evil.xml', '..\\evil.xml'])
      expect(refusal(zip({ [name]: '<a/>' })).detail, name).toMatch(/path outside the package/);
    // A manifest or test entry pointing outside the package reads nothing there: that item is left out.
    const files = buildQtiFiles(worksheet);
    files['imsmanifest.xml'] = files['imsmanifest.xml']!.replace('href="items/item-1.xml"', 'href="../item-1.xml"');
    files['assessment-test.xml'] = files['assessment-test.xml']!.replace(
      'href="items/item-1.xml"',
      'href="../item-1.xml"',
    );
    const pkg = readQtiPackage(zip(files));
    expect(pkg.questions.map((q) => q.file)).not.toContain('items/item-1.xml');
    expect(pkg.skipped.map((s) => s.note.code)).toEqual(['notInPackage']);
  });

  it('leaves out a malformed item, naming the file and the place; refuses a malformed manifest', () => {
    const files = buildQtiFiles(worksheet);
    files['items/item-3.xml'] = files['items/item-3.xml']!.replace('</qti-item-body>', '</qti-item-bod>');
    const pkg = readQtiPackage(zip(files));
    expect(pkg.questions.map((q) => q.file)).not.toContain('items/item-3.xml');
    expect(pkg.questions).toHaveLength(worksheet.questions.length - 1);
    expect(pkg.skipped).toHaveLength(1);
    expect(pkg.skipped[0]!.file).toBe('items/item-3.xml');
    expect(String(pkg.skipped[0]!.note.values.reason)).toMatch(/^is not well-formed XML \(line \d+, column \d+: /);

    const err = refusal(zip({ 'imsmanifest.xml': '<manifest><resources>' }));
    expect(err.status).toBe(400);
    expect(err.message).toBe('Invalid file format');
    expect(err.errors).toEqual([{ field: 'file', message: err.detail }]);
    expect(refusal(zip({ 'imsmanifest.xml': '<manifest><resources>' })).detail).toMatch(
      /^imsmanifest.xml is not well-formed XML/,
    );
    expect(refusal(zip({ 'imsmanifest.xml': '<!DOCTYPE m [<!ENTITY x "y">]><manifest/>' })).detail).toMatch(
      /imsmanifest.xml must not contain a DOCTYPE/,
    );
    expect(refusal(zip({ 'imsmanifest.xml': new Uint8Array([0x3c, 0x61, 0xff, 0x3e]) })).detail).toMatch(/not UTF-8/);
    expect(refusal(zip({ 'readme.txt': 'hi' })).detail).toMatch(/no imsmanifest.xml/);
    expect(refusal(zip({ 'imsmanifest.xml': '<manifest/>' })).detail).toMatch(/has no items/);
  });

  it('never answers an uploaded file with anything but a package or a 400', () => {
    const stored = zip(buildQtiFiles(worksheet), 0);
    const corrupt = fc
      .tuple(fc.nat(stored.length - 1), fc.uint8Array({ minLength: 1, maxLength: 40 }))
      .map(([at, bytes]) => {
        const copy = stored.slice();
        copy.set(bytes.subarray(0, copy.length - at), at);
        return copy;
      });
    const xmlish = fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `<qti-assessment-item><qti-item-body>${s}`);
    const files = buildQtiFiles(worksheet);
    const badItem = xmlish.map((item) => zip({ ...files, 'items/item-2.xml': item }));
    fc.assert(
      fc.property(fc.oneof(corrupt, badItem, fc.uint8Array({ maxLength: 300 })), (buf) => {
        try {
          readQtiPackage(buf);
        } catch (err) {
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).status).toBe(400);
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});

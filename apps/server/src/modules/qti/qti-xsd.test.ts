// Our exports against the QTI 3.0 XSD (1EdTech's, SBAC profile) and the content-package XSD, by libxml2's
// xmllint compiled to WebAssembly (no system package). The XSD files are not ours to ship: they are read
// from QTI_XSD_DIR (default: the shared interop folder), with the MathML and SSML namespaces of oat-sa's
// copies set to the ones the QTI XSD imports. `data-*` attributes are set aside first: HTML allows them,
// the XSD cannot express them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { QTI_SAMPLE_QUESTIONS } from '../../../test/kits/qti/qti-test-kit';
import { buildQtiFiles } from './qti-package';

const XSD_DIR = process.env.QTI_XSD_DIR ?? '/work/shared/interop/qti/xsd-oat-sa-qti-sdk';
const ASI_XSD = 'qtiv3p0/imsqti_asiv3p0_sbacv1p0_v1p0.xsd';
const CP_XSD = 'qtiv3p0/imsqtiv3p0_imscpv1p2_v1p0.xsd';

function schemaFiles() {
  if (!existsSync(path.join(XSD_DIR, ASI_XSD)))
    throw new Error(`The QTI 3.0 XSD is not at ${XSD_DIR}: set QTI_XSD_DIR to the folder holding ${ASI_XSD}`);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? walk(p) : p.endsWith('.xsd') ? [p] : [];
    });
  return walk(XSD_DIR).map((p) => ({
    fileName: path.relative(XSD_DIR, p),
    contents: readFileSync(p, 'utf8')
      .replaceAll('http://www.w3.org/2010/Math/MathML', 'http://www.w3.org/1998/Math/MathML')
      .replaceAll('http://www.w3.org/2010/10/synthesis', 'http://www.w3.org/2001/10/synthesis'),
  }));
}

async function validate(files: Record<string, string>, mainXsd: string) {
  const schemas = schemaFiles();
  const main = schemas.find((s) => s.fileName === mainXsd)!;
  const result = await validateXML({
    xml: Object.entries(files).map(([fileName, xml]) => ({
      fileName,
      contents: xml.replace(/ data-[a-z-]+="[^"]*"/g, ''),
    })),
    schema: [main],
    preload: schemas.filter((s) => s !== main),
    maxMemoryPages: 65536,
  });
  return result.errors.map((e) => e.rawMessage);
}

describe('QTI export against the QTI 3.0 XSD', () => {
  const files = buildQtiFiles({
    title: 'Every answer type',
    description: 'With formulas and pictures',
    grade: '5',
    subjectName: 'Math',
    domain: { code: 'RC2', name: 'Fractions' },
    standards: [{ code: '5.3K', stableKey: 'TX.math.5.3K' }],
    passages: [
      { id: 11, title: 'Pizza', body: 'Ana ate $\\frac{3}{8}$ of a pizza.\n\n$$\\sqrt[3]{27} = 3$$' },
      { id: 12, title: '', body: 'A number line.' },
    ],
    questions: QTI_SAMPLE_QUESTIONS.map((question) => ({
      question,
      standard: question.standardId ? { code: '5.3K', stableKey: 'TX.math.5.3K' } : undefined,
    })),
    gradingScales: [{ id: 3, name: 'Four-point', levels: [{ points: 4, label: 'All', description: 'Complete' }] }],
    media: new Map([
      ['/uploads/graph.png', new Uint8Array([1])],
      ['/uploads/square.png', new Uint8Array([2])],
    ]),
  });

  it('covers every answer type, with MathML and pictures in the package', () => {
    expect(new Set(QTI_SAMPLE_QUESTIONS.map((q) => q.answerType)).size).toBe(10);
    const xml = Object.values(files).join('');
    expect(xml).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(xml).toContain('src="../media/graph.png"');
  });

  it('writes items, test and passages the XSD accepts', async () => {
    const { 'imsmanifest.xml': _, ...qti } = files;
    expect(await validate(qti, ASI_XSD)).toEqual([]);
  }, 120_000);

  it('writes a manifest the content-package XSD accepts', async () => {
    expect(await validate({ 'imsmanifest.xml': files['imsmanifest.xml']! }, CP_XSD)).toEqual([]);
  }, 120_000);

  it('is a real check: an item the XSD refuses is reported', async () => {
    const broken = files['items/item-1.xml']!.replace('<qti-item-body', '<qti-item-body bogus="1"');
    expect((await validate({ 'items/item-1.xml': broken }, ASI_XSD)).join('\n')).toMatch(/bogus/);
  }, 120_000);
});

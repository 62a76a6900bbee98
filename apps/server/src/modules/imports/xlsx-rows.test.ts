import { IMPORT_INFLATE_LIMITS } from '@clearsheets/shared';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxBomb } from '../../../test/kits/imports/test-files';
import { InflateLimitError } from './capped-unzip';
import { readXlsxRows } from './xlsx-rows';

// Workbooks as Excel writes them (shared or inline strings, number formats, formulas, rich text, a hyperlink,
// either date system), their parts written here by hand, read back.

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const PKG = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const t = (s: string) => `<t${/^\s|\s$/.test(s) ? ' xml:space="preserve"' : ''}>${s}</t>`;
const sheet = (rows: string, extra = '') =>
  `<worksheet ${MAIN} ${R}><sheetData>${rows}</sheetData>${extra}</worksheet>`;

/** How other writers spell the same parts: the reader must not care. */
const DIALECTS = {
  // Attributes in single quotes, as XML allows and some writers do.
  singleQuotes: (xml: string) => xml.replace(/="([^"]*)"/g, "='$1'"),
  // Every spreadsheet element under a prefix (the Open XML SDK's x:), the namespace declared for it.
  prefixed: (xml: string) =>
    xml.includes(MAIN)
      ? xml.replace(MAIN, MAIN.replace('xmlns=', 'xmlns:x=')).replace(/<(\/?)(?!x:)([a-zA-Z]\w*)/g, '<$1x:$2')
      : xml,
  // One element a line, indented, with the extra attributes LibreOffice writes on rows and cells.
  indented: (xml: string) =>
    xml
      .replace(/<row r="(\d+)">/g, '<row r="$1" customFormat="false" ht="12.8" hidden="false" outlineLevel="0">')
      .replace(/<c r="/g, '<c s="0" r="')
      .replace(/<c s="0" r="([A-Z]+\d+)" s="/g, '<c r="$1" s="')
      .replace(/></g, '>\n  <'),
  // Parts named from the package root (Target="/xl/worksheets/sheet1.xml").
  absoluteTargets: (xml: string) => xml.replace(/Target="(?!http|xl\/)([^"]+)"/g, 'Target="/xl/$1"'),
};

function workbook(
  opts: { sharedStrings?: boolean; date1904?: boolean; sheetBefore?: boolean; dialect?: keyof typeof DIALECTS } = {},
) {
  const shared: string[] = [];
  /** A text cell (its <si>/<is> content given as XML): an index into the shared strings, or inline. */
  const text = (ref: string, item: string) => {
    if (opts.sharedStrings === false) return `<c r="${ref}" t="inlineStr"><is>${item}</is></c>`;
    shared.push(item);
    return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
  };
  const row = (r: number, cells: string[]) => `<row r="${r}">${cells.join('')}</row>`;
  const notes = opts.sheetBefore ? sheet(row(1, [text('A1', t('not this one'))])) : undefined;
  const students = sheet(
    [
      row(
        1,
        ['First Name', ' Last Name ', 'Username', 'Password', 'Grade'].map((h, i) => text(`${'ABCDE'[i]}1`, t(h))),
      ),
      row(2, [
        ...['Maya', 'Johnson', 'mjohnson', 'tiger42'].map((v, i) => text(`${'ABCD'[i]}2`, t(v))),
        '<c r="E2"><v>5</v></c>',
      ]),
      row(3, [
        text('A3', t('Ana &amp; &lt;Bo&gt;')),
        text('B3', t('Ñoño &quot;q&quot;')),
        '<c r="D3"><v>3.14</v></c><c r="E3" t="b"><v>1</v></c>',
      ]),
      row(5, [
        `<c r="A5" s="1"><v>${opts.date1904 ? 40605 : 42067}</v></c>`, // 2015-03-04, day format 14
        '<c r="B5"><f>1+1</f><v>2</v></c><c r="C5" t="str"><f>A1</f><v>txt </v></c><c r="D5" t="b"><v>0</v></c>',
        text('E5', `<r>${t('Ri')}</r><r><rPr><b/></rPr>${t('ch ')}</r>`),
      ]),
      row(6, [
        text('A6', t('link')),
        '<c r="B6" t="e"><v>#N/A</v></c><c r="C6"><v>0</v></c><c r="D6"><v>-1.5e-7</v></c><c r="E6"><v>1e+21</v></c>',
      ]),
      row(12, [text('C12', t('lonely'))]),
      row(13, ['<c r="B13" s="2"><v>45000</v></c>']), // yyyy-mm-dd
      row(14, ['<c r="B14" s="3"><v>12</v></c>']), // "days" 0: not a date
    ].join(''),
    '<hyperlinks><hyperlink ref="A6" r:id="rId1"/></hyperlinks>',
  );
  // A sheet before the students, stored as sheet2.xml: the first sheet is the workbook's first, whatever its part.
  const sheets = notes
    ? '<sheet name="Notes" sheetId="1" r:id="rId3"/><sheet name="Students" sheetId="2" r:id="rId4"/>'
    : '<sheet name="Students" sheetId="1" r:id="rId4"/>';
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${TYPE}/${type}" Target="${target}"/>`;
  const files: Record<string, string | undefined> = {
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<Relationships ${PKG}>${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    'xl/workbook.xml': `<workbook ${MAIN} ${R}><workbookPr${opts.date1904 ? ' date1904="1"' : ''}/><sheets>${sheets}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<Relationships ${PKG}>${rel('rId1', 'styles', 'styles.xml')}` +
      (shared.length ? rel('rId2', 'sharedStrings', 'sharedStrings.xml') : '') +
      (notes ? rel('rId3', 'worksheet', 'worksheets/sheet2.xml') : '') +
      `${rel('rId4', 'worksheet', 'worksheets/sheet1.xml')}</Relationships>`,
    'xl/styles.xml':
      `<styleSheet ${MAIN}><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>` +
      '<numFmt numFmtId="165" formatCode="&quot;days&quot; 0"/></numFmts><cellXfs count="4">' +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>',
    'xl/worksheets/sheet1.xml': students,
    'xl/worksheets/sheet2.xml': notes,
    'xl/worksheets/_rels/sheet1.xml.rels': `<Relationships ${PKG}><Relationship Id="rId1" Type="${TYPE}/hyperlink" Target="http://example.org" TargetMode="External"/></Relationships>`,
    'xl/sharedStrings.xml': shared.length
      ? `<sst ${MAIN} count="${shared.length}" uniqueCount="${shared.length}">${shared.map((s) => `<si>${s}</si>`).join('')}</sst>`
      : undefined,
  };
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const parts = Object.entries(files).filter((f): f is [string, string] => f[1] !== undefined);
  const spell = opts.dialect ? DIALECTS[opts.dialect] : (xml: string) => xml;
  return zipSync(Object.fromEntries(parts.map(([name, xml]) => [name, strToU8(declaration + spell(xml))])));
}

const EXPECTED = [
  { row: 1, cells: ['First Name', 'Last Name', 'Username', 'Password', 'Grade'] },
  { row: 2, cells: ['Maya', 'Johnson', 'mjohnson', 'tiger42', '5'] },
  { row: 3, cells: ['Ana & <Bo>', 'Ñoño "q"', '', '3.14', 'true'] },
  { row: 5, cells: ['2015-03-04', '2', 'txt', 'false', 'Rich'] },
  { row: 6, cells: ['link', '', '0', '-1.5e-7', '1e+21'] },
  { row: 12, cells: ['', '', 'lonely'] },
  { row: 13, cells: ['', '2023-03-15'] },
  { row: 14, cells: ['', '12'] },
];

describe('reading an XLSX sheet', () => {
  it('reads text, numbers, booleans, dates, formulas, rich text and gaps as a spreadsheet shows them', () => {
    expect(readXlsxRows(workbook(), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(EXPECTED);
    expect(readXlsxRows(workbook({ sharedStrings: false }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(EXPECTED);
  });

  it.each(Object.keys(DIALECTS) as (keyof typeof DIALECTS)[])(
    'reads the same rows from a workbook spelled another way: %s',
    (dialect) => {
      expect(readXlsxRows(workbook({ dialect }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(EXPECTED);
      expect(readXlsxRows(workbook({ dialect, sheetBefore: true }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual([
        { row: 1, cells: ['not this one'] },
      ]);
    },
  );

  it('refuses a part that is not well-formed XML, and a document type, instead of reading no rows', () => {
    const broken = zipSync({
      'xl/workbook.xml': strToU8(`<workbook ${MAIN} ${R}><sheets><sheet name="S" sheetId="1" r:id="rId1"/></workbook>`),
    });
    expect(() => readXlsxRows(broken, IMPORT_INFLATE_LIMITS.xlsx)).toThrow(/not well-formed/);
    const laughs = zipSync({
      'xl/workbook.xml': strToU8(`<!DOCTYPE lol [<!ENTITY a "aaaa">]><workbook ${MAIN}><sheets/></workbook>`),
    });
    expect(() => readXlsxRows(laughs, IMPORT_INFLATE_LIMITS.xlsx)).toThrow(/DOCTYPE/);
  });

  it('reads the first sheet of the workbook, in either date system', () => {
    expect(readXlsxRows(workbook({ sheetBefore: true }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual([
      { row: 1, cells: ['not this one'] },
    ]);
    // Dates keep their day; the bare serial 45000 counts from 1904 instead of 1900 (4 years and a day later).
    const in1904 = EXPECTED.map((r) => (r.row === 13 ? { row: 13, cells: ['', '2027-03-16'] } : r));
    expect(readXlsxRows(workbook({ date1904: true }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(in1904);
  });

  it('stops once it has the rows it was asked for and one more that is not blank', () => {
    const rows = readXlsxRows(workbook(), IMPORT_INFLATE_LIMITS.xlsx, 2);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('stops at the inflate limit of a part', () => {
    expect(() => readXlsxRows(xlsxBomb(8 * 1024 * 1024), { entryBytes: 4 * 1024 * 1024, totalBytes: 1e9 })).toThrow(
      InflateLimitError,
    );
  });
});

import { IMPORT_INFLATE_LIMITS } from '@clearsheets/shared';
import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-rows';
import { writeXlsx } from './xlsx-write';

// A written workbook read back by the upload reader, and its parts as Excel expects them.

const parts = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

describe('writing an XLSX workbook', () => {
  it('writes text and numbers that read back as written, with gaps where rows and cells are blank', () => {
    const bytes = writeXlsx({
      name: 'Kids',
      rows: [
        ['First Name', 'Last Name', 'Password'],
        ['Ana & <Bo>', 'Ñoño "q" 🦊', 12345678],
        [],
        ['', null, 3.14, undefined, -1.5e-7],
        ['Zoë', 0, 1e21],
      ],
    });
    expect(readXlsxRows(bytes, IMPORT_INFLATE_LIMITS.xlsx)).toEqual([
      { row: 1, cells: ['First Name', 'Last Name', 'Password'] },
      { row: 2, cells: ['Ana & <Bo>', 'Ñoño "q" 🦊', '12345678'] },
      { row: 4, cells: ['', '', '3.14', '', '-1.5e-7'] },
      { row: 5, cells: ['Zoë', '0', '1e+21'] },
    ]);
  });

  it('drops characters XML cannot hold and keeps spaces around text', () => {
    const bytes = writeXlsx({ name: 'Students', rows: [['a\u0000b\u001Fc\uFFFE\uD800d', '  padded  ']] });
    const sheet = parts(bytes)['xl/worksheets/sheet1.xml']!;
    expect(sheet).toContain('<t xml:space="preserve">abcd</t>');
    expect(sheet).toContain('<t xml:space="preserve">  padded  </t>');
  });

  it('writes every part Excel needs, well formed, with the sheet named', () => {
    const files = parts(writeXlsx({ name: 'Kids & "Co"', rows: [['x']] }));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const [name, xml] of Object.entries(files)) expect(XMLValidator.validate(xml), name).toBe(true);
    expect(files['xl/workbook.xml']).toContain('<sheet name="Kids &amp; &quot;Co&quot;" sheetId="1" r:id="rId1"/>');
  });

  it('makes the first row bold and sets column widths and text columns', () => {
    const sheet = parts(
      writeXlsx({
        name: 'Students',
        rows: [
          ['Name', 'Password'],
          ['Maya', 'tiger42'],
        ],
        boldFirstRow: true,
        columns: [{ width: 16 }, { width: 12, text: true }],
      }),
    )['xl/worksheets/sheet1.xml']!;
    expect(sheet).toContain(
      '<cols><col min="1" max="1" width="16" customWidth="1"/><col min="2" max="2" width="12" customWidth="1" style="1"/></cols>',
    );
    // Styles 2 (bold) and 3 (bold text) in the header, 1 (text) below it in the text column.
    expect(sheet).toContain('<c r="A1" s="2" t="inlineStr">');
    expect(sheet).toContain('<c r="B1" s="3" t="inlineStr">');
    expect(sheet).toContain('<c r="A2" t="inlineStr">');
    expect(sheet).toContain('<c r="B2" s="1" t="inlineStr">');
  });

  it('refuses a sheet name Excel refuses and a number a cell cannot hold', () => {
    for (const name of ['', 'a'.repeat(32), 'Q1/Q2', "'quoted'", 'why?'])
      expect(() => writeXlsx({ name, rows: [] }), name).toThrow('not a sheet name');
    expect(() => writeXlsx({ name: 'Students', rows: [[Number.NaN]] })).toThrow(RangeError);
  });
});

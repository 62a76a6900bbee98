import { IMPORT_INFLATE_LIMITS } from '@clearsheets/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { InflateLimitError } from './capped-unzip';
import { xlsxBomb } from './test-files';
import { readXlsxRows } from './xlsx-rows';

// Workbooks written by exceljs (as Excel writes them: shared or inline strings, styles, formulas), read back.

async function workbook(opts: { sharedStrings?: boolean; date1904?: boolean; sheetBefore?: boolean } = {}) {
  const wb = new ExcelJS.Workbook();
  if (opts.date1904) wb.properties.date1904 = true;
  if (opts.sheetBefore) wb.addWorksheet('Notes').addRow(['not this one']);
  const s = wb.addWorksheet('Students');
  s.addRow(['First Name', ' Last Name ', 'Username', 'Password', 'Grade']);
  s.addRow(['Maya', 'Johnson', 'mjohnson', 'tiger42', 5]);
  s.addRow(['Ana & <Bo>', 'Ñoño "q"', null, 3.14, true]);
  s.addRow([]);
  s.addRow([
    new Date('2015-03-04T00:00:00Z'),
    { formula: '1+1', result: 2 },
    { formula: 'A1', result: 'txt ' },
    false,
    { richText: [{ text: 'Ri' }, { text: 'ch ' }] },
  ]);
  s.addRow([{ text: 'link', hyperlink: 'http://example.org' }, { error: '#N/A' }, 0, -1.5e-7, 1e21]);
  s.getCell('C12').value = 'lonely';
  s.getCell('B13').value = 45000;
  s.getCell('B13').numFmt = 'yyyy-mm-dd';
  s.getCell('B14').value = 12;
  s.getCell('B14').numFmt = '"days" 0';
  return Buffer.from(
    await wb.xlsx.writeBuffer({ useSharedStrings: opts.sharedStrings ?? true } as ExcelJS.XlsxWriteOptions),
  );
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
  it('reads text, numbers, booleans, dates, formulas, rich text and gaps as a spreadsheet shows them', async () => {
    expect(readXlsxRows(await workbook(), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(EXPECTED);
    expect(readXlsxRows(await workbook({ sharedStrings: false }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(EXPECTED);
  });

  it('reads the first sheet of the workbook, in either date system', async () => {
    expect(readXlsxRows(await workbook({ sheetBefore: true }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual([
      { row: 1, cells: ['not this one'] },
    ]);
    // Dates keep their day; the bare serial 45000 counts from 1904 instead of 1900 (4 years and a day later).
    const in1904 = EXPECTED.map((r) => (r.row === 13 ? { row: 13, cells: ['', '2027-03-16'] } : r));
    expect(readXlsxRows(await workbook({ date1904: true }), IMPORT_INFLATE_LIMITS.xlsx)).toEqual(in1904);
  });

  it('stops once it has the rows it was asked for and one more that is not blank', async () => {
    const rows = readXlsxRows(await workbook(), IMPORT_INFLATE_LIMITS.xlsx, 2);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('stops at the inflate limit of a part', () => {
    expect(() => readXlsxRows(xlsxBomb(8 * 1024 * 1024), { entryBytes: 4 * 1024 * 1024, totalBytes: 1e9 })).toThrow(
      InflateLimitError,
    );
  });
});

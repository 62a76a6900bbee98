import { STUDENT_IMPORT_COLUMNS } from '@clearsheets/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

// The sample a teacher downloads and fills in: the exact columns an upload must have, one fully filled
// example and one with the optional cells left blank (username and password generated, class grade used).
const EXAMPLES = [
  ['Maya', 'Johnson', 'mjohnson', 'tiger42', '5'],
  ['Leo', 'Martinez', '', '', ''],
];

export const SAMPLE_CSV_NAME = 'student-import-sample.csv';
export const SAMPLE_XLSX_NAME = 'student-import-sample.xlsx';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const sampleCsv = () => `${Papa.unparse([[...STUDENT_IMPORT_COLUMNS], ...EXAMPLES], { newline: '\r\n' })}\r\n`;

export async function sampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.columns = STUDENT_IMPORT_COLUMNS.map((header) => ({ header, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  // Text cells: Excel would otherwise turn a password such as 0042 into the number 42.
  for (const col of [3, 4, 5]) sheet.getColumn(col).numFmt = '@';
  sheet.addRows(EXAMPLES);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

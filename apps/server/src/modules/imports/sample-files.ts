import { STUDENT_IMPORT_COLUMNS } from '@clearsheets/shared';
import { toCsv } from '../../platform/csv-writer';
import { writeXlsx } from './xlsx-write';

// The sample a teacher downloads and fills in: the exact columns an upload must have, one fully filled
// example and one with the optional cells left blank (username and password generated, class grade used).
const EXAMPLES = [
  ['Maya', 'Johnson', 'mjohnson', 'tiger42', '5'],
  ['Leo', 'Martinez', '', '', ''],
];

// Text cells: Excel would otherwise turn a password such as 0042 into the number 42.
const TEXT_COLUMNS = new Set<string>(['Username', 'Password', 'Grade']);

export const SAMPLE_CSV_NAME = 'student-import-sample.csv';
export const SAMPLE_XLSX_NAME = 'student-import-sample.xlsx';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const sampleCsv = () => toCsv([[...STUDENT_IMPORT_COLUMNS], ...EXAMPLES]);

export function sampleXlsx(): Buffer {
  const workbook = writeXlsx({
    name: 'Students',
    rows: [[...STUDENT_IMPORT_COLUMNS], ...EXAMPLES],
    boldFirstRow: true,
    columns: STUDENT_IMPORT_COLUMNS.map((header) => ({ width: 16, text: TEXT_COLUMNS.has(header) })),
  });
  return Buffer.from(workbook);
}

import { type CsvLanguage, csvCellIn } from '@clearsheets/shared';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

// Every CSV the server hands out is opened in a spreadsheet: UTF-8 with a byte-order mark (Excel reads
// accents right), CRLF lines, and no cell a spreadsheet would run as a formula (CSV injection; OWASP).

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
/** Cells starting with these run as formulas. Papaparse's own pattern (`^[=+\-@\t\r].*$`) misses a cell
 * holding a line break, so the start alone decides. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The rows as a CSV file: a formula start gets a leading quote, a number that is not finite is left blank. In
 * Spanish, the writers' English words (headers, statuses, levels, yes and no) are written in Spanish (csv-words). */
export function toCsv(rows: readonly (readonly CsvCell[])[], language: CsvLanguage = 'en'): string {
  if (rows.length === 0) return BOM;
  const cells = rows.map((row) =>
    row.map((cell) => {
      if (typeof cell === 'number' && !Number.isFinite(cell)) return null;
      return typeof cell === 'string' ? csvCellIn(language, cell) : cell;
    }),
  );
  return `${BOM}${Papa.unparse(cells, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/** A CSV file as a download: never cached (reports hold students' results). */
export const sendCsv = (reply: FastifyReply, file: { filename: string; body: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

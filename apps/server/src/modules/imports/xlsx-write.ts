import { strToU8, zipSync } from 'fflate';

// Writing a one-sheet XLSX workbook: a minimal SpreadsheetML package (content types, relationships, workbook,
// styles, one worksheet), zipped with fflate. Text goes in the cells themselves (inline strings), so there is
// no shared-string table to keep in step.

export type XlsxCell = string | number | null | undefined;

export interface XlsxColumn {
  /** Width in characters of the default font. */
  width?: number;
  /** Formatted as text ("@"), so what a teacher types later stays as typed: 0042 is not turned into 42. */
  text?: boolean;
}

export interface XlsxSheet {
  name: string;
  /** Row i is sheet row i + 1; an empty row leaves a gap; '', null and undefined leave a cell blank. */
  rows: XlsxCell[][];
  columns?: XlsxColumn[];
  boldFirstRow?: boolean;
}

// Cell styles, by index in styles.xml: plain, text, bold, bold text.
const TEXT_STYLE = 1;
const BOLD_STYLE = 2;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 cannot hold (control characters, lone surrogates, U+FFFE/U+FFFF): a file with one is
// refused whole by Excel, so they are dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (s: string) => s.replace(NOT_XML, '').replace(/[&<>"]/g, (ch) => ESCAPES[ch]!);

// Excel's rules for a sheet name: 1 to 31 characters, none of : \ / ? * [ ], not starting or ending with '.
const BAD_SHEET_NAME = /[:\\/?*[\]]|^'|'$/;

/** The column letters of a 0-based index (0 -> A, 27 -> AB). */
function columnLetters(index: number) {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function cellXml(value: XlsxCell, ref: string, style: number) {
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`cell ${ref}: ${value} is not a number a sheet can hold`);
    return `<c r="${ref}"${s}><v>${value}</v></c>`;
  }
  if (value === null || value === undefined || value === '') return ''; // a text column's style covers it
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function sheetXml(sheet: XlsxSheet) {
  const columns = sheet.columns ?? [];
  const cols = columns
    .map((c, i) => {
      const width = c.width ? ` width="${c.width}" customWidth="1"` : '';
      const style = c.text ? ` style="${TEXT_STYLE}"` : '';
      return width || style ? `<col min="${i + 1}" max="${i + 1}"${width}${style}/>` : '';
    })
    .join('');
  const rows = sheet.rows
    .map((cells, r) => {
      const bold = r === 0 && sheet.boldFirstRow ? BOLD_STYLE : 0;
      const xml = cells
        .map((v, c) => cellXml(v, `${columnLetters(c)}${r + 1}`, bold + (columns[c]?.text ? TEXT_STYLE : 0)))
        .join('');
      return xml ? `<row r="${r + 1}">${xml}</row>` : '';
    })
    .join('');
  return (
    `${DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rows}</sheetData></worksheet>`
  );
}

// Excel needs both fills (none, gray125) and a cell style "Normal" to open a styles part without repairing it.
const STYLES =
  `${DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const CONTENT_TYPES =
  `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const relationships = (rels: [type: string, target: string][]) =>
  `${DECLARATION}<Relationships xmlns="${PKG_REL_NS}">` +
  rels
    .map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/${type}" Target="${target}"/>`)
    .join('') +
  '</Relationships>';

/** The workbook's bytes: one sheet named `sheet.name`. Throws on a name Excel refuses or a non-finite number. */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  const name = sheet.name.replace(NOT_XML, '');
  if (!name || name.length > 31 || BAD_SHEET_NAME.test(name)) throw new Error(`not a sheet name: ${sheet.name}`);
  const workbook =
    `${DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(relationships([['officeDocument', 'xl/workbook.xml']])),
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(
      relationships([
        ['worksheet', 'worksheets/sheet1.xml'],
        ['styles', 'styles.xml'],
      ]),
    ),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(sheet)),
  });
}

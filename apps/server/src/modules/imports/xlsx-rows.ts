import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { InflateLimits } from './capped-unzip';
import { unzipCapped } from './capped-unzip';

// Reading the first worksheet of an XLSX workbook row by row, stopping once enough rows are found: the parts it
// needs are inflated within limits (capped-unzip.ts), then read by a real XML parser (fast-xml-parser), so every
// writer's spelling of the same XML reads the same: single or double quotes, namespace prefixes (x:row), any
// order of attributes, white space between elements. Cells read as exceljs reads them (the reader used before):
// text trimmed, numbers as JavaScript prints them, booleans as true/false, numbers in a date format as the ISO
// date, errors and missing cells as ''.

export interface XlsxRow {
  row: number;
  cells: string[];
}

/** Elements that may repeat: always arrays, so one of them reads like many. */
const REPEATED = new Set(['sheet', 'Relationship', 'si', 'r', 'numFmt', 'xf', 'row', 'c']);

// Entities are decoded here, in one pass, as the QTI reader does: the parser's own decoding handles only the
// five named ones. Text is kept exactly as written (a cell's own trimming comes later).
const parser = new XMLParser({
  ignoreAttributes: false,
  // Attributes apart from children: a row's r="5" is not a rich-text run <r>.
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => REPEATED.has(name),
});

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.includes('&')
    ? s.replace(ENTITY, (_, hex?: string, dec?: string, name?: string) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name!]!,
      )
    : s;

/** A parsed element: its attributes ('@name'), its children by name and its text ('#text'); an element with
 * neither attributes nor children parses as its bare text. */
type Node = Record<string, unknown>;

/** A document of the workbook, parsed; a part that is not well-formed XML is an unreadable workbook. */
function parse(xml: string, part: string): Node {
  // No document type: a workbook needs none, and its entities are how "billion laughs" documents blow up.
  if (/<!DOCTYPE/i.test(xml)) throw new Error(`${part} has a DOCTYPE declaration`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${part} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  return parser.parse(xml) as Node;
}

const node = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map((v) => node(v) ?? { '#text': typeof v === 'string' ? v : '' }) : [];
/** An attribute's value. */
const attr = (n: Node | undefined, name: string): string | undefined => {
  const v = n?.[`@${name}`];
  return typeof v === 'string' ? unescapeXml(v) : typeof v === 'number' ? String(v) : undefined;
};
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return unescapeXml(value);
  const n = node(value);
  if (!n) return undefined;
  return typeof n['#text'] === 'string'
    ? unescapeXml(n['#text'])
    : typeof n['#text'] === 'number'
      ? String(n['#text'])
      : '';
};

/** The text of a string item (<si> or <is>): its own <t>, or its runs' joined; phonetic guides left out. */
function itemText(item: unknown): string {
  const n = node(item);
  if (!n) return typeof item === 'string' ? unescapeXml(item) : '';
  if (n.t !== undefined) return text(n.t) ?? '';
  return list(n.r)
    .map((run) => text(run.t) ?? '')
    .join('');
}

function sharedStrings(doc: Node | undefined): string[] {
  return doc ? list(node(doc.sst)?.si).map(itemText) : [];
}

// exceljs's rule: a format is a date when, outside quotes and brackets, it has y, m, d, h, M, s or b.
const isDateFormat = (f: string) => /[ymdhMsb]+/.test(f.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style index, whether it formats numbers as dates. */
function dateStyles(doc: Node | undefined): boolean[] {
  const sheet = node(doc?.styleSheet);
  if (!sheet) return [];
  const custom = new Map<number, string>();
  for (const f of list(node(sheet.numFmts)?.numFmt))
    custom.set(Number(attr(f, 'numFmtId')), attr(f, 'formatCode') ?? '');
  return list(node(sheet.cellXfs)?.xf).map((xf) => {
    const id = Number(attr(xf, 'numFmtId') ?? 0);
    const code = custom.get(id);
    return code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id);
  });
}

const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
const isoDay = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

/** The column of a cell reference (A1 -> 1, AB7 -> 28). */
function columnOf(ref: string) {
  let col = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + code - 64;
  }
  return col;
}

interface Book {
  strings: string[];
  dates: boolean[];
  date1904: boolean;
}

/** A cell's text, or null for a cell without a value. */
function cellValue(cell: Node, book: Book): string | null {
  const type = attr(cell, 't') ?? 'n';
  if (type === 'inlineStr') return cell.is === undefined ? null : itemText(cell.is).trim();
  const v = text(cell.v);
  if (v === undefined) return null;
  switch (type) {
    case 's':
      return (book.strings[Number(v)] ?? '').trim();
    case 'str':
      return v.trim();
    case 'b':
      return v === '1' || v === 'true' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return isoDay(new Date(v));
    default: {
      const n = Number.parseFloat(v);
      if (book.dates[Number(attr(cell, 's') ?? 0)]) return isoDay(excelDate(n, book.date1904));
      return String(n);
    }
  }
}

/** The path of the workbook's first sheet, from workbook.xml and its relationships. */
function firstSheetPath(workbook: Node, rels: Node | undefined) {
  const [sheet] = list(node(node(workbook.workbook)?.sheets)?.sheet);
  // r:id, with its prefix removed by the parser.
  const relId = attr(sheet, 'id');
  const target = list(node(rels?.Relationships)?.Relationship).find((r) => attr(r, 'Id') === relId);
  if (!relId || !target) return 'xl/worksheets/sheet1.xml';
  const path = attr(target, 'Target') ?? '';
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`.replace(/\/\.\//g, '/');
}

/** The first sheet's rows that hold a value, no further than `maxRows` rows that are not blank. Throws
 * InflateLimitError past the limits and Error when the workbook cannot be read. */
export function readXlsxRows(buf: Uint8Array, limits: InflateLimits, maxRows = Number.POSITIVE_INFINITY): XlsxRow[] {
  const parts = unzipCapped(
    buf,
    (name) => (name.startsWith('xl/') && name.endsWith('.xml')) || name.endsWith('.rels'),
    limits,
  );
  const doc = (name: string) => {
    const bytes = parts.get(name);
    return bytes ? parse(new TextDecoder('utf-8').decode(bytes), name) : undefined;
  };
  const workbook = doc('xl/workbook.xml');
  if (workbook === undefined) throw new Error('no workbook part');
  const sheet = doc(firstSheetPath(workbook, doc('xl/_rels/workbook.xml.rels')));
  if (sheet === undefined) return [];
  const date1904 = attr(node(node(workbook.workbook)?.workbookPr), 'date1904');
  const book: Book = {
    strings: sharedStrings(doc('xl/sharedStrings.xml')),
    dates: dateStyles(doc('xl/styles.xml')),
    date1904: date1904 === '1' || date1904 === 'true',
  };
  const rows: XlsxRow[] = [];
  let nonBlank = 0;
  let last = 0;
  for (const r of list(node(node(sheet.worksheet)?.sheetData)?.row)) {
    const number = Number(attr(r, 'r') ?? last + 1);
    last = number;
    const cells: string[] = [];
    let col = 0;
    for (const c of list(r.c)) {
      const ref = attr(c, 'r');
      col = ref ? columnOf(ref) : col + 1;
      const value = cellValue(c, book);
      if (value === null) continue;
      while (cells.length < col - 1) cells.push('');
      cells[col - 1] = value;
    }
    if (!cells.length) continue; // no cell with a value: not a row (as exceljs counts them)
    rows.push({ row: number, cells });
    if (cells.some((v) => v !== '') && ++nonBlank > maxRows) break;
  }
  return rows;
}

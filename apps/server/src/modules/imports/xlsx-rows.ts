import type { InflateLimits } from './capped-unzip';
import { unzipCapped } from './capped-unzip';

// Reading the first worksheet of an XLSX workbook row by row, stopping once enough rows are found: the parts
// it needs are inflated within limits (capped-unzip.ts), then scanned as text. Cells read as exceljs reads
// them (the reader used before): text trimmed, numbers as JavaScript prints them, booleans as true/false,
// numbers in a date format as the ISO date, errors and missing cells as ''.

export interface XlsxRow {
  row: number;
  cells: string[];
}

const NS = '(?:[\\w.-]+:)?'; // an optional namespace prefix (x:row, as some writers put it)
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.includes('&')
    ? s.replace(ENTITY, (_, hex?: string, dec?: string, name?: string) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name!]!,
      )
    : s;
const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

const PHONETIC = new RegExp(`<${NS}rPh\\b[\\s\\S]*?</${NS}rPh>`, 'g');
const TEXT = new RegExp(`<${NS}t(?:\\s[^>]*)?>([\\s\\S]*?)</${NS}t>`, 'g');
/** The text of a string item (<si> or <is>): its runs joined, phonetic guides left out. */
function itemText(xml: string) {
  let text = '';
  for (const m of xml.replace(PHONETIC, '').matchAll(TEXT)) text += unescapeXml(m[1]!);
  return text;
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const items: string[] = [];
  for (const m of xml.matchAll(new RegExp(`<${NS}si\\b[^>]*?(?:/>|>([\\s\\S]*?)</${NS}si>)`, 'g')))
    items.push(itemText(m[1] ?? ''));
  return items;
}

// exceljs's rule: a format is a date when, outside quotes and brackets, it has y, m, d, h, M, s or b.
const isDateFormat = (f: string) => /[ymdhMsb]+/.test(f.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style index, whether it formats numbers as dates. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  for (const m of xml.matchAll(new RegExp(`<${NS}numFmt\\b([^>]*)/?>`, 'g')))
    custom.set(Number(attr(m[1]!, 'numFmtId')), unescapeXml(attr(m[1]!, 'formatCode') ?? ''));
  const xfs = new RegExp(`<${NS}cellXfs\\b[^>]*>([\\s\\S]*?)</${NS}cellXfs>`).exec(xml)?.[1] ?? '';
  return [...xfs.matchAll(new RegExp(`<${NS}xf\\b([^>]*)>`, 'g'))].map((m) => {
    const id = Number(attr(m[1]!, 'numFmtId') ?? 0);
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

const VALUE = new RegExp(`<${NS}v(?:\\s[^>]*)?>([\\s\\S]*?)</${NS}v>`);
const INLINE = new RegExp(`<${NS}is\\b[^>]*>([\\s\\S]*?)</${NS}is>`);

/** A cell's text, or null for a cell without a value. */
function cellValue(attrs: string, body: string, book: Book): string | null {
  const type = attr(attrs, 't') ?? 'n';
  if (type === 'inlineStr') {
    const is = INLINE.exec(body);
    return is ? itemText(is[1]!).trim() : null;
  }
  const raw = VALUE.exec(body)?.[1];
  if (raw === undefined) return null;
  const v = unescapeXml(raw);
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
      if (book.dates[Number(attr(attrs, 's') ?? 0)]) return isoDay(excelDate(n, book.date1904));
      return String(n);
    }
  }
}

/** The path of the workbook's first sheet, from workbook.xml and its relationships. */
function firstSheetPath(workbook: string, rels: string | undefined) {
  const sheet = new RegExp(`<${NS}sheet\\b([^>]*)/?>`).exec(workbook);
  const relId = sheet && /\s[\w.-]+:id="([^"]*)"/.exec(sheet[1]!)?.[1];
  if (!relId || !rels) return 'xl/worksheets/sheet1.xml';
  for (const m of rels.matchAll(new RegExp(`<${NS}Relationship\\b([^>]*)/?>`, 'g'))) {
    if (attr(m[1]!, 'Id') !== relId) continue;
    const target = attr(m[1]!, 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
  }
  return 'xl/worksheets/sheet1.xml';
}

const ROW = new RegExp(`<${NS}row\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${NS}row>)`, 'g');
const CELL = new RegExp(`<${NS}c\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${NS}c>)`, 'g');

/** The first sheet's rows that hold a value, no further than `maxRows` rows that are not blank. Throws
 * InflateLimitError past the limits and Error when the workbook cannot be read. */
export function readXlsxRows(buf: Uint8Array, limits: InflateLimits, maxRows = Number.POSITIVE_INFINITY): XlsxRow[] {
  const parts = unzipCapped(
    buf,
    (name) => (name.startsWith('xl/') && name.endsWith('.xml')) || name.endsWith('.rels'),
    limits,
  );
  const text = (name: string) => {
    const bytes = parts.get(name);
    return bytes ? new TextDecoder('utf-8').decode(bytes) : undefined;
  };
  const workbook = text('xl/workbook.xml');
  if (workbook === undefined) throw new Error('no workbook part');
  const sheet = text(firstSheetPath(workbook, text('xl/_rels/workbook.xml.rels')));
  if (sheet === undefined) return [];
  const book: Book = {
    strings: sharedStrings(text('xl/sharedStrings.xml')),
    dates: dateStyles(text('xl/styles.xml')),
    date1904: /date1904="(1|true)"/.test(workbook),
  };
  const rows: XlsxRow[] = [];
  let nonBlank = 0;
  let last = 0;
  for (const r of sheet.matchAll(ROW)) {
    const number = Number(attr(r[1]!, 'r') ?? last + 1);
    last = number;
    const cells: string[] = [];
    let col = 0;
    for (const c of (r[2] ?? '').matchAll(CELL)) {
      const ref = attr(c[1]!, 'r');
      col = ref ? columnOf(ref) : col + 1;
      const value = cellValue(c[1]!, c[2] ?? '', book);
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

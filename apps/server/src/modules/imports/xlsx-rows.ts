import { SaxesParser } from 'saxes';
import type { InflateLimits } from './capped-unzip';
import { unzipCapped } from './capped-unzip';

// Reading the first worksheet of an XLSX workbook row by row, stopping once enough rows are found: the parts it
// needs are inflated within limits (capped-unzip.ts), then read by a streaming XML parser (saxes, which checks that
// the XML is well formed as it goes), so every writer's spelling of the same XML reads the same: single or double
// quotes, namespace prefixes (x:row), any order of attributes, white space between elements, character references.
// A worksheet of 20,000 rows streams in well under a second and stops at the row past the limit. Cells read as
// exceljs reads them (the reader used before): text trimmed, numbers as JavaScript prints them, booleans as
// true/false, numbers in a date format as the ISO date, errors and missing cells as ''.

export interface XlsxRow {
  row: number;
  cells: string[];
}

type Attrs = Record<string, string>;

interface Handlers {
  open?(name: string, attrs: Attrs): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** Thrown by a handler to stop reading a part early (enough rows). */
class Enough extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams one part, elements by their local name (prefixes dropped), attributes by theirs; a part that is not
 * well-formed XML, or has a document type, is an unreadable workbook. */
function walk(xml: string, part: string, h: Handlers): void {
  // No document type: a workbook needs none, and its entities are how "billion laughs" documents blow up.
  if (/<!DOCTYPE/i.test(xml)) throw new Error(`${part} has a DOCTYPE declaration`);
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const attrs: Attrs = {};
    for (const [key, value] of Object.entries(tag.attributes)) attrs[localName(key)] = String(value);
    h.open?.(localName(tag.name), attrs);
  });
  if (h.close) parser.on('closetag', (tag) => h.close!(localName(tag.name)));
  if (h.text) {
    parser.on('text', h.text);
    parser.on('cdata', h.text);
  }
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof Enough) return;
    throw new Error(`${part} is not well-formed XML (${(err as Error).message})`);
  }
}

/** Collects the text of <t> elements outside phonetic guides (<rPh>): the text of a string item's runs. */
function itemTextCollector() {
  let inText = false;
  let inPhonetic = false;
  let text = '';
  return {
    open(name: string) {
      if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close(name: string) {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text(t: string) {
      if (inText) text += t;
    },
    take() {
      const out = text;
      text = '';
      return out;
    },
  };
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const items: string[] = [];
  const item = itemTextCollector();
  walk(xml, 'xl/sharedStrings.xml', {
    open: (name) => item.open(name),
    close: (name) => {
      item.close(name);
      if (name === 'si') items.push(item.take());
    },
    text: (t) => item.text(t),
  });
  return items;
}

// exceljs's rule: a format is a date when, outside quotes and brackets, it has y, m, d, h, M, s or b.
const isDateFormat = (f: string) => /[ymdhMsb]+/.test(f.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style index (<xf> of <cellXfs>), whether it formats numbers as dates. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  walk(xml, 'xl/styles.xml', {
    open(name, a) {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styleFormats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styleFormats.map((id) => {
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

/** A cell's text from its type, style and raw value (null: no value). */
function cellValue(a: Attrs, raw: string | null, inline: string | null, book: Book): string | null {
  const type = a.t ?? 'n';
  if (type === 'inlineStr') return inline === null ? null : inline.trim();
  if (raw === null) return null;
  switch (type) {
    case 's':
      return (book.strings[Number(raw)] ?? '').trim();
    case 'str':
      return raw.trim();
    case 'b':
      return raw === '1' || raw === 'true' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return isoDay(new Date(raw));
    default: {
      const n = Number.parseFloat(raw);
      if (book.dates[Number(a.s ?? 0)]) return isoDay(excelDate(n, book.date1904));
      return String(n);
    }
  }
}

/** The workbook's first sheet's relationship id, and whether it counts dates from 1904. */
function workbookFacts(xml: string) {
  let relId: string | undefined;
  let date1904 = false;
  walk(xml, 'xl/workbook.xml', {
    open(name, a) {
      // r:id, its prefix dropped.
      if (name === 'sheet' && relId === undefined) relId = a.id;
      else if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  return { relId, date1904 };
}

/** The path of the workbook's first sheet, from its relationships. */
function firstSheetPath(relId: string | undefined, rels: string | undefined) {
  let target: string | undefined;
  if (relId && rels)
    walk(rels, 'xl/_rels/workbook.xml.rels', {
      open(name, a) {
        if (name === 'Relationship' && a.Id === relId && target === undefined) target = a.Target ?? '';
      },
    });
  if (target === undefined) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}

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
  const facts = workbookFacts(workbook);
  const sheetPath = firstSheetPath(facts.relId, text('xl/_rels/workbook.xml.rels'));
  const sheet = text(sheetPath);
  if (sheet === undefined) return [];
  const book: Book = {
    strings: sharedStrings(text('xl/sharedStrings.xml')),
    dates: dateStyles(text('xl/styles.xml')),
    date1904: facts.date1904,
  };

  const rows: XlsxRow[] = [];
  let nonBlank = 0;
  let last = 0;
  // The row and cell being read.
  let number = 0;
  let cells: string[] = [];
  let col = 0;
  let cell: Attrs | null = null;
  let raw: string | null = null;
  let inValue = false;
  let inInline = false;
  const inline = itemTextCollector();
  walk(sheet, sheetPath, {
    open(name, a) {
      if (name === 'row') {
        number = Number(a.r ?? last + 1);
        last = number;
        cells = [];
        col = 0;
      } else if (name === 'c') {
        cell = a;
        raw = null;
        inInline = false;
        inline.take();
        col = a.r ? columnOf(a.r) : col + 1;
      } else if (cell && name === 'v') {
        inValue = true;
        raw = '';
      } else if (cell && name === 'is') {
        inInline = true;
      } else if (inInline) inline.open(name);
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'c' && cell) {
        const value = cellValue(cell, raw, inInline ? inline.take() : null, book);
        cell = null;
        inInline = false;
        if (value === null) return;
        while (cells.length < col - 1) cells.push('');
        cells[col - 1] = value;
      } else if (inInline) inline.close(name);
      else if (name === 'row') {
        if (!cells.length) return; // no cell with a value: not a row (as exceljs counts them)
        rows.push({ row: number, cells });
        if (cells.some((v) => v !== '') && ++nonBlank > maxRows) throw new Enough();
      }
    },
    text(t) {
      if (inValue) raw = (raw ?? '') + t;
      else if (inInline) inline.text(t);
    },
  });
  return rows;
}

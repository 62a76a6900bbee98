// XML for QTI files: escaping while building (strings, no DOM), and a small element tree while reading
// (fast-xml-parser in order-preserving mode, text kept exactly as written).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mathText } from './qti-mathml';
import type { XmlElement, XmlNode } from './qti-xml-core';

export {
  type Attrs,
  block,
  el,
  escapeAttr,
  escapeText,
  XML_DECLARATION,
  type XmlElement,
  type XmlNode,
  xmlCarries,
} from './qti-xml-core';

// ---------------------------------------------------------------------------------------------- reading

/** A file of the package that is not what it should be: a 400 naming the file. */
export class QtiFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file} ${reason}`);
  }
}

// Entities are decoded here, in one pass (the parser's own decoding is slow with character references and
// would decode `&amp;#13;` twice); CDATA stays as written.
const CDATA = '#cdata';
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: CDATA,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const isXmlChar = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  (cp >= 0x10000 && cp <= 0x10ffff);

/** The five XML entities and character references; a reference to a character XML forbids is dropped. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name] as string;
    const cp = dec ? Number(dec) : Number.parseInt(hex as string, 16);
    return isXmlChar(cp) ? String.fromCodePoint(cp) : '';
  });
}

type RawNode = Record<string, unknown>;

const textsOf = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.flatMap((e) => (e && typeof e['#text'] === 'string' ? [e['#text'] as string] : [])) : [];

function toNodes(raw: unknown): XmlNode[] {
  if (!Array.isArray(raw)) return [];
  const nodes: XmlNode[] = [];
  for (const entry of raw as RawNode[]) {
    if (!entry || typeof entry !== 'object') continue;
    for (const key of Object.keys(entry)) {
      if (key === ':@') continue;
      const value = entry[key];
      if (key === '#text') {
        if (typeof value === 'string' && value !== '') nodes.push(decodeEntities(value));
        continue;
      }
      if (key === CDATA) {
        nodes.push(...textsOf(value).filter(Boolean));
        continue;
      }
      const attrs: Record<string, string> = {};
      const rawAttrs = entry[':@'];
      if (rawAttrs && typeof rawAttrs === 'object')
        for (const [k, v] of Object.entries(rawAttrs)) if (typeof v === 'string') attrs[k] = decodeEntities(v);
      nodes.push({ name: key, attrs, children: toNodes(value) });
    }
  }
  return nodes;
}

/** Strict UTF-8 (a byte-order mark is dropped), or a file error. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new QtiFileError(file, 'is not UTF-8 text');
  }
}

/** The root element of a well-formed document; anything else is a file error that says where. */
export function parseXml(bytes: Uint8Array, file: string): XmlElement {
  // Line ends as XML reads them (a carriage return that matters is written &#13;).
  const xml = decodeUtf8(bytes, file).replace(/\r\n?/g, '\n');
  // No document type: QTI needs none, and its entities are how "billion laughs" documents blow up.
  if (/<!DOCTYPE/i.test(xml)) throw new QtiFileError(file, 'must not contain a DOCTYPE declaration');
  let root: XmlElement | undefined;
  try {
    const valid = XMLValidator.validate(xml);
    if (valid !== true) {
      const { msg, line, col } = valid.err;
      const where = col ? `line ${line}, column ${col}` : `line ${line}`;
      throw new QtiFileError(file, `is not well-formed XML (${where}: ${msg})`);
    }
    root = toNodes(parser.parse(xml)).find((n): n is XmlElement => typeof n !== 'string');
  } catch (err) {
    if (err instanceof QtiFileError) throw err;
    throw new QtiFileError(file, `could not be read as XML (${(err as Error).message})`);
  }
  if (!root) throw new QtiFileError(file, 'has no root element');
  return root;
}

// ---------------------------------------------------------------------------------------------- walking

const own = (attrs: Record<string, string>, name: string) => (Object.hasOwn(attrs, name) ? attrs[name] : undefined);

export const attr = (node: XmlElement | undefined, name: string): string | undefined =>
  node ? own(node.attrs, name) : undefined;

export const isElement = (node: XmlNode | undefined): node is XmlElement => typeof node === 'object';

export const elements = (node: XmlElement | undefined, name?: string): XmlElement[] =>
  (node?.children ?? []).filter((c): c is XmlElement => isElement(c) && (!name || c.name === name));

export const child = (node: XmlElement | undefined, name: string): XmlElement | undefined => elements(node, name)[0];

/** Every element below `node` (depth first, document order) that passes `test`. */
export function descendants(node: XmlElement | undefined, test: (e: XmlElement) => boolean): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (n: XmlElement) => {
    for (const c of elements(n)) {
      if (test(c)) found.push(c);
      visit(c);
    }
  };
  if (node) visit(node);
  return found;
}

export const named = (name: string) => (e: XmlElement) => e.name === name;

export const hasClass = (node: XmlElement, cls: string) => (attr(node, 'class') ?? '').split(/\s+/).includes(cls);

export const withClass = (node: XmlElement | undefined, cls: string): XmlElement | undefined =>
  descendants(node, (e) => hasClass(e, cls))[0];

/** Feedback shown after answering: never part of a question's text (it would give the answer away). */
export const FEEDBACK_IN_BODY = new Set(['qti-feedback-inline', 'qti-feedback-block']);
/** Elements whose text is not the question's: feedback, and the fallback text of players and scripts. */
export const NOT_TEXT = new Set([...FEEDBACK_IN_BODY, 'audio', 'video', 'iframe', 'script', 'style']);

/** A picture: an img, or an object holding an image (by its type or its file name). */
export const isPicture = (e: XmlElement) =>
  e.name === 'img' ||
  (e.name === 'object' &&
    (/^image\//i.test(e.attrs.type ?? '') ||
      /\.(?:png|jpe?g|gif|svg)$/i.test((e.attrs.data ?? '').split(/[?#]/)[0] ?? '')));

/** A picture's address and its description (an object's is its fallback text, else its title). */
export const pictureOf = (e: XmlElement) =>
  e.name === 'img'
    ? { src: e.attrs.src ?? '', alt: e.attrs.alt ?? '' }
    : { src: e.attrs.data ?? '', alt: tidy(textOf({ ...e, name: 'span' })) || (e.attrs.title ?? '') };

/** All text below a node, exactly as written (character references resolved); math as `$TeX$`, feedback left out. */
export function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  if (node.name === 'math') return mathText(node);
  if (isPicture(node)) return '';
  return node.children.map((c) => (isElement(c) && (NOT_TEXT.has(c.name) || isPicture(c)) ? '' : textOf(c))).join('');
}

/** Text written by another tool, where layout whitespace means nothing: runs collapsed, ends trimmed. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

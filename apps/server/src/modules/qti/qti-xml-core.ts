// XML building blocks shared by qti-xml.ts and qti-mathml.ts (each uses the other's half, so the common part
// lives here): escaping while building, and the shape of the element tree read back.

// Characters XML 1.0 cannot carry at all (not even as &#n;): C0 controls other than tab, line feed and
// carriage return, U+FFFE/U+FFFF and unpaired surrogates. They are dropped on export.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters XML cannot carry (what an export keeps). */
export const xmlCarries = (text: string) => text.replace(NOT_XML, '');

/** Text content: `&`, `<`, `>` escaped; a carriage return as `&#13;` (a parser would turn it into a line feed). */
export const escapeText = (text: string): string =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** An attribute value in double quotes: also `"`, and tab/line feed as references (a parser would make them spaces). */
export const escapeAttr = (value: string): string =>
  escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');

export type Attrs = Record<string, string | number | boolean | undefined>;

/** An element; `children` are XML already built (text through `escapeText`), undefined ones skipped. */
export function el(name: string, attrs: Attrs = {}, ...children: (string | undefined)[]): string {
  const attrText = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
  const inner = children.filter((c) => c !== undefined).join('');
  return inner ? `<${name}${attrText}>${inner}</${name}>` : `<${name}${attrText}/>`;
}

/** An element whose children are structure only (one per line, for people reading the file). */
export const block = (name: string, attrs: Attrs, children: (string | undefined)[]): string => {
  const kept = children.filter((c): c is string => c !== undefined && c !== '');
  return el(name, attrs, kept.length ? `\n${kept.join('\n')}\n` : undefined);
};

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface XmlElement {
  /** The local name (namespace prefixes removed). */
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** A mail's plain text cut into text and http(s) links, so the page can make the links clickable without
 * ever rendering the text as HTML. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const LINK = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the address ("Open https://x.org/a."). */
const TRAILING = /[.,;:!?)\]'»”]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

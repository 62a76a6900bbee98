// Math both ways. Our texts hold TeX between `$...$` (`$$...$$` on its own line), rendered by KaTeX.
// Export: each formula becomes MathML (KaTeX's, so other players show it) carrying the exact TeX in an
// `application/x-tex` annotation. Import: that annotation is taken verbatim; other tools' MathML is
// converted for the common elements, and an element we do not know keeps its text.
import katex from 'katex';
import { escapeText, type XmlElement, type XmlNode } from './qti-xml-core';

export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
const TEX = 'application/x-tex';

// ------------------------------------------------------------------------------------------- TeX in text

export type TextPiece = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** The closing `$` of inline math (the web renderer's rule: after a non-space, not before a digit). */
function closingDollar(s: string, from: number): number {
  for (let j = from; j < s.length; j += 1) {
    const ch = s[j];
    if (ch === '\n') return -1;
    if (ch === '\\') j += 1;
    else if (ch === '$' && !isSpace(s[j - 1]) && !isDigit(s[j + 1])) return j;
  }
  return -1;
}

/** Text and formulas as the question renderer splits them; joining the pieces back gives the text exactly. */
export function splitTex(s: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let text = '';
  const flush = () => {
    if (text) pieces.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < s.length) {
    const ch = s[i] as string;
    if (ch === '\\' && s[i + 1] === '$') {
      text += '\\$';
      i += 2;
    } else if (ch === '$' && s[i + 1] === '$') {
      const end = s.indexOf('$$', i + 2);
      if (end > i + 2 && s.slice(i + 2, end).trim()) {
        flush();
        pieces.push({ kind: 'math', tex: s.slice(i + 2, end), display: true });
        i = end + 2;
      } else {
        text += '$$';
        i += 2;
      }
    } else if (ch === '$' && !isSpace(s[i + 1])) {
      const end = closingDollar(s, i + 1);
      if (end > i + 1) {
        flush();
        pieces.push({ kind: 'math', tex: s.slice(i + 1, end), display: false });
        i = end + 1;
      } else {
        text += ch;
        i += 1;
      }
    } else {
      text += ch;
      i += 1;
    }
  }
  flush();
  return pieces;
}

export const texSource = (tex: string, display: boolean) => (display ? `$$${tex}$$` : `$${tex}$`);

// ------------------------------------------------------------------------------------------------ export

const annotation = (tex: string) => `<annotation encoding="${TEX}">${escapeText(tex)}</annotation>`;

/** One formula as MathML; TeX KaTeX cannot read travels as text, still with its annotation. */
export function texToMathml(tex: string, display: boolean): string {
  const open = `<math xmlns="${MATHML_NS}"${display ? ' display="block"' : ''}>`;
  let rendered: string;
  try {
    rendered = katex.renderToString(tex, { output: 'mathml', throwOnError: true, strict: 'ignore', trust: false });
  } catch {
    return `${open}<semantics><mtext>${escapeText(tex)}</mtext>${annotation(tex)}</semantics></math>`;
  }
  // KaTeX wraps <math> in a span and escapes the annotation its own way: keep the MathML, set our exact TeX.
  const inner = /<semantics>([\s\S]*)<annotation encoding="application\/x-tex">[\s\S]*<\/annotation><\/semantics>/.exec(
    rendered,
  )?.[1];
  if (inner === undefined)
    return `${open}<semantics><mtext>${escapeText(tex)}</mtext>${annotation(tex)}</semantics></math>`;
  return `${open}<semantics>${inner}${annotation(tex)}</semantics></math>`;
}

/** Text for an XML body: escaped, each formula as MathML. */
export const richXml = (text: string): string =>
  splitTex(text)
    .map((p) => (p.kind === 'text' ? escapeText(p.text) : texToMathml(p.tex, p.display)))
    .join('');

// ------------------------------------------------------------------------------------------------ import

const kids = (e: XmlElement) => e.children.filter((c): c is XmlElement => typeof c !== 'string');
const plain = (n: XmlNode): string => (typeof n === 'string' ? n : n.children.map(plain).join(''));

/** TeX for characters MathML writes as themselves. */
const SYMBOLS: Record<string, string> = {
  '×': '\\times ',
  '÷': '\\div ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '−': '-',
  '·': '\\cdot ',
  '⋅': '\\cdot ',
  '∞': '\\infty ',
  π: '\\pi ',
  θ: '\\theta ',
  α: '\\alpha ',
  β: '\\beta ',
  '°': '^\\circ ',
  '→': '\\to ',
  '∑': '\\sum ',
  '∫': '\\int ',
  '√': '\\surd ',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  _: '\\_',
};
const symbols = (s: string) => [...s].map((ch) => SYMBOLS[ch] ?? ch).join('');
const group = (tex: string) => `{${tex}}`;
/** A script or base: one character or command needs no braces (`c^2`), anything longer does (`a_{n+1}`). */
const arg = (tex: string) => (/^(?:[A-Za-z0-9]|\\[A-Za-z]+ ?)$/.test(tex) ? tex.trim() : group(tex));

function convert(n: XmlNode): string {
  if (typeof n === 'string') return symbols(n.trim());
  const c = kids(n);
  const at = (i: number) => (c[i] ? convert(c[i]) : '');
  switch (n.name) {
    case 'math':
    case 'mrow':
    case 'mstyle':
    case 'mpadded':
    case 'mphantom':
    case 'merror':
      return c.map(convert).join('');
    case 'semantics': {
      const tex = c.find((k) => k.name === 'annotation' && k.attrs.encoding === TEX);
      return tex ? plain(tex) : at(0);
    }
    case 'annotation':
    case 'annotation-xml':
      return '';
    case 'mi':
    case 'mn':
    case 'mo':
      return symbols(plain(n).trim());
    case 'mtext':
    case 'ms': {
      const t = plain(n).replace(/\s+/g, ' ');
      return t.trim() ? `\\text{${t.replace(/[{}\\]/g, '')}}` : '\\ ';
    }
    case 'mspace':
      return '\\ ';
    case 'mfrac':
      return `\\frac${group(at(0))}${group(at(1))}`;
    case 'msqrt':
      return `\\sqrt${group(c.map(convert).join(''))}`;
    case 'mroot':
      return `\\sqrt[${at(1)}]${group(at(0))}`;
    case 'msup':
      return `${arg(at(0))}^${arg(at(1))}`;
    case 'msub':
      return `${arg(at(0))}_${arg(at(1))}`;
    case 'msubsup':
      return `${arg(at(0))}_${arg(at(1))}^${arg(at(2))}`;
    case 'mover':
      return `\\overset${group(at(1))}${group(at(0))}`;
    case 'munder':
      return `\\underset${group(at(1))}${group(at(0))}`;
    case 'munderover':
      return `\\underset${group(at(1))}{\\overset${group(at(2))}${group(at(0))}}`;
    case 'mfenced': {
      const open = n.attrs.open ?? '(';
      const close = n.attrs.close ?? ')';
      const sep = n.attrs.separators ?? ',';
      return `\\left${symbols(open) || '.'}${c.map(convert).join(sep.trim()[0] ?? ',')}\\right${symbols(close) || '.'}`;
    }
    case 'mtable':
      return `\\begin{matrix}${c.map(convert).join(' \\\\ ')}\\end{matrix}`;
    case 'mtr':
    case 'mlabeledtr':
      return c.map(convert).join(' & ');
    case 'mtd':
      return c.map(convert).join('');
    default:
      return symbols(plain(n).replace(/\s+/g, ' ').trim());
  }
}

/** A `<math>` element as our text: its TeX between `$` (or `$$` for display math). */
export function mathmlToText(math: XmlElement): string {
  const tex = convert(math).replace(/\s+/g, ' ').trim();
  if (!tex) return '';
  return texSource(tex, math.attrs.display === 'block');
}

/** The exact TeX of our own export (annotation verbatim, no tidying), else the conversion. */
export function mathText(math: XmlElement): string {
  const semantics = kids(math).find((k) => k.name === 'semantics');
  const tex = semantics && kids(semantics).find((k) => k.name === 'annotation' && k.attrs.encoding === TEX);
  return tex ? texSource(plain(tex), math.attrs.display === 'block') : mathmlToText(math);
}

// Question text is plain text with paragraphs, **bold**, *italic* and TeX between $...$ ($$...$$ on its
// own line). This parser turns it into typed pieces, so the renderer never treats content as HTML.

export type RichInline =
  | { kind: 'text'; text: string; bold: boolean; italic: boolean }
  | { kind: 'math'; tex: string; display: boolean; bold: boolean; italic: boolean }
  | { kind: 'break' };
/** One paragraph: its pieces in reading order. */
export type RichParagraph = RichInline[];

type Token =
  | { t: 'text'; s: string }
  | { t: 'math'; tex: string; display: boolean }
  | { t: 'delim'; s: '*' | '**'; open: boolean; close: boolean; pair?: 'open' | 'close' }
  | { t: 'break' };

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

// Pandoc's rule, so prices stay text: "$" opens only before a non-space, closes only after a non-space
// and not before a digit ("$20 and $30" is text); "\$" is always a dollar sign.
const closingDollar = (s: string, from: number): number => {
  for (let j = from; j < s.length; j += 1) {
    const ch = s[j];
    if (ch === '\n') return -1;
    if (ch === '\\') {
      j += 1;
      continue;
    }
    if (ch === '$' && !isSpace(s[j - 1]) && !isDigit(s[j + 1])) return j;
  }
  return -1;
};

const tokenize = (s: string): Token[] => {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ t: 'text', s: text });
    text = '';
  };
  let i = 0;
  while (i < s.length) {
    const ch = s[i] as string;
    if (ch === '\\' && (s[i + 1] === '$' || s[i + 1] === '*')) {
      text += s[i + 1];
      i += 2;
    } else if (ch === '$' && s[i + 1] === '$') {
      const end = s.indexOf('$$', i + 2);
      const tex = end > i + 2 ? s.slice(i + 2, end).trim() : '';
      if (tex) {
        flush();
        tokens.push({ t: 'math', tex, display: true });
        i = end + 2;
      } else {
        text += '$$';
        i += 2;
      }
    } else if (ch === '$' && !isSpace(s[i + 1])) {
      const end = closingDollar(s, i + 1);
      if (end > i + 1) {
        flush();
        tokens.push({ t: 'math', tex: s.slice(i + 1, end), display: false });
        i = end + 1;
      } else {
        text += ch;
        i += 1;
      }
    } else if (ch === '*') {
      let n = 1;
      while (s[i + n] === '*') n += 1;
      const open = !isSpace(s[i + n]);
      const close = !isSpace(s[i - 1]);
      if (n > 3) text += s.slice(i, i + n);
      else {
        flush();
        // "***" is both: closing, the inner italic ends first; opening, the outer bold starts first.
        const runs: ('*' | '**')[] = n === 1 ? ['*'] : n === 2 ? ['**'] : close ? ['*', '**'] : ['**', '*'];
        for (const delim of runs) tokens.push({ t: 'delim', s: delim, open, close });
      }
      i += n;
    } else if (ch === '\n') {
      flush();
      tokens.push({ t: 'break' });
      i += 1;
    } else {
      text += ch;
      i += 1;
    }
  }
  flush();
  return tokens;
};

// Pairs each closing * or ** with the nearest opener of the same kind; unpaired markers stay text.
const pairDelimiters = (tokens: Token[]) => {
  const stack: Extract<Token, { t: 'delim' }>[] = [];
  for (const token of tokens) {
    if (token.t !== 'delim') continue;
    const at = token.close ? stack.map((d) => d.s).lastIndexOf(token.s) : -1;
    if (at >= 0) {
      const opener = stack[at] as Extract<Token, { t: 'delim' }>;
      opener.pair = 'open';
      token.pair = 'close';
      stack.length = at;
    } else if (token.open) stack.push(token);
  }
};

const parseParagraph = (source: string): RichParagraph => {
  const tokens = tokenize(source);
  pairDelimiters(tokens);
  const out: RichInline[] = [];
  let bold = 0;
  let italic = 0;
  const pushText = (text: string) => {
    const last = out[out.length - 1];
    const b = bold > 0;
    const it = italic > 0;
    if (last?.kind === 'text' && last.bold === b && last.italic === it) last.text += text;
    else out.push({ kind: 'text', text, bold: b, italic: it });
  };
  for (const token of tokens) {
    if (token.t === 'text') pushText(token.s);
    else if (token.t === 'break') out.push({ kind: 'break' });
    else if (token.t === 'math')
      out.push({ kind: 'math', tex: token.tex, display: token.display, bold: bold > 0, italic: italic > 0 });
    else if (!token.pair) pushText(token.s);
    else {
      const step = token.pair === 'open' ? 1 : -1;
      if (token.s === '**') bold += step;
      else italic += step;
    }
  }
  return out;
};

/** Paragraphs (split at blank lines) of formatted pieces; single line breaks stay breaks. */
export const parseRichText = (source: string): RichParagraph[] =>
  source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map(parseParagraph);

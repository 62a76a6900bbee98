// A small walker over the TeX that K-12 math uses (fractions, roots, powers, relations, a few symbols).
// One walk, two vocabularies: words for read-aloud ("3 over 4") and symbols for places that cannot show
// KaTeX (native <option>s, aria-labels: "3/4").

import { enWords, esWords, type TexVocabulary } from './tex-vocabulary';

export type SpeechLang = 'en' | 'es';

const sharedChars = { '{': '', '}': '', '&': ' ', '~': ' ' };
const spacing = { ',': ' ', ';': ' ', ':': ' ', '!': '', quad: ' ', qquad: ' ', ' ': ' ', '\\': ', ' };
const wrappers = new Set([
  'text',
  'textrm',
  'textbf',
  'textit',
  'mathrm',
  'mathbf',
  'mathit',
  'mathsf',
  'mathbb',
  'boldsymbol',
  'operatorname',
  'mbox',
  'hbox',
]);
const ignored = new Set(['displaystyle', 'textstyle', 'left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'limits']);

export const speechVocabulary = (lang: SpeechLang): TexVocabulary => (lang === 'es' ? esWords : enWords);

class Walker {
  i = 0;
  constructor(
    readonly src: string,
    readonly v: TexVocabulary,
  ) {}

  // One argument: a {group}, a \command or one character; returned raw (not yet converted).
  rawArg(): string {
    while (this.src[this.i] === ' ') this.i += 1;
    const ch = this.src[this.i];
    if (ch === undefined) return '';
    if (ch === '{') {
      let depth = 0;
      const start = this.i + 1;
      for (; this.i < this.src.length; this.i += 1) {
        const c = this.src[this.i];
        if (c === '\\') this.i += 1;
        else if (c === '{') depth += 1;
        else if (c === '}' && --depth === 0) break;
      }
      this.i += 1;
      return this.src.slice(start, this.i - 1);
    }
    if (ch === '\\') {
      const name = this.commandName();
      return `\\${name}`;
    }
    this.i += 1;
    return ch;
  }

  commandName(): string {
    this.i += 1;
    const match = /^[A-Za-z]+/.exec(this.src.slice(this.i));
    const name = match ? match[0] : (this.src[this.i] ?? '');
    this.i += Math.max(1, name.length);
    return name;
  }

  arg(): string {
    return convertTex(this.rawArg(), this.v);
  }

  walk(): string {
    const out: string[] = [];
    const last = () => out[out.length - 1] ?? '';
    while (this.i < this.src.length) {
      const ch = this.src[this.i] as string;
      if (ch === '\\') {
        const name = this.commandName();
        if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
          const num = this.arg();
          const den = this.arg();
          const whole = /\d\s*$/.test(last());
          out.push(`${whole ? ` ${this.v.mixed} ` : ''}${this.v.frac(num, den)}`);
        } else if (name === 'sqrt') {
          let index: string | undefined;
          if (this.src[this.i] === '[') {
            const end = this.src.indexOf(']', this.i);
            index = convertTex(this.src.slice(this.i + 1, end < 0 ? undefined : end), this.v);
            this.i = end < 0 ? this.src.length : end + 1;
          }
          out.push(this.v.sqrt(this.arg(), index));
        } else if (wrappers.has(name)) out.push(this.arg());
        else if (this.v.accent[name]) out.push((this.v.accent[name] as (b: string) => string)(this.arg()));
        else if (name in spacing) out.push(spacing[name as keyof typeof spacing]);
        else if (ignored.has(name)) {
          if (name === 'left' || name === 'right') this.skipDelimiter();
        } else if (this.v.symbols[name] !== undefined) out.push(` ${this.v.symbols[name]} `);
        else if (name === '{' || name === '}' || name === '$' || name === '#' || name === '_') out.push(name);
        else out.push(` ${name} `);
      } else if (ch === '^' || ch === '_') {
        this.i += 1;
        const raw = this.rawArg();
        const body = raw === '\\circ' || raw === '\\degree' ? '°' : convertTex(raw, this.v);
        if (ch === '^') out.push(this.v.power(out.pop() ?? '', body.trim()));
        else out.push(this.v.sub(body.trim()));
      } else if (ch === '{') {
        out.push(this.arg());
      } else {
        this.i += 1;
        out.push(this.v.chars[ch] ?? sharedChars[ch as keyof typeof sharedChars] ?? ch);
      }
    }
    return out.join('');
  }

  // \left( and \right. take a delimiter: keep a visible one, drop the "." placeholder.
  skipDelimiter() {
    while (this.src[this.i] === ' ') this.i += 1;
    if (this.src[this.i] === '.') this.i += 1;
    else if (this.src[this.i] === '\\') {
      const save = this.i;
      const name = this.commandName();
      if (name !== '{' && name !== '}' && name !== '|') this.i = save;
    }
  }
}

/** TeX (without the $ signs) in words or symbols; spaces collapsed. */
export const convertTex = (tex: string, vocabulary: TexVocabulary): string =>
  new Walker(tex, vocabulary)
    .walk()
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();

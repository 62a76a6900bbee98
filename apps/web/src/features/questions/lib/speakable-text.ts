// Plain text from question text: words for read-aloud, symbols where KaTeX cannot render.
import { parseTemplate } from '@clearsheets/shared';
import { parseRichText } from './rich-text-parse';
import type { TexVocabulary } from './tex-vocabulary';
import { SYMBOLS } from './tex-vocabulary';
import { convertTex, type SpeechLang, speechVocabulary } from './tex-words';

export type { SpeechLang } from './tex-words';

const flatten = (text: string, vocabulary: TexVocabulary, paragraphEnd: string): string =>
  parseRichText(text)
    .map((paragraph) =>
      paragraph
        .map((piece) => {
          if (piece.kind === 'break') return '\n';
          if (piece.kind === 'math') return ` ${convertTex(piece.tex, vocabulary)} `;
          return piece.text;
        })
        .join('')
        .replace(/[ \t]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .trim(),
    )
    .filter((p) => p !== '')
    .map((p, i, all) => (i < all.length - 1 && !/[.!?:;]$/.test(p) ? `${p}${paragraphEnd}` : p))
    .join('\n');

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!?;:)])/g, '$1')
    .trim();

/**
 * What a speech voice should say for question text: no formatting marks, and TeX in words
 * (`$\frac{3}{4}$` -> "3 over 4", `$x^2$` -> "x squared"), in English or Spanish.
 */
export const speakableText = (text: string, lang: SpeechLang = 'en'): string =>
  tidy(flatten(text, speechVocabulary(lang), '.'));

/** Question text as one line of plain text with math as symbols ("3/4", "x²"): for <option>s and labels. */
export const plainText = (text: string): string => tidy(flatten(text, SYMBOLS, ''));

/**
 * A sentence with gaps as it should be read: each `{{blank:id}}` or `{{choice:id}}` becomes the label the
 * caller gives (e.g. "blank 1"), so a listener hears where the gaps are.
 */
export const speakableTemplate = (
  template: string,
  gapLabel: (kind: 'blank' | 'choice', id: string, index: number) => string,
  lang: SpeechLang = 'en',
): string => {
  let index = 0;
  const text = parseTemplate(template)
    .map((segment) => (segment.kind === 'text' ? segment.text : ` ${gapLabel(segment.kind, segment.id, index++)} `))
    .join('');
  return speakableText(text, lang);
};

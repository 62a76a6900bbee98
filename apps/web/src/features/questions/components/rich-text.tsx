import katex from 'katex';
import 'katex/dist/katex.min.css';
import { Fragment, useMemo } from 'react';
import { parseRichText, type RichInline } from '../lib/rich-text-parse';
import '../questions.css';

// KaTeX output is the only HTML this feature injects: content text is always rendered as React text.
// `trust: false` keeps \href, \url and \html* commands out; errors show the source in red.
const cache = new Map<string, string>();
const CACHE_MAX = 1000;

/** KaTeX HTML for one formula, with MathML for screen readers (cached: the same formulas repeat). */
export function renderTex(tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}:${tex}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  // Inline fractions at full size: small \frac digits are hard to read for young students.
  const source = display ? tex : tex.replace(/\\frac(?![A-Za-z])/g, '\\dfrac');
  const html = katex.renderToString(source, {
    displayMode: display,
    output: 'htmlAndMathml',
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxSize: 20,
    maxExpand: 500,
  });
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, html);
  return html;
}

export interface RichTextProps {
  /** Plain text with blank-line paragraphs, **bold**, *italic* and TeX between $...$. */
  text: string;
  /** Render in a line (a choice, a table cell, part of a sentence): no paragraphs, breaks instead. */
  inline?: boolean;
  id?: string;
  className?: string;
}

/** Question text as the student sees it: paragraphs, emphasis and KaTeX math; never raw HTML. */
export function RichText({ text, inline = false, id, className }: RichTextProps) {
  const paragraphs = useMemo(() => parseRichText(text), [text]);
  const cls = `cs-rich${inline ? ' cs-rich-inline' : ''}${className ? ` ${className}` : ''}`;
  if (inline)
    return (
      <span id={id} className={cls}>
        {paragraphs.map((pieces, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are derived from the text, in order
          <Fragment key={i}>
            {i > 0 && <br />}
            <Pieces pieces={pieces} />
          </Fragment>
        ))}
      </span>
    );
  return (
    <div id={id} className={cls}>
      {paragraphs.map((pieces, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are derived from the text, in order
        <p key={i}>
          <Pieces pieces={pieces} />
        </p>
      ))}
    </div>
  );
}

function Pieces({ pieces }: { pieces: RichInline[] }) {
  return pieces.map((piece, i) => {
    if (piece.kind === 'break')
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces are derived from the text, in order
      return <br key={i} />;
    let node: React.ReactNode =
      piece.kind === 'text' ? (
        piece.text
      ) : (
        <span
          className={piece.display ? 'cs-math cs-math-display' : 'cs-math'}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output (trust off), never content HTML
          dangerouslySetInnerHTML={{ __html: renderTex(piece.tex, piece.display) }}
        />
      );
    if (piece.italic) node = <em>{node}</em>;
    if (piece.bold) node = <strong>{node}</strong>;
    // biome-ignore lint/suspicious/noArrayIndexKey: pieces are derived from the text, in order
    return <Fragment key={i}>{node}</Fragment>;
  });
}

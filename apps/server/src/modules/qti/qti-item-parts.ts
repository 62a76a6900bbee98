// Building blocks of an item: response declarations, correct responses, mappings and body snippets that
// every answer type's exporter uses.
import type { TQuestionImage } from '@clearsheets/shared';
import { richXml } from './qti-mathml';
import { numberText } from './qti-vocabulary';
import { block, el, escapeText } from './qti-xml';

/** The variables of an item and how they are scored: built per answer type, assembled by `exportItem`. */
export interface ItemParts {
  declarations: string[];
  body: (string | undefined)[];
  processing?: string;
}

/** An exact text of ours: escaped, its formulas as MathML (with their TeX, so the import gets it back). */
export const textDiv = (cls: string, text: string) => el('div', { class: cls }, richXml(text));
/** A picture; `href` is where the package holds it (our uploads travel in the zip). */
export const img = (image: TQuestionImage, href = image.url) => el('img', { src: href, alt: image.alt });
export const value = (text: string) => el('qti-value', {}, escapeText(text));
export const correctResponse = (values: string[]) =>
  values.length ? el('qti-correct-response', {}, ...values.map(value)) : undefined;

export function declaration(
  identifier: string,
  cardinality: string,
  baseType: string,
  children: (string | undefined)[],
) {
  return block('qti-response-declaration', { identifier, cardinality, 'base-type': baseType }, children);
}

/** Score shares per key: `points` spread over `count` parts (selection: over the correct choices). */
export const share = (points: number, count: number) => numberText(count ? points / count : 0);

export function mapping(entries: { key: string; value: string; caseSensitive?: boolean }[], upperBound?: number) {
  if (!entries.length) return undefined;
  return block(
    'qti-mapping',
    { 'default-value': 0, 'lower-bound': upperBound === undefined ? undefined : 0, 'upper-bound': upperBound },
    entries.map((e) =>
      el('qti-map-entry', { 'map-key': e.key, 'mapped-value': e.value, 'case-sensitive': e.caseSensitive }),
    ),
  );
}

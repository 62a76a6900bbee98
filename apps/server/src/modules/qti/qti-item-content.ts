// Reading the answer key of an item back: choices and correct responses, typed-answer mappings, sentences
// with gaps, tables. `exact` is true for our own items (texts verbatim); another tool's text is tidied.
import {
  type ANSWER_TYPES,
  qtiNote,
  type TChoice,
  type TImageChoice,
  type TQtiNote,
  type TQuestionInput,
  type TTableCell,
  type TTextKey,
  templateMarker,
} from '@clearsheets/shared';
import { compact } from './qti-question-shape';
import { DATA, fromQtiId, parseBool, parseNumber, partIdOfResponse } from './qti-vocabulary';
import {
  attr,
  child,
  descendants,
  elements,
  isElement,
  isPicture,
  NOT_TEXT,
  named,
  pictureOf,
  textOf,
  tidy,
  type XmlElement,
  type XmlNode,
} from './qti-xml';

/** An item being read: its body, its response declarations by identifier, and whether it is ours. */
export interface ItemReader {
  body: XmlElement;
  declarations: XmlElement[];
  exact: boolean;
  /** What the import could not keep as it was (kept on the question and in the import report). */
  notes: TQtiNote[];
  /** Set when the key or scoring cannot be read faithfully: the question comes in as a draft to check. */
  uncertainKey?: boolean;
}

export const textIn = (r: ItemReader, node: XmlNode | undefined) => (r.exact ? textOf(node) : tidy(textOf(node)));

const declarationOf = (r: ItemReader, identifier: string | undefined) =>
  r.declarations.find((d) => attr(d, 'identifier') === identifier);

const responseOf = (interaction: XmlElement) => attr(interaction, 'response-identifier') ?? '';

/** The values of a declaration's correct response (identifiers trimmed; typed answers verbatim). */
function correctValues(decl: XmlElement | undefined, trim: boolean): string[] {
  const values = elements(child(decl, 'qti-correct-response'), 'qti-value').map(textOf);
  return trim ? values.map((v) => v.trim()) : values;
}

// ------------------------------------------------------------------------------------------- choices

export function choicesOf(r: ItemReader, interaction: XmlElement, choiceName = 'qti-simple-choice'): TChoice[] {
  const correct = new Set(correctValues(declarationOf(r, responseOf(interaction)), true));
  return elements(interaction, choiceName).map((c) => {
    const identifier = attr(c, 'identifier') ?? '';
    return { id: fromQtiId(identifier), text: textIn(r, c), correct: correct.has(identifier) };
  });
}

const imageOf = (choice: XmlElement) => descendants(choice, isPicture)[0];

/** Whether every choice is a picture and nothing else (image selection, type 5). */
export const isImageChoiceList = (interaction: XmlElement) => {
  const choices = elements(interaction, 'qti-simple-choice');
  return choices.length > 0 && choices.every((c) => imageOf(c) && tidy(textOf(c)) === '');
};

export function imageChoicesOf(r: ItemReader, interaction: XmlElement): TImageChoice[] {
  const correct = new Set(correctValues(declarationOf(r, responseOf(interaction)), true));
  return elements(interaction, 'qti-simple-choice').map((c) => {
    const identifier = attr(c, 'identifier') ?? '';
    const image = imageOf(c);
    return {
      id: fromQtiId(identifier),
      url: image ? pictureOf(image).src : '',
      alt: image ? textIn(r, pictureOf(image).alt) : '',
      correct: correct.has(identifier),
    };
  });
}

const mappedValue = (e: XmlElement) => parseNumber(attr(e, 'mapped-value')) ?? 0;

/**
 * Another tool's partial-credit mapping for a multiple selection. Ours scores (right - wrong) / correct,
 * which is the mapping "each correct choice +v, every other choice -v"; any other mapping would be scored
 * differently here, so the question comes in as a draft with a note instead.
 */
export function checkSelectionMapping(
  r: ItemReader,
  interaction: XmlElement,
  choices: { id: string; correct: boolean }[],
) {
  const mapping = child(declarationOf(r, responseOf(interaction)), 'qti-mapping');
  if (r.exact || !mapping) return;
  const fallback = parseNumber(attr(mapping, 'default-value')) ?? 0;
  const entries = elements(mapping, 'qti-map-entry');
  const scoreOf = (id: string) => {
    const entry = entries.find((e) => fromQtiId((attr(e, 'map-key') ?? '').trim()) === id);
    return entry ? mappedValue(entry) : fallback;
  };
  const [first] = choices.filter((c) => c.correct);
  const v = first ? scoreOf(first.id) : 0;
  const ours = v > 0 && choices.every((c) => scoreOf(c.id) === (c.correct ? v : -v));
  if (ours) return;
  r.uncertainKey = true;
  r.notes.push(qtiNote('selectionScoring', { scores: choices.map((c) => `${c.id} ${scoreOf(c.id)}`).join(', ') }));
}

export const cardinalityOf = (r: ItemReader, interaction: XmlElement) =>
  attr(declarationOf(r, responseOf(interaction)), 'cardinality');

/** Ordering items in their correct order (the correct response). A correct response that is not an order
 * of every item (some missing, repeated or unknown) says nothing about the rest: the items stay as listed
 * and the question is a draft, rather than "the listed order" silently becoming the key. */
export function orderedItemsOf(r: ItemReader, interaction: XmlElement) {
  const items = choicesOf(r, interaction).map(({ id, text }) => ({ id, text }));
  const order = correctValues(declarationOf(r, responseOf(interaction)), true).map(fromQtiId);
  const byId = new Map(items.map((i) => [i.id, i]));
  const sorted = order.map((id) => byId.get(id));
  const isPermutation = sorted.length === items.length && new Set(order).size === order.length && sorted.every(Boolean);
  if (isPermutation) return sorted as typeof items;
  r.uncertainKey = true;
  r.notes.push(qtiNote('orderIncomplete', { listed: order.length, total: items.length }));
  return items;
}

// ------------------------------------------------------------------------------------------ typed text

/** A typed answer's key: accepted answers from the mapping (else the correct response); our attributes
 * for case, numbers and tolerance (else the mapping's case sensitivity and our defaults). */
export function textKeyOf(r: ItemReader, interaction: XmlElement | undefined): TTextKey {
  const decl = declarationOf(r, interaction ? responseOf(interaction) : undefined);
  const entries = elements(child(decl, 'qti-mapping'), 'qti-map-entry').filter(
    (e) => r.exact || (parseNumber(attr(e, 'mapped-value')) ?? 1) > 0,
  );
  // Accepted answers all earn the same here: different positive values were partial credit.
  const values = new Set(entries.map((e) => parseNumber(attr(e, 'mapped-value')) ?? 1));
  if (!r.exact && values.size > 1) {
    r.uncertainKey = true;
    r.notes.push(
      qtiNote('partialCredit', {
        scores: entries.map((e) => `"${attr(e, 'map-key')}" ${attr(e, 'mapped-value')}`).join(', '),
      }),
    );
  }
  const accepted = entries.length
    ? entries.map((e) => attr(e, 'map-key') ?? '')
    : correctValues(decl, !r.exact).filter((v) => v !== '');
  return compact({
    acceptedAnswers: accepted,
    caseSensitive:
      parseBool(attr(interaction, DATA.caseSensitive)) ??
      (entries.length > 0 && entries.every((e) => attr(e, 'case-sensitive') === 'true')),
    numericEquivalence: parseBool(attr(interaction, DATA.numericEquivalence)) ?? true,
    tolerance: parseNumber(attr(interaction, DATA.tolerance)),
  });
}

const GAP_KIND = { 'qti-text-entry-interaction': 'blank', 'qti-inline-choice-interaction': 'choice' } as const;
const gapKindOf = (e: XmlElement) =>
  Object.hasOwn(GAP_KIND, e.name) ? GAP_KIND[e.name as keyof typeof GAP_KIND] : undefined;

/** A sentence back to its template: text as written, each gap interaction as its `{{kind:id}}` marker. */
export function templateOf(r: ItemReader, container: XmlElement): string {
  const walk = (nodes: XmlNode[]): string =>
    nodes
      .map((n) => {
        if (!isElement(n)) return n;
        if (n.name === 'math') return textOf(n);
        if (NOT_TEXT.has(n.name)) return '';
        const kind = gapKindOf(n);
        return kind ? templateMarker(kind, partIdOfResponse(responseOf(n))) : walk(n.children);
      })
      .join('');
  const text = walk(container.children);
  return r.exact ? text : tidy(text);
}

/** The gaps of one kind in declaration order (the key's order), each with its interaction. */
function gapsOf(r: ItemReader, name: keyof typeof GAP_KIND) {
  const interactions = descendants(r.body, named(name));
  return r.declarations.flatMap((decl) => {
    const interaction = interactions.find((i) => responseOf(i) === attr(decl, 'identifier'));
    return interaction ? [{ id: partIdOfResponse(responseOf(interaction)), interaction }] : [];
  });
}

export const blanksOf = (r: ItemReader) =>
  gapsOf(r, 'qti-text-entry-interaction').map(({ id, interaction }) => ({ id, ...textKeyOf(r, interaction) }));

export const dropdownsOf = (r: ItemReader) =>
  gapsOf(r, 'qti-inline-choice-interaction').map(({ id, interaction }) => ({
    id,
    options: choicesOf(r, interaction, 'qti-inline-choice'),
  }));

// ---------------------------------------------------------------------------------------------- tables

const gapsIn = (cell: XmlElement) => descendants(cell, named('qti-text-entry-interaction'));
const cellsOf = (row: XmlElement) => elements(row).filter((e) => e.name === 'td' || e.name === 'th');

/** A table's columns (its header row) and rows; a cell holding a text entry is a blank to fill in. */
export function tableOf(
  r: ItemReader,
  table: XmlElement,
): Extract<TQuestionInput, { answerType: typeof ANSWER_TYPES.tableFillIn }>['content'] {
  const sections = elements(table).filter((e) => ['thead', 'tbody', 'tfoot'].includes(e.name));
  const headRows = elements(child(table, 'thead'), 'tr');
  const bodyRows = [
    ...elements(table, 'tr'),
    ...sections.filter((s) => s.name !== 'thead').flatMap((s) => elements(s, 'tr')),
  ];
  // Another tool's table may carry its header as a first row of <th> cells.
  const firstIsHeader =
    !headRows.length && bodyRows[0] && cellsOf(bodyRows[0]).every((c) => c.name === 'th' && !gapsIn(c).length);
  const header = headRows[0] ?? (firstIsHeader ? bodyRows.shift() : undefined);
  const columns = header ? cellsOf(header).map((c) => ({ header: textIn(r, c) })) : [];
  const rows = bodyRows.map((row) => ({
    cells: cellsOf(row).map((c): TTableCell => {
      const entry = gapsIn(c)[0];
      if (!entry) return { kind: 'given', text: textIn(r, c) };
      return { kind: 'blank', id: partIdOfResponse(responseOf(entry)), ...textKeyOf(r, entry) };
    }),
  }));
  if (!header && rows[0]) for (const _ of rows[0].cells) columns.push({ header: '' });
  return { columns, rows };
}

// Items with typed answers and gaps: text response (3), inline text (6), table fill-in (7), inline choice (10).
// Each blank, cell or drop-down is its own response variable; the sentence's text is kept exactly.
import {
  parseTemplate,
  type TemplateMarkerKind,
  type TQuestionOf,
  type TTextKey,
  templateMarker,
} from '@clearsheets/shared';
import { correctResponse, declaration, type ItemParts, mapping, share } from './qti-item-parts';
import { richXml } from './qti-mathml';
import { qtiResponseProcessing } from './qti-response-processing';
import { CLS, DATA, numberText, partResponseId, RESPONSE, toQtiId } from './qti-vocabulary';
import { block, el, escapeText } from './qti-xml';

/** A typed answer's variable: the first accepted answer is "correct"; every accepted answer maps to its share. */
function textKeyDeclaration(identifier: string, key: TTextKey, mapped: string) {
  return declaration(identifier, 'single', 'string', [
    correctResponse(key.acceptedAnswers.slice(0, 1)),
    mapping(key.acceptedAnswers.map((a) => ({ key: a, value: mapped, caseSensitive: key.caseSensitive }))),
  ]);
}

const textEntry = (identifier: string, key: TTextKey) =>
  el('qti-text-entry-interaction', {
    'response-identifier': identifier,
    [DATA.caseSensitive]: key.caseSensitive,
    [DATA.numericEquivalence]: key.numericEquivalence,
    [DATA.tolerance]: key.tolerance === undefined ? undefined : numberText(key.tolerance),
  });

export function textResponseParts(q: TQuestionOf<3>): ItemParts {
  return {
    declarations: [textKeyDeclaration(RESPONSE, q.content, numberText(q.points))],
    body: [el('p', {}, textEntry(RESPONSE, q.content))],
    processing: qtiResponseProcessing.mapped([RESPONSE]),
  };
}

/**
 * A sentence with gaps: text exactly as written, the first marker of each known part as its interaction.
 * Other markers (unknown ids, repeats, the other kind) stay literal text, so the template comes back whole;
 * parts the sentence lacks (drafts) go in a hidden block so their keys are not lost.
 */
function sentence(template: string, kind: TemplateMarkerKind, interactions: Map<string, string>) {
  const placed = new Set<string>();
  const xml = parseTemplate(template).map((s) => {
    if (s.kind === 'text') return richXml(s.text);
    const interaction = s.kind === kind && !placed.has(s.id) ? interactions.get(s.id) : undefined;
    if (!interaction) return escapeText(templateMarker(s.kind, s.id));
    placed.add(s.id);
    return interaction;
  });
  const unplaced = [...interactions].filter(([id]) => !placed.has(id)).map(([, x]) => x);
  return [
    el('p', { class: CLS.template }, ...xml),
    unplaced.length ? el('div', { class: `${CLS.unplaced} qti-hidden` }, ...unplaced) : undefined,
  ];
}

/** First of each id (a draft may repeat one): QTI variables are unique. */
const firstOfEach = <T extends { id: string }>(parts: readonly T[]) =>
  parts.filter((p, i) => parts.findIndex((o) => o.id === p.id) === i);

export function inlineTextParts(q: TQuestionOf<6>): ItemParts {
  const blanks = firstOfEach(q.content.blanks);
  const each = share(q.points, blanks.length);
  return {
    declarations: blanks.map((b) => textKeyDeclaration(partResponseId(b.id), b, each)),
    body: sentence(q.content.template, 'blank', new Map(blanks.map((b) => [b.id, textEntry(partResponseId(b.id), b)]))),
    processing: qtiResponseProcessing.mapped(blanks.map((b) => partResponseId(b.id))),
  };
}

export function tableParts(q: TQuestionOf<7>): ItemParts {
  const blanks = firstOfEach(q.content.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind === 'blank' ? [c] : []))));
  const each = share(q.points, blanks.length);
  const head = block(
    'tr',
    {},
    q.content.columns.map((c) => el('th', { scope: 'col' }, richXml(c.header))),
  );
  const rows = q.content.rows.map((r) =>
    block(
      'tr',
      {},
      r.cells.map((c) => el('td', {}, c.kind === 'blank' ? textEntry(partResponseId(c.id), c) : richXml(c.text))),
    ),
  );
  return {
    declarations: blanks.map((b) => textKeyDeclaration(partResponseId(b.id), b, each)),
    body: [block('table', { class: CLS.table }, [block('thead', {}, [head]), block('tbody', {}, rows)])],
    processing: qtiResponseProcessing.mapped(blanks.map((b) => partResponseId(b.id))),
  };
}

export function inlineChoiceParts(q: TQuestionOf<10>): ItemParts {
  const dropdowns = firstOfEach(q.content.dropdowns);
  const each = share(q.points, dropdowns.length);
  const interaction = (d: (typeof dropdowns)[number]) =>
    el(
      'qti-inline-choice-interaction',
      { 'response-identifier': partResponseId(d.id), shuffle: true },
      ...d.options.map((o) => el('qti-inline-choice', { identifier: toQtiId(o.id) }, richXml(o.text))),
    );
  return {
    declarations: dropdowns.map((d) => {
      const correct = d.options.filter((o) => o.correct).map((o) => toQtiId(o.id));
      return declaration(partResponseId(d.id), 'single', 'identifier', [
        correctResponse(correct),
        mapping(correct.map((key) => ({ key, value: each }))),
      ]);
    }),
    body: sentence(q.content.template, 'choice', new Map(dropdowns.map((d) => [d.id, interaction(d)]))),
    processing: qtiResponseProcessing.mapped(dropdowns.map((d) => partResponseId(d.id))),
  };
}

// One question -> one QTI 3.0 assessment item. Every field lands where QTI puts it (choices, correct
// responses, mappings, MAXSCORE, stimulus refs, modal feedback, scorer rubrics); what QTI has no word for
// rides on `data-cs-*` attributes, and exact texts sit in `cs-*` elements, so the import gets them back.
import type { TChoice, TQuestionImage, TQuestionInput, TQuestionOf } from '@clearsheets/shared';
import { ANSWER_TYPES } from '@clearsheets/shared';
import { inlineChoiceParts, inlineTextParts, tableParts, textResponseParts } from './qti-item-export-text';
import { correctResponse, declaration, type ItemParts, img, mapping, share, textDiv, value } from './qti-item-parts';
import { richXml } from './qti-mathml';
import { qtiResponseProcessing } from './qti-response-processing';
import {
  CLS,
  DATA,
  HINT_FEEDBACK,
  numberText,
  QTI_NS,
  QTI_SCHEMA_LOCATION,
  RESPONSE,
  toQtiId,
  XSI_NS,
} from './qti-vocabulary';
import { block, el, escapeText, XML_DECLARATION } from './qti-xml';

/** What an item refers to outside itself, resolved by the package builder. */
export interface ItemContext {
  identifier: string;
  title: string;
  passage?: { identifier: string; href: string; title: string };
  standard?: { code: string; stableKey: string };
  gradingScale?: { id: number; name: string; levels: { points: number; label: string; description: string }[] };
  /** Where a picture is in the package (relative to the item), when the package carries it. */
  imageHref?: (url: string) => string;
}

// ------------------------------------------------------------------------------------------- choices

/** Types 1, 2, 5: a choice interaction; several correct answers are scored by a partial-credit mapping. */
function choiceParts(
  choices: readonly (TChoice | (TQuestionImage & { id: string; correct: boolean }))[],
  opts: {
    multiple: boolean;
    points: number;
    imageHref?: (url: string) => string;
  },
): ItemParts {
  const correct = choices.filter((c) => c.correct);
  const each = share(opts.points, correct.length);
  const entries = correct.length
    ? choices.map((c) => ({ key: toQtiId(c.id), value: c.correct ? each : `-${each}` }))
    : [];
  const choiceXml = choices.map((c) =>
    el(
      'qti-simple-choice',
      { identifier: toQtiId(c.id) },
      'url' in c ? img(c, opts.imageHref?.(c.url)) : richXml(c.text),
    ),
  );
  return {
    declarations: [
      declaration(RESPONSE, opts.multiple ? 'multiple' : 'single', 'identifier', [
        correctResponse(correct.map((c) => toQtiId(c.id))),
        opts.multiple ? mapping(entries, opts.points) : undefined,
      ]),
    ],
    body: [
      block(
        'qti-choice-interaction',
        { 'response-identifier': RESPONSE, shuffle: true, 'max-choices': opts.multiple ? 0 : 1 },
        choiceXml,
      ),
    ],
    processing: opts.multiple ? qtiResponseProcessing.mapped([RESPONSE]) : qtiResponseProcessing.allOrNothing(),
  };
}

function orderingParts(q: TQuestionOf<4>): ItemParts {
  const ids = q.content.items.map((i) => toQtiId(i.id));
  return {
    declarations: [declaration(RESPONSE, 'ordered', 'identifier', [correctResponse(ids)])],
    body: [
      block(
        'qti-order-interaction',
        { 'response-identifier': RESPONSE, shuffle: true },
        q.content.items.map((i) => el('qti-simple-choice', { identifier: toQtiId(i.id) }, richXml(i.text))),
      ),
    ],
    processing: qtiResponseProcessing.allOrNothing(),
  };
}

// ------------------------------------------------------------------------------------------ free text

const essayDeclaration = () => declaration(RESPONSE, 'single', 'string', []);

/** Type 8: a free response nobody scores: no response processing at all. */
const notGradedParts = (): ItemParts => ({
  declarations: [essayDeclaration()],
  body: [el('qti-extended-text-interaction', { 'response-identifier': RESPONSE, [DATA.notGraded]: true })],
});

const scorerRubric = (attrs: Record<string, string | number>, content: string) =>
  el('qti-rubric-block', { use: 'scoring', view: 'scorer', ...attrs }, el('qti-content-body', {}, content));

/** Type 9: scored by the teacher out of MAXSCORE; the sample answer and grading scale are for the scorer. */
function constructedParts(q: TQuestionOf<9>, ctx: ItemContext): ItemParts {
  const { gradingScaleId, sampleAnswer } = q.content;
  const scale = ctx.gradingScale && ctx.gradingScale.id === gradingScaleId ? ctx.gradingScale : undefined;
  return {
    declarations: [essayDeclaration()],
    body: [
      el('qti-extended-text-interaction', { 'response-identifier': RESPONSE, [DATA.gradingScaleId]: gradingScaleId }),
      sampleAnswer === undefined ? undefined : scorerRubric({}, textDiv(CLS.sampleAnswer, sampleAnswer)),
      scale
        ? scorerRubric(
            { class: CLS.gradingScale, [DATA.gradingScaleId]: scale.id, [DATA.gradingScaleName]: scale.name },
            el(
              'ul',
              {},
              ...scale.levels.map((l) =>
                el('li', {}, escapeText(`${l.points}: ${l.label}${l.description ? ` - ${l.description}` : ''}`)),
              ),
            ),
          )
        : undefined,
    ],
  };
}

function partsOf(q: TQuestionInput, ctx: ItemContext): ItemParts {
  switch (q.answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection:
      return choiceParts(q.content.choices, { multiple: q.answerType === ANSWER_TYPES.selection, points: q.points });
    case ANSWER_TYPES.textResponse:
      return textResponseParts(q);
    case ANSWER_TYPES.ordering:
      return orderingParts(q);
    case ANSWER_TYPES.imageSelection:
      return choiceParts(q.content.choices, {
        multiple: q.content.multiple,
        points: q.points,
        imageHref: ctx.imageHref,
      });
    case ANSWER_TYPES.inlineTextResponse:
      return inlineTextParts(q);
    case ANSWER_TYPES.tableFillIn:
      return tableParts(q);
    case ANSWER_TYPES.notGraded:
      return notGradedParts();
    case ANSWER_TYPES.constructedResponse:
      return constructedParts(q, ctx);
    case ANSWER_TYPES.inlineChoice:
      return inlineChoiceParts(q);
  }
}

const outcome = (identifier: string, baseType: string, defaultValue?: string) =>
  el(
    'qti-outcome-declaration',
    { identifier, cardinality: 'single', 'base-type': baseType },
    defaultValue === undefined ? undefined : el('qti-default-value', {}, value(defaultValue)),
  );

/** The item document of one question. */
export function exportItem(q: TQuestionInput, ctx: ItemContext): string {
  const parts = partsOf(q, ctx);
  const hint =
    q.hint === undefined
      ? undefined
      : el(
          'qti-modal-feedback',
          { 'outcome-identifier': 'FEEDBACK', identifier: HINT_FEEDBACK, 'show-hide': 'show', title: 'Hint' },
          el('qti-content-body', {}, textDiv(CLS.hint, q.hint)),
        );
  const body = block(
    'qti-item-body',
    {
      [DATA.answerType]: q.answerType,
      [DATA.standardKey]: ctx.standard?.stableKey,
      [DATA.standardCode]: ctx.standard?.code,
    },
    [
      textDiv(CLS.prompt, q.prompt),
      q.images
        ? block(
            'div',
            { class: CLS.images },
            q.images.map((i) => img(i, ctx.imageHref?.(i.url))),
          )
        : undefined,
      ...parts.body,
    ],
  );
  const root = block(
    'qti-assessment-item',
    {
      xmlns: QTI_NS,
      'xmlns:xsi': XSI_NS,
      'xsi:schemaLocation': QTI_SCHEMA_LOCATION,
      identifier: ctx.identifier,
      title: ctx.title,
      adaptive: false,
      'time-dependent': false,
      'xml:lang': 'en',
      'tool-name': 'Clearsheets',
    },
    [
      ...parts.declarations,
      outcome('SCORE', 'float', '0'),
      outcome('MAXSCORE', 'float', numberText(q.points)),
      hint ? outcome('FEEDBACK', 'identifier') : undefined,
      ctx.passage ? el('qti-assessment-stimulus-ref', ctx.passage) : undefined,
      body,
      parts.processing,
      hint,
    ],
  );
  return `${XML_DECLARATION}${root}\n`;
}

// One QTI 3.0 assessment item -> one question. Our own items (marked `data-cs-answer-type`) come back
// exactly; another tool's items are read as well as their interactions allow, or skipped with a reason.
import type { TQuestionImage, TQuestionInput } from '@clearsheets/shared';
import { ANSWER_TYPES } from '@clearsheets/shared';
import {
  blanksOf,
  cardinalityOf,
  checkSelectionMapping,
  choicesOf,
  dropdownsOf,
  type ItemReader,
  imageChoicesOf,
  isImageChoiceList,
  orderedItemsOf,
  tableOf,
  templateOf,
  textIn,
  textKeyOf,
} from './qti-item-content';
import { compact } from './qti-question-shape';
import { CLS, DATA, HINT_FEEDBACK, parseNumber } from './qti-vocabulary';
import {
  attr,
  child,
  descendants,
  elements,
  FEEDBACK_IN_BODY,
  isPicture,
  named,
  pictureOf,
  QtiFileError,
  textOf,
  tidy,
  withClass,
  type XmlElement,
} from './qti-xml';

/** A question read from an item, with what it pointed at outside itself (resolved by the service). */
export interface ImportedItem {
  /** `gradingScaleId` is the source's id, still to be checked; passage and standard are refs below. */
  question: TQuestionInput;
  stimulusRefs: { identifier?: string; href?: string }[];
  standard?: { stableKey?: string; code?: string };
  gradingScaleName?: string;
  /** What could not be kept as it was (for the import report). */
  notes: string[];
  /** The key or scoring could not be read faithfully: store as a draft for the teacher to check. */
  draft: boolean;
}

/** An item the studio has no answer type for; the import skips it and says why. */
export class UnsupportedItem extends Error {}

type AnswerType = TQuestionInput['answerType'];

const isInteraction = (e: XmlElement) => e.name.startsWith('qti-') && e.name.endsWith('-interaction');
const interactionsIn = (node: XmlElement) => descendants(node, isInteraction);
/** The body's top-level blocks holding an interaction (another tool's sentence with gaps). */
const blocksWithInteractions = (r: ItemReader) => elements(r.body).filter((b) => interactionsIn(b).length > 0);

/** Another tool's item: the answer type its interactions fit. */
function detectType(r: ItemReader): AnswerType {
  const found = interactionsIn(r.body);
  const names = [...new Set(found.map((i) => i.name))];
  const [first] = found;
  if (!first) throw new UnsupportedItem('it has no interaction');
  if (names.length > 1) throw new UnsupportedItem(`it mixes ${names.join(' and ')}`);
  const single = () => {
    if (found.length > 1) throw new UnsupportedItem(`it has ${found.length} ${first.name}s`);
  };
  switch (first.name) {
    case 'qti-choice-interaction':
      single();
      if (isImageChoiceList(first)) return 5;
      return cardinalityOf(r, first) === 'multiple' ? 2 : 1;
    case 'qti-order-interaction':
      single();
      return 4;
    case 'qti-text-entry-interaction': {
      if (descendants(r.body, named('table')).some((t) => interactionsIn(t).length)) return 7;
      const [sentence] = blocksWithInteractions(r);
      return found.length === 1 && sentence && tidy(textOf(sentence)) === '' ? 3 : 6;
    }
    case 'qti-inline-choice-interaction':
      return 10;
    case 'qti-extended-text-interaction':
      single();
      return 9;
    default:
      throw new UnsupportedItem(`${first.name} is not one of the studio's answer types`);
  }
}

function answerTypeOf(r: ItemReader): AnswerType {
  const ours = Number(attr(r.body, DATA.answerType));
  return Number.isInteger(ours) && ours >= 1 && ours <= 10 ? (ours as AnswerType) : detectType(r);
}

const firstOf = (r: ItemReader, name: string) => descendants(r.body, named(name))[0];

function templateFor(r: ItemReader): string {
  if (r.exact) {
    const sentence = withClass(r.body, CLS.template);
    return sentence ? templateOf(r, sentence) : '';
  }
  return blocksWithInteractions(r)
    .map((b) => templateOf(r, b))
    .join('\n');
}

function contentOf(r: ItemReader, answerType: AnswerType): TQuestionInput['content'] {
  const choice = firstOf(r, 'qti-choice-interaction');
  switch (answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection: {
      const choices = choice ? choicesOf(r, choice) : [];
      if (choice && answerType === ANSWER_TYPES.selection) checkSelectionMapping(r, choice, choices);
      return { choices };
    }
    case ANSWER_TYPES.textResponse:
      return textKeyOf(r, firstOf(r, 'qti-text-entry-interaction'));
    case ANSWER_TYPES.ordering: {
      const order = firstOf(r, 'qti-order-interaction');
      return { items: order ? orderedItemsOf(r, order) : [] };
    }
    case ANSWER_TYPES.imageSelection: {
      const choices = choice ? imageChoicesOf(r, choice) : [];
      const multiple = !!choice && cardinalityOf(r, choice) === 'multiple';
      if (choice && multiple) checkSelectionMapping(r, choice, choices);
      return { choices, multiple };
    }
    case ANSWER_TYPES.inlineTextResponse:
      return { template: templateFor(r), blanks: blanksOf(r) };
    case ANSWER_TYPES.tableFillIn: {
      const table = descendants(r.body, named('table')).find((t) => interactionsIn(t).length);
      return table ? tableOf(r, table) : { columns: [], rows: [] };
    }
    case ANSWER_TYPES.notGraded:
      return {};
    case ANSWER_TYPES.constructedResponse: {
      const sample = withClass(r.body, CLS.sampleAnswer);
      return compact({
        gradingScaleId: parseNumber(attr(firstOf(r, 'qti-extended-text-interaction'), DATA.gradingScaleId)),
        sampleAnswer: sample ? textIn(r, sample) : undefined,
      });
    }
    case ANSWER_TYPES.inlineChoice:
      return { template: templateFor(r), dropdowns: dropdownsOf(r) };
  }
}

/** Body blocks that are neither the answer area, scorer notes nor feedback: what the student reads first. */
const isStemBlock = (b: XmlElement) =>
  !isInteraction(b) && !interactionsIn(b).length && b.name !== 'qti-rubric-block' && !FEEDBACK_IN_BODY.has(b.name);

/** Another tool's stem: the text before the interaction, then its qti-prompt (either may be empty or
 * absent); else any text outside the interaction; else the item's title. */
function foreignPrompt(r: ItemReader, root: XmlElement): string {
  const prompt = tidy(textOf(firstOf(r, 'qti-prompt')));
  const blocks = elements(r.body);
  const firstAnswerArea = blocks.findIndex((b) => isInteraction(b) || interactionsIn(b).length > 0);
  const before = firstAnswerArea < 0 ? blocks : blocks.slice(0, firstAnswerArea);
  const textOfBlocks = (list: XmlElement[]) =>
    list
      .filter(isStemBlock)
      .map((b) => tidy(textOf(b)))
      .filter(Boolean)
      .join('\n');
  const stem = [textOfBlocks(before), prompt].filter(Boolean).join('\n');
  return stem || textOfBlocks(blocks) || tidy(attr(root, 'title') ?? '');
}

function imagesOf(r: ItemReader): TQuestionImage[] | undefined {
  const ours = withClass(r.body, CLS.images);
  const imgsIn = (b: XmlElement) => (isPicture(b) ? [b] : descendants(b, isPicture));
  const found = ours
    ? elements(ours, 'img')
    : [
        ...elements(r.body).filter(isStemBlock).flatMap(imgsIn),
        ...descendants(r.body, named('qti-prompt')).flatMap(imgsIn),
      ];
  if (!ours && !found.length) return undefined;
  return found.map((i) => ({ url: pictureOf(i).src, alt: textIn(r, pictureOf(i).alt) }));
}

const MEDIA_ELEMENTS = new Set(['audio', 'video', 'object', 'iframe', 'qti-portable-custom-interaction']);

/** Notes on what another tool's item carries that a question cannot: feedback, sound, video, objects. */
function foreignNotes(r: ItemReader, root: XmlElement, hinted: boolean) {
  const inBody = descendants(r.body, (e) => FEEDBACK_IN_BODY.has(e.name)).length;
  const modal = elements(root, 'qti-modal-feedback').length - (hinted ? 1 : 0);
  if (inBody + modal > 0)
    r.notes.push(
      `its feedback (${inBody + modal} message${inBody + modal > 1 ? 's' : ''}) was left out: questions have no place for feedback shown after answering`,
    );
  const media = descendants(r.body, (e) => MEDIA_ELEMENTS.has(e.name) && !isPicture(e)).map((e) => e.name);
  if (media.length)
    r.notes.push(`its ${[...new Set(media)].join(', ')} content was left out: questions hold text and pictures`);
}

function hintOf(r: ItemReader, root: XmlElement): string | undefined {
  const feedback = elements(root, 'qti-modal-feedback').find((f) =>
    r.exact ? attr(f, 'identifier') === HINT_FEEDBACK : /hint/i.test(attr(f, 'identifier') ?? ''),
  );
  if (!feedback) return undefined;
  return r.exact ? textOf(withClass(feedback, CLS.hint)) : tidy(textOf(feedback)) || undefined;
}

function maxScoreOf(root: XmlElement): number | undefined {
  const outcome = elements(root, 'qti-outcome-declaration').find((o) => attr(o, 'identifier') === 'MAXSCORE');
  return parseNumber(textOf(child(child(outcome, 'qti-default-value'), 'qti-value')));
}

/** The question of one item document (its root element). */
export function importItem(root: XmlElement, file: string): ImportedItem {
  if (root.name !== 'qti-assessment-item')
    throw new QtiFileError(
      file,
      root.name === 'assessmentItem'
        ? 'is a QTI 2 item; only QTI 3.0 packages can be imported'
        : `is not a QTI 3.0 item (its root element is <${root.name}>)`,
    );
  const body = child(root, 'qti-item-body');
  if (!body) throw new UnsupportedItem('it has no item body');
  // Template processing draws values when the item is played; stored as written it would be garbled.
  if (elements(root, 'qti-template-declaration').length)
    throw new UnsupportedItem(
      'it is a template item (qti-template-declaration): its values are drawn when it is played, which a question cannot hold',
    );
  const r: ItemReader = {
    body,
    declarations: elements(root, 'qti-response-declaration'),
    exact: attr(body, DATA.answerType) !== undefined,
    notes: [],
  };
  const answerType = answerTypeOf(r);
  const hint = hintOf(r, root);
  if (!r.exact) foreignNotes(r, root, hint !== undefined);
  const question = compact({
    answerType,
    prompt: r.exact ? textOf(withClass(body, CLS.prompt)) : foreignPrompt(r, root),
    hint,
    images: imagesOf(r),
    points: maxScoreOf(root) ?? 1,
    content: contentOf(r, answerType),
  }) as TQuestionInput;
  const stableKey = attr(body, DATA.standardKey);
  const code = attr(body, DATA.standardCode);
  return {
    question,
    stimulusRefs: elements(root, 'qti-assessment-stimulus-ref').map((s) =>
      compact({ identifier: attr(s, 'identifier'), href: attr(s, 'href') }),
    ),
    standard: stableKey || code ? compact({ stableKey, code }) : undefined,
    gradingScaleName: attr(withClass(body, CLS.gradingScale), DATA.gradingScaleName),
    notes: r.notes,
    draft: r.uncertainKey === true,
  };
}

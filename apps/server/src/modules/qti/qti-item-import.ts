// One QTI 3.0 assessment item -> one question. Our own items (marked `data-cs-answer-type`) come back
// exactly; another tool's items are read as well as their interactions allow, or skipped with a reason.
import type { QtiNoteCode, TQtiNote, TQuestionImage, TQuestionInput } from '@clearsheets/shared';
import { ANSWER_TYPES, qtiNote, qtiNoteText } from '@clearsheets/shared';
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
  /** What could not be kept as it was (kept on the question and in the import report). */
  notes: TQtiNote[];
  /** The key or scoring could not be read faithfully: store as a draft for the teacher to check. */
  draft: boolean;
}

/** An item the studio has no answer type for; the import skips it and says why. */
export class UnsupportedItem extends Error {
  readonly note: TQtiNote;
  constructor(code: QtiNoteCode, values: TQtiNote['values'] = {}) {
    const note = qtiNote(code, values);
    super(qtiNoteText(note));
    this.note = note;
  }
}

type AnswerType = TQuestionInput['answerType'];

const isInteraction = (e: XmlElement) => e.name.startsWith('qti-') && e.name.endsWith('-interaction');
const interactionsIn = (node: XmlElement) => descendants(node, isInteraction);

// Another tool's body may wrap its content in layout elements (a `<div>` around everything, sections,
// columns): the import looks through them, so text and answer areas are found at any depth.
const LAYOUT = new Set([
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'figure',
  'blockquote',
]);
const INLINE_INTERACTIONS = new Set([
  'qti-text-entry-interaction',
  'qti-inline-choice-interaction',
  'qti-end-attempt-interaction',
]);
const BLOCKS = new Set([...LAYOUT, 'p', 'table', 'ul', 'ol', 'dl', 'pre', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const isBlock = (e: XmlElement) => BLOCKS.has(e.name) || (isInteraction(e) && !INLINE_INTERACTIONS.has(e.name));
const isLayout = (e: XmlElement) => LAYOUT.has(e.name) && elements(e).some(isBlock);

/** The body as a list of blocks: layout wrappers opened (at any depth), loose text as blocks of its own. */
function blocksOf(node: XmlElement): XmlElement[] {
  return node.children.flatMap((c): XmlElement[] => {
    if (typeof c === 'string') return tidy(c) ? [{ name: 'span', attrs: {}, children: [c] }] : [];
    return isLayout(c) ? blocksOf(c) : [c];
  });
}
/** The body's blocks holding an interaction (another tool's sentence with gaps). */
const blocksWithInteractions = (r: ItemReader) => blocksOf(r.body).filter((b) => interactionsIn(b).length > 0);

/** Another tool's item: the answer type its interactions fit. */
function detectType(r: ItemReader): AnswerType {
  const found = interactionsIn(r.body);
  const names = [...new Set(found.map((i) => i.name))];
  const [first] = found;
  if (!first) throw new UnsupportedItem('noInteraction');
  if (names.length > 1) throw new UnsupportedItem('mixedInteractions', { kinds: names.join(' and ') });
  const single = () => {
    if (found.length > 1) throw new UnsupportedItem('severalInteractions', { count: found.length, kind: first.name });
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
      throw new UnsupportedItem('unsupportedInteraction', { kind: first.name });
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
 * absent); else any text outside the interaction; else the item's title, as a draft with a note. The body's
 * layout wrappers are looked through, so the text is found however deep it sits. */
function foreignPrompt(r: ItemReader, root: XmlElement): string {
  const prompt = tidy(textOf(firstOf(r, 'qti-prompt')));
  const blocks = blocksOf(r.body);
  const firstAnswerArea = blocks.findIndex((b) => isInteraction(b) || interactionsIn(b).length > 0);
  const before = firstAnswerArea < 0 ? blocks : blocks.slice(0, firstAnswerArea);
  const textOfBlocks = (list: XmlElement[]) =>
    list
      .filter(isStemBlock)
      .map((b) => tidy(textOf(b)))
      .filter(Boolean)
      .join('\n');
  const stem = [textOfBlocks(before), prompt].filter(Boolean).join('\n') || textOfBlocks(blocks);
  if (stem) return stem;
  const title = tidy(attr(root, 'title') ?? '');
  r.notes.push(qtiNote('titleAsQuestion', { title }));
  r.uncertainKey = true;
  return title;
}

/** Elements whose pictures are not the question's own: the choices' (image choices read them), feedback,
 * scorer notes and players. */
const CHOICES = new Set([
  'qti-simple-choice',
  'qti-inline-choice',
  'qti-hottext',
  'qti-gap-text',
  'qti-gap-img',
  'qti-simple-associable-choice',
  'qti-hotspot-choice',
]);
const NOT_SHOWN = new Set([...FEEDBACK_IN_BODY, 'qti-rubric-block', 'audio', 'video', 'iframe', 'script', 'style']);

/** The pictures below `node` in document order, not looking inside `skip` elements. */
function picturesIn(node: XmlElement, skip: (e: XmlElement) => boolean): XmlElement[] {
  return elements(node).flatMap((e) => (skip(e) ? [] : isPicture(e) ? [e] : picturesIn(e, skip)));
}

function imagesOf(r: ItemReader): { images: TQuestionImage[] | undefined; placed: XmlElement[] } {
  const ours = withClass(r.body, CLS.images);
  // Another tool's question pictures are wherever they sit: in the stem, the prompt, a sentence or a table.
  const found = ours ? elements(ours, 'img') : picturesIn(r.body, (e) => NOT_SHOWN.has(e.name) || CHOICES.has(e.name));
  const images = found.map((i) => ({ url: pictureOf(i).src, alt: textIn(r, pictureOf(i).alt) }));
  return { images: ours || found.length ? images : undefined, placed: found };
}

/** A picture the question has no place for (a picture inside a text choice): left out, and the question is a draft. */
function notePicturesLeftOut(r: ItemReader, placed: XmlElement[], answerType: AnswerType) {
  if (r.exact) return;
  const choiceList = firstOf(r, 'qti-choice-interaction');
  const imageChoices =
    answerType === ANSWER_TYPES.imageSelection && choiceList
      ? elements(choiceList, 'qti-simple-choice').flatMap((c) => descendants(c, isPicture).slice(0, 1))
      : [];
  const kept = new Set([...placed, ...imageChoices]);
  for (const picture of picturesIn(r.body, (e) => NOT_SHOWN.has(e.name))) {
    if (kept.has(picture)) continue;
    r.notes.push(qtiNote('pictureNoPlace', { src: pictureOf(picture).src }));
    r.uncertainKey = true;
  }
}

const MEDIA_ELEMENTS = new Set(['audio', 'video', 'object', 'iframe', 'qti-portable-custom-interaction']);

/** Notes on what another tool's item carries that a question cannot: feedback, sound, video, objects. */
function foreignNotes(r: ItemReader, root: XmlElement, hinted: boolean) {
  const inBody = descendants(r.body, (e) => FEEDBACK_IN_BODY.has(e.name)).length;
  const modal = elements(root, 'qti-modal-feedback').length - (hinted ? 1 : 0);
  if (inBody + modal > 0) r.notes.push(qtiNote('feedbackLeftOut', { count: inBody + modal }));
  const media = descendants(r.body, (e) => MEDIA_ELEMENTS.has(e.name) && !isPicture(e)).map((e) => e.name);
  if (media.length) r.notes.push(qtiNote('mediaLeftOut', { kinds: [...new Set(media)].join(', ') }));
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
export function importItem(root: XmlElement): ImportedItem {
  if (root.name !== 'qti-assessment-item')
    throw new UnsupportedItem(root.name === 'assessmentItem' ? 'notQti3' : 'notAnItem');
  const body = child(root, 'qti-item-body');
  if (!body) throw new UnsupportedItem('noItemBody');
  // Template processing draws values when the item is played; stored as written it would be garbled.
  if (elements(root, 'qti-template-declaration').length) throw new UnsupportedItem('templateItem');
  const r: ItemReader = {
    body,
    declarations: elements(root, 'qti-response-declaration'),
    exact: attr(body, DATA.answerType) !== undefined,
    notes: [],
  };
  const answerType = answerTypeOf(r);
  const hint = hintOf(r, root);
  if (!r.exact) foreignNotes(r, root, hint !== undefined);
  const { images, placed } = imagesOf(r);
  notePicturesLeftOut(r, placed, answerType);
  const question = compact({
    answerType,
    prompt: r.exact ? textOf(withClass(body, CLS.prompt)) : foreignPrompt(r, root),
    hint,
    images,
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

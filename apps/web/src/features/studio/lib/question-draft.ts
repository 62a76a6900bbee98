import type { AnswerType, TQuestionDraft } from '@clearsheets/shared';
import { ANSWER_TYPES } from '@clearsheets/shared';

// The studio edits a question as a "draft": every field present (empty when unfilled), so editors never
// meet a missing array. `fromSaved` reads whatever the server stored (possibly unfinished or older);
// `toSaved` writes what the schemas expect, leaving out optional fields the teacher left empty.

export interface ChoiceDraft {
  id: string;
  text: string;
  correct: boolean;
}
export interface ImageChoiceDraft {
  id: string;
  url: string;
  alt: string;
  correct: boolean;
}
export interface ImageDraft {
  url: string;
  alt: string;
}
export interface TextKeyDraft {
  acceptedAnswers: string[];
  caseSensitive: boolean;
  numericEquivalence: boolean;
  tolerance: number | null;
}
export type BlankDraft = TextKeyDraft & { id: string };
export type CellDraft = { kind: 'given'; text: string } | ({ kind: 'blank' } & BlankDraft);
export interface DropdownDraft {
  id: string;
  options: ChoiceDraft[];
}

export interface ContentDrafts {
  1: { choices: ChoiceDraft[] };
  2: { choices: ChoiceDraft[] };
  3: TextKeyDraft;
  4: { items: { id: string; text: string }[] };
  5: { choices: ImageChoiceDraft[]; multiple: boolean };
  6: { template: string; blanks: BlankDraft[] };
  7: { columns: { header: string }[]; rows: { cells: CellDraft[] }[] };
  8: Record<string, never>;
  9: { gradingScaleId: number | null; sampleAnswer: string };
  10: { template: string; dropdowns: DropdownDraft[] };
}

interface CommonDraft {
  prompt: string;
  passageId: number | null;
  hint: string;
  images: ImageDraft[];
  points: number;
  standardId: number | null;
}

export type DraftOf<N extends AnswerType> = CommonDraft & { answerType: N; content: ContentDrafts[N] };
export type QuestionDraft = { [N in AnswerType]: DraftOf<N> }[AnswerType];

// ---------------------------------------------------------------- reading what was saved

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const bool = (v: unknown, fallback = false): boolean => (typeof v === 'boolean' ? v : fallback);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const id = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);

const choice = (v: unknown, i: number): ChoiceDraft => {
  const c = obj(v);
  return { id: id(c.id, `c${i + 1}`), text: str(c.text), correct: bool(c.correct) };
};

export const textKey = (v: unknown): TextKeyDraft => {
  const k = obj(v);
  const accepted = arr(k.acceptedAnswers).map(str);
  return {
    acceptedAnswers: accepted.length ? accepted : [''],
    caseSensitive: bool(k.caseSensitive),
    numericEquivalence: bool(k.numericEquivalence, true),
    tolerance: num(k.tolerance),
  };
};

const blank = (v: unknown, i: number): BlankDraft => ({ id: id(obj(v).id, `b${i + 1}`), ...textKey(v) });

const cell = (v: unknown, i: number): CellDraft => {
  const c = obj(v);
  return c.kind === 'blank' ? { kind: 'blank', ...blank(c, i) } : { kind: 'given', text: str(c.text) };
};

function contentOf(answerType: AnswerType, raw: Raw): ContentDrafts[AnswerType] {
  switch (answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection:
      return { choices: arr(raw.choices).map(choice) };
    case ANSWER_TYPES.textResponse:
      return textKey(raw);
    case ANSWER_TYPES.ordering:
      return {
        items: arr(raw.items).map((v, i) => ({ id: id(obj(v).id, `i${i + 1}`), text: str(obj(v).text) })),
      };
    case ANSWER_TYPES.imageSelection:
      return {
        multiple: bool(raw.multiple),
        choices: arr(raw.choices).map((v, i) => {
          const c = obj(v);
          return { id: id(c.id, `m${i + 1}`), url: str(c.url), alt: str(c.alt), correct: bool(c.correct) };
        }),
      };
    case ANSWER_TYPES.inlineTextResponse:
      return { template: str(raw.template), blanks: arr(raw.blanks).map(blank) };
    case ANSWER_TYPES.tableFillIn: {
      let n = 0;
      return {
        columns: arr(raw.columns).map((v) => ({ header: str(obj(v).header) })),
        rows: arr(raw.rows).map((r) => ({ cells: arr(obj(r).cells).map((c) => cell(c, n++)) })),
      };
    }
    case ANSWER_TYPES.notGraded:
      return {};
    case ANSWER_TYPES.constructedResponse:
      return { gradingScaleId: num(raw.gradingScaleId), sampleAnswer: str(raw.sampleAnswer) };
    case ANSWER_TYPES.inlineChoice:
      return {
        template: str(raw.template),
        dropdowns: arr(raw.dropdowns).map((v, i) => ({
          id: id(obj(v).id, `d${i + 1}`),
          options: arr(obj(v).options).map(choice),
        })),
      };
  }
}

const ANSWER_TYPE_IDS = new Set<number>([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
export const isAnswerType = (v: unknown): v is AnswerType => typeof v === 'number' && ANSWER_TYPE_IDS.has(v);

/** The editable draft of a stored question (`data` as the server keeps it). */
export function fromSaved(data: Record<string, unknown>, fallbackType: number): QuestionDraft {
  const answerType = isAnswerType(data.answerType) ? data.answerType : isAnswerType(fallbackType) ? fallbackType : 8;
  const points = num(data.points);
  return {
    answerType,
    prompt: str(data.prompt),
    passageId: num(data.passageId),
    hint: str(data.hint),
    images: arr(data.images).map((v) => ({ url: str(obj(v).url), alt: str(obj(v).alt) })),
    points: points !== null && points > 0 ? points : 1,
    standardId: num(data.standardId),
    content: contentOf(answerType, obj(data.content)),
  } as QuestionDraft;
}

// ---------------------------------------------------------------- writing it back

const keyOut = (k: TextKeyDraft) => ({
  acceptedAnswers: k.acceptedAnswers,
  caseSensitive: k.caseSensitive,
  numericEquivalence: k.numericEquivalence,
  ...(k.tolerance !== null ? { tolerance: k.tolerance } : {}),
});

function contentOut(draft: QuestionDraft): unknown {
  switch (draft.answerType) {
    case ANSWER_TYPES.textResponse:
      return keyOut(draft.content);
    case ANSWER_TYPES.inlineTextResponse:
      return {
        template: draft.content.template,
        blanks: draft.content.blanks.map((b) => ({ id: b.id, ...keyOut(b) })),
      };
    case ANSWER_TYPES.tableFillIn:
      return {
        columns: draft.content.columns,
        rows: draft.content.rows.map((r) => ({
          cells: r.cells.map((c) => (c.kind === 'given' ? c : { kind: 'blank', id: c.id, ...keyOut(c) })),
        })),
      };
    case ANSWER_TYPES.constructedResponse: {
      const { gradingScaleId, sampleAnswer } = draft.content;
      return {
        ...(gradingScaleId !== null ? { gradingScaleId } : {}),
        ...(sampleAnswer.trim() ? { sampleAnswer } : {}),
      };
    }
    default:
      return draft.content;
  }
}

/** What the studio sends (PUT/POST `question`) and checks against ZQuestionInput. */
export function toSaved(draft: QuestionDraft): TQuestionDraft & Record<string, unknown> {
  return {
    answerType: draft.answerType,
    prompt: draft.prompt,
    points: draft.points,
    ...(draft.passageId !== null ? { passageId: draft.passageId } : {}),
    ...(draft.hint.trim() ? { hint: draft.hint } : {}),
    ...(draft.images.length ? { images: draft.images } : {}),
    ...(draft.standardId !== null ? { standardId: draft.standardId } : {}),
    content: contentOut(draft),
  };
}

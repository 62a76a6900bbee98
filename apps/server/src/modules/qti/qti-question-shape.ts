// A stored question as the exporter reads it. Complete questions are the schema's output; drafts (autosaved,
// possibly unfinished) are read field by field, keeping what has the right shape, so they export too.
import {
  ANSWER_TYPES,
  type TChoice,
  type TImageChoice,
  type TQuestionImage,
  type TQuestionInput,
  type TTableCell,
  type TTextKey,
  ZQuestionInput,
} from '@clearsheets/shared';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const optStr = (v: unknown) => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const optNum = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Drops keys whose value is undefined, so a read question deep-equals its JSON. */
export function compact<T extends Obj>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const choice = (c: Obj): TChoice => ({ id: str(c.id), text: str(c.text), correct: bool(c.correct, false) });
const image = (c: Obj): TQuestionImage => ({ url: str(c.url), alt: str(c.alt) });
const imageChoice = (c: Obj): TImageChoice => ({ ...image(c), id: str(c.id), correct: bool(c.correct, false) });
const textKey = (k: Obj): TTextKey =>
  compact({
    acceptedAnswers: Array.isArray(k.acceptedAnswers) ? k.acceptedAnswers.map(str) : [],
    caseSensitive: bool(k.caseSensitive, false),
    numericEquivalence: bool(k.numericEquivalence, true),
    tolerance: optNum(k.tolerance),
  });
const cell = (c: Obj): TTableCell =>
  c.kind === 'blank' ? { kind: 'blank', id: str(c.id), ...textKey(c) } : { kind: 'given', text: str(c.text) };

function contentOf(answerType: number, c: Obj): TQuestionInput['content'] {
  switch (answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection:
      return { choices: list(c.choices).map(choice) };
    case ANSWER_TYPES.textResponse:
      return textKey(c);
    case ANSWER_TYPES.ordering:
      return { items: list(c.items).map((i) => ({ id: str(i.id), text: str(i.text) })) };
    case ANSWER_TYPES.imageSelection:
      return { choices: list(c.choices).map(imageChoice), multiple: bool(c.multiple, false) };
    case ANSWER_TYPES.inlineTextResponse:
      return { template: str(c.template), blanks: list(c.blanks).map((b) => ({ id: str(b.id), ...textKey(b) })) };
    case ANSWER_TYPES.tableFillIn:
      return {
        columns: list(c.columns).map((col) => ({ header: str(col.header) })),
        rows: list(c.rows).map((r) => ({ cells: list(r.cells).map(cell) })),
      };
    case ANSWER_TYPES.constructedResponse:
      return compact({ gradingScaleId: optNum(c.gradingScaleId), sampleAnswer: optStr(c.sampleAnswer) });
    case ANSWER_TYPES.inlineChoice:
      return {
        template: str(c.template),
        dropdowns: list(c.dropdowns).map((d) => ({ id: str(d.id), options: list(d.options).map(choice) })),
      };
    default:
      return {};
  }
}

/** The question in `data` (its row's answer type wins over a missing or different one in the draft). */
export function questionShape(data: unknown, answerType: number): TQuestionInput {
  const parsed = ZQuestionInput.safeParse(data);
  if (parsed.success && parsed.data.answerType === answerType) return parsed.data;
  const d = obj(data);
  return compact({
    answerType,
    prompt: str(d.prompt),
    passageId: optNum(d.passageId),
    hint: optStr(d.hint),
    images: Array.isArray(d.images) ? list(d.images).map(image) : undefined,
    points: optNum(d.points) ?? 1,
    standardId: optNum(d.standardId),
    content: contentOf(answerType, obj(d.content)),
  }) as TQuestionInput;
}

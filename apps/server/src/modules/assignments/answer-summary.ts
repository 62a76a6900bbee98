import { ANSWER_TYPES, normaliseAnswerText, type TQuestion, ZResponse } from '@clearsheets/shared';

// Answers as short text for the results page's "top answers": choice texts instead of ids, typed text
// normalised so " Austin" and "austin" count as one answer.

const MAX = 200;
const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);
const typed = (text: unknown) => normaliseAnswerText(typeof text === 'string' ? text : '');

/** Texts of the chosen ids in the question's own order (so A+B and B+A read the same); unknown ids as given. */
function chosen(options: readonly { id: string; text?: string; alt?: string }[], ids: readonly string[]) {
  const picked = new Set(ids);
  const known = options.filter((o) => picked.has(o.id)).map((o) => o.text ?? o.alt ?? o.id);
  const unknown = [...picked].filter((id) => !options.some((o) => o.id === id));
  return [...known, ...unknown].join(', ');
}

/** Values by part id, in the key's order. */
const parts = (ids: readonly string[], values: Record<string, string>, show: (v: string) => string) =>
  ids.map((id) => (Object.hasOwn(values, id) ? show(values[id] as string) : '')).join(' | ');

/**
 * One answer as text, or null when answers of this kind are not compared (types 8 and 9: free writing) or
 * the answer does not fit the question.
 */
export function summariseAnswer(question: TQuestion, answer: unknown): string | null {
  const parsed = ZResponse.safeParse(answer);
  if (!parsed.success || parsed.data.answerType !== question.answerType) return null;
  const r = parsed.data;
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
      return r.answerType === ANSWER_TYPES.multiChoice ? clip(chosen(question.content.choices, [r.choiceId])) : null;
    case ANSWER_TYPES.selection:
      return r.answerType === ANSWER_TYPES.selection ? clip(chosen(question.content.choices, r.choiceIds)) : null;
    case ANSWER_TYPES.textResponse:
      return r.answerType === ANSWER_TYPES.textResponse ? clip(typed(r.text)) : null;
    case ANSWER_TYPES.ordering: {
      if (r.answerType !== ANSWER_TYPES.ordering) return null;
      const text = new Map(question.content.items.map((i) => [i.id, i.text]));
      return clip(r.order.map((id) => text.get(id) ?? id).join(' → '));
    }
    case ANSWER_TYPES.imageSelection:
      return r.answerType === ANSWER_TYPES.imageSelection ? clip(chosen(question.content.choices, r.choiceIds)) : null;
    case ANSWER_TYPES.inlineTextResponse:
      return r.answerType === ANSWER_TYPES.inlineTextResponse
        ? clip(
            parts(
              question.content.blanks.map((b) => b.id),
              r.blanks,
              typed,
            ),
          )
        : null;
    case ANSWER_TYPES.tableFillIn: {
      if (r.answerType !== ANSWER_TYPES.tableFillIn) return null;
      const ids = question.content.rows.flatMap((row) => row.cells.flatMap((c) => (c.kind === 'blank' ? [c.id] : [])));
      return clip(parts(ids, r.cells, typed));
    }
    case ANSWER_TYPES.inlineChoice: {
      if (r.answerType !== ANSWER_TYPES.inlineChoice) return null;
      const texts = question.content.dropdowns.map((d) => {
        const id = Object.hasOwn(r.selections, d.id) ? r.selections[d.id] : undefined;
        return id === undefined ? '' : (d.options.find((o) => o.id === id)?.text ?? id);
      });
      return clip(texts.join(' | '));
    }
    default:
      return null;
  }
}

export interface AnswerGroup {
  answer: unknown;
  status: string;
  count: number;
}

/** The most given answers (as text) with counts, marked correct when they earned full marks; at most `limit`. */
export function topAnswers(question: TQuestion, groups: readonly AnswerGroup[], limit = 5) {
  const merged = new Map<string, { answer: string; count: number; correct: boolean }>();
  for (const g of groups) {
    const text = summariseAnswer(question, g.answer);
    if (text === null) continue;
    const correct = g.status === 'correct';
    const key = `${correct ? 1 : 0}\u0000${text}`;
    const entry = merged.get(key) ?? { answer: text, count: 0, correct };
    entry.count += g.count;
    merged.set(key, entry);
  }
  return [...merged.values()]
    .sort((a, b) => b.count - a.count || Number(b.correct) - Number(a.correct) || a.answer.localeCompare(b.answer))
    .slice(0, limit);
}

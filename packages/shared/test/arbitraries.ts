// fast-check generators of valid questions of every auto-scored type and of responses to them (tests only).
import fc from 'fast-check';
import { type TQuestion, ZQuestion } from '../src/questions/answer-types';
import { correctResponse } from '../src/questions/correct-response';
import { templateMarker } from '../src/questions/template';

// Ids include prototype names, so scoring must read answers as own properties only.
export const partIdArb = fc.oneof(
  { weight: 5, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/) },
  { weight: 1, arbitrary: fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'valueOf') },
);
const idsArb = (min: number, max: number) => fc.uniqueArray(partIdArb, { minLength: min, maxLength: max });
const labelArb = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const pointsArb = fc.integer({ min: 1, max: 100 });

/** An accepted answer: a word, a number written some way, or any text. */
export const acceptedArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,14}[A-Za-z]$/),
  fc.integer({ min: -100_000, max: 100_000 }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 })).map(([n, d]) => `${n}/${d}`),
  fc.double({ min: -1000, max: 1000, noNaN: true }).map((x) => x.toFixed(3)),
  labelArb,
);
const textKeyArb = fc.record({
  acceptedAnswers: fc.array(acceptedArb, { minLength: 1, maxLength: 4 }),
  caseSensitive: fc.boolean(),
  numericEquivalence: fc.boolean(),
  tolerance: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
});

const base = (answerType: number, points: number, content: unknown): TQuestion =>
  ZQuestion.parse({ id: 1, answerType, prompt: 'Q', points, content });

const choicesArb = (min: number, max: number, atLeastOne: boolean, exactlyOne: boolean) =>
  idsArb(min, max).chain((ids) =>
    fc.tuple(fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }), fc.nat()).map(([flags, pick]) =>
      ids.map((id, i) => ({
        id,
        text: `choice ${i}`,
        correct: exactlyOne ? i === pick % ids.length : flags[i] || (atLeastOne && i === pick % ids.length),
      })),
    ),
  );

const multiChoiceArb = fc
  .tuple(pointsArb, choicesArb(2, 12, true, true))
  .map(([p, choices]) => base(1, p, { choices }));
const selectionArb = fc.tuple(pointsArb, choicesArb(2, 12, true, false)).map(([p, choices]) => base(2, p, { choices }));
const textArb = fc.tuple(pointsArb, textKeyArb).map(([p, key]) => base(3, p, key));
export const orderingQuestionArb = fc
  .tuple(pointsArb, idsArb(2, 20))
  .map(([p, ids]) => base(4, p, { items: ids.map((id, i) => ({ id, text: `item ${i}` })) }));
const imageArb = fc.tuple(pointsArb, fc.boolean()).chain(([p, multiple]) =>
  choicesArb(2, 12, true, !multiple).map((choices) =>
    base(5, p, {
      multiple,
      choices: choices.map(({ id, correct }) => ({ id, correct, url: `/uploads/img-${id}.png`, alt: `image ${id}` })),
    }),
  ),
);
const inlineTextArb = fc.tuple(pointsArb, idsArb(1, 8)).chain(([p, ids]) =>
  fc.array(textKeyArb, { minLength: ids.length, maxLength: ids.length }).map((keys) =>
    base(6, p, {
      template: ids.map((id) => `word ${templateMarker('blank', id)}`).join(' '),
      blanks: ids.map((id, i) => ({ ...keys[i], id })),
    }),
  ),
);
const tableArb = fc
  .tuple(pointsArb, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 5 }))
  .chain(([p, cols, rows]) =>
    fc
      .tuple(
        idsArb(cols * rows, cols * rows),
        fc.array(fc.option(textKeyArb, { freq: 2 }), { minLength: cols * rows, maxLength: cols * rows }),
      )
      .map(([ids, keys]) => {
        const fixed = keys.every((k) => k === null) ? [{ acceptedAnswers: ['1'] }, ...keys.slice(1)] : keys;
        const cell = (i: number) => {
          const key = fixed[i];
          return key ? { kind: 'blank', id: ids[i], ...key } : { kind: 'given', text: `given ${i}` };
        };
        return base(7, p, {
          columns: Array.from({ length: cols }, (_, c) => ({ header: `col ${c}` })),
          rows: Array.from({ length: rows }, (_, r) => ({
            cells: Array.from({ length: cols }, (_, c) => cell(r * cols + c)),
          })),
        });
      }),
  );
const inlineChoiceArb = fc.tuple(pointsArb, idsArb(1, 5)).chain(([p, ids]) =>
  fc.array(choicesArb(2, 6, true, true), { minLength: ids.length, maxLength: ids.length }).map((options) =>
    base(10, p, {
      template: ids.map((id) => `pick ${templateMarker('choice', id)}`).join(', '),
      dropdowns: ids.map((id, i) => ({ id, options: options[i] })),
    }),
  ),
);

/** A valid question of one of the eight auto-scored types. */
export const autoScoredQuestionArb = fc.oneof(
  multiChoiceArb,
  selectionArb,
  textArb,
  orderingQuestionArb,
  imageArb,
  inlineTextArb,
  tableArb,
  inlineChoiceArb,
);

/** The ids a response to the question may mention: its own parts plus strangers. */
const idsOf = (q: TQuestion): string[] => {
  switch (q.answerType) {
    case 1:
    case 2:
    case 5:
      return q.content.choices.map((c) => c.id);
    case 4:
      return q.content.items.map((i) => i.id);
    case 6:
      return q.content.blanks.map((b) => b.id);
    case 7:
      return q.content.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind === 'blank' ? [c.id] : [])));
    case 10:
      return q.content.dropdowns.map((d) => d.id);
    default:
      return [];
  }
};

const answerTextArb = fc.oneof(acceptedArb, fc.string({ maxLength: 20 }), fc.constant(''));

// Each part's answer kept from the model answer, changed, or left out.
const mutatedArb = (model: Record<string, string>, other: fc.Arbitrary<string>) =>
  fc
    .tuple(
      ...Object.entries(model).map(([id, v]) =>
        fc.oneof(
          fc.constant([id, v]),
          other.map((o) => [id, o]),
          fc.constant(null),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter((e): e is [string, string] => e !== null)));

/** A plausible response to the question: right, wrong, partly right, empty, with unknown ids. */
export const responseArb = (q: TQuestion): fc.Arbitrary<unknown> => {
  const ids = idsOf(q);
  const model = correctResponse(q) as Record<string, unknown>;
  const someId = fc.oneof(fc.constantFrom(...(ids.length ? ids : ['x'])), partIdArb);
  const subset = fc.oneof(fc.subarray(ids), fc.array(someId, { maxLength: ids.length + 2 }));
  const options = q.answerType === 10 ? q.content.dropdowns.flatMap((d) => d.options.map((o) => o.id)) : ['x'];
  const keyed = (field: string, value: fc.Arbitrary<string>) =>
    fc
      .oneof(
        mutatedArb(model[field] as Record<string, string>, value),
        fc.dictionary(someId, value, { maxKeys: ids.length + 2 }),
      )
      .map((answers) => ({ answerType: q.answerType, [field]: answers }));
  switch (q.answerType) {
    case 1:
      return someId.map((choiceId) => ({ answerType: 1, choiceId }));
    case 2:
    case 5:
      return subset.map((choiceIds) => ({ answerType: q.answerType, choiceIds }));
    case 3:
      return fc
        .oneof(fc.constantFrom(...q.content.acceptedAnswers), answerTextArb)
        .map((text) => ({ answerType: 3, text }));
    case 4:
      return fc
        .oneof(fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }), subset)
        .map((order) => ({ answerType: 4, order }));
    case 6:
      return keyed('blanks', answerTextArb);
    case 7:
      return keyed('cells', answerTextArb);
    case 10:
      return keyed('selections', fc.oneof(fc.constantFrom(...options), partIdArb));
    default:
      return fc.constant(undefined);
  }
};

/** Response-shaped garbage: right keys, wrong values and types. */
export const garbageResponseArb = fc.record(
  {
    answerType: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.anything()),
    choiceId: fc.anything(),
    choiceIds: fc.anything(),
    text: fc.anything(),
    order: fc.anything(),
    blanks: fc.anything(),
    cells: fc.anything(),
    selections: fc.anything(),
  },
  { requiredKeys: ['answerType'] },
);

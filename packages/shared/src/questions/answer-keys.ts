// The answer key ("content") of each of the ten answer types, checked so that scoring by id is unambiguous.
import { z } from 'zod';
import { ZId } from '../contracts/ids';
import { checkUniqueIds, QUESTION_LIMITS as L, ZChoice, ZImageChoice, ZPartId, ZTextKey } from './common';
import { type TemplateMarkerKind, templateMarkerIds } from './template';

const choices = <T extends z.ZodType>(item: T) => z.array(item).min(L.choicesMin).max(L.choicesMax);
const countCorrect = (list: readonly { correct: boolean }[]) => list.filter((c) => c.correct).length;

/** 1 multi choice: several choices, exactly one correct. */
export const ZMultiChoiceContent = z.object({ choices: choices(ZChoice) }).superRefine((v, ctx) => {
  checkUniqueIds(
    v.choices.map((c) => c.id),
    ctx,
    ['choices'],
  );
  if (countCorrect(v.choices) !== 1)
    ctx.addIssue({ code: 'custom', message: 'Mark one correct choice', path: ['choices'] });
});

/** 2 selection: several choices, at least one correct; the student picks all that apply. */
export const ZSelectionContent = z.object({ choices: choices(ZChoice) }).superRefine((v, ctx) => {
  checkUniqueIds(
    v.choices.map((c) => c.id),
    ctx,
    ['choices'],
  );
  if (countCorrect(v.choices) < 1)
    ctx.addIssue({ code: 'custom', message: 'Mark at least one correct choice', path: ['choices'] });
});

/** 3 text response: a typed answer checked against accepted alternatives. */
export const ZTextResponseContent = ZTextKey;

/** 4 ordering: the items listed in the correct order (the player shuffles them). */
export const ZOrderingContent = z
  .object({
    items: z
      .array(z.object({ id: ZPartId, text: z.string().trim().min(1).max(L.choiceTextMax) }))
      .min(2)
      .max(L.orderingItemsMax),
  })
  .superRefine((v, ctx) =>
    checkUniqueIds(
      v.items.map((i) => i.id),
      ctx,
      ['items'],
    ),
  );

/** 5 image selection: image choices; `multiple` false = exactly one correct, true = one or more correct. */
export const ZImageSelectionContent = z
  .object({ choices: choices(ZImageChoice), multiple: z.boolean().default(false) })
  .superRefine((v, ctx) => {
    checkUniqueIds(
      v.choices.map((c) => c.id),
      ctx,
      ['choices'],
    );
    const n = countCorrect(v.choices);
    if (v.multiple ? n < 1 : n !== 1)
      ctx.addIssue({
        code: 'custom',
        message: v.multiple ? 'Mark at least one correct image' : 'Mark one correct image',
        path: ['choices'],
      });
  });

// Every marker of `kind` in the template has exactly one key part, and every key part a marker.
const checkTemplate = (
  template: string,
  kind: TemplateMarkerKind,
  ids: readonly string[],
  ctx: z.RefinementCtx,
  partsPath: string,
) => {
  const markers = templateMarkerIds(template, kind);
  const other = templateMarkerIds(template, kind === 'blank' ? 'choice' : 'blank');
  if (markers.length === 0)
    ctx.addIssue({ code: 'custom', message: `Add a {{${kind}:id}} to the sentence`, path: ['template'] });
  if (other.length > 0)
    ctx.addIssue({ code: 'custom', message: `Use only {{${kind}:id}} markers here`, path: ['template'] });
  checkUniqueIds(markers, ctx, ['template']);
  checkUniqueIds(ids, ctx, [partsPath]);
  const known = new Set(ids);
  for (const id of markers)
    if (!known.has(id)) ctx.addIssue({ code: 'custom', message: `No answer for "${id}"`, path: [partsPath] });
  const placed = new Set(markers);
  for (const id of ids)
    if (!placed.has(id)) ctx.addIssue({ code: 'custom', message: `"${id}" is not in the sentence`, path: [partsPath] });
};

const ZTemplate = z.string().trim().min(1).max(L.promptMax);

/** 6 inline text response: a sentence with `{{blank:id}}` gaps, each with accepted answers like type 3. */
export const ZInlineTextContent = z
  .object({
    template: ZTemplate,
    blanks: z
      .array(ZTextKey.extend({ id: ZPartId }))
      .min(1)
      .max(L.partsMax),
  })
  .superRefine((v, ctx) =>
    checkTemplate(
      v.template,
      'blank',
      v.blanks.map((b) => b.id),
      ctx,
      'blanks',
    ),
  );

/** A table cell: given text shown to the student, or a blank to fill with accepted answers. */
export const ZTableCell = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('given'), text: z.string().max(L.choiceTextMax) }),
  ZTextKey.extend({ kind: z.literal('blank'), id: ZPartId }),
]);
export type TTableCell = z.infer<typeof ZTableCell>;

/** 7 table fill-in: rows x columns; some cells given, the others filled in by the student. */
export const ZTableFillInContent = z
  .object({
    columns: z
      .array(z.object({ header: z.string().trim().max(200) }))
      .min(1)
      .max(L.tableColumnsMax),
    rows: z
      .array(z.object({ cells: z.array(ZTableCell) }))
      .min(1)
      .max(L.tableRowsMax),
  })
  .superRefine((v, ctx) => {
    v.rows.forEach((row, i) => {
      if (row.cells.length !== v.columns.length)
        ctx.addIssue({ code: 'custom', message: 'Every row needs one cell per column', path: ['rows', i, 'cells'] });
    });
    const ids = v.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind === 'blank' ? [c.id] : [])));
    if (ids.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one cell to fill in', path: ['rows'] });
    checkUniqueIds(ids, ctx, ['rows']);
  });

/** 8 not graded: a free response with no key. */
export const ZNotGradedContent = z.object({}).default({});

/**
 * 9 constructed response: graded by the teacher, so no automatic key. The question's `points` is the
 * maximum score; an optional grading scale (rubric) and a sample answer guide the teacher.
 */
export const ZConstructedResponseContent = z
  .object({
    gradingScaleId: ZId.optional(),
    sampleAnswer: z.string().trim().min(1).max(L.longResponseMax).optional(),
  })
  .default({});

/** 10 inline choice: a sentence with `{{choice:id}}` drop-downs, each with options and exactly one correct. */
export const ZInlineChoiceContent = z
  .object({
    template: ZTemplate,
    dropdowns: z
      .array(z.object({ id: ZPartId, options: choices(ZChoice) }))
      .min(1)
      .max(L.partsMax),
  })
  .superRefine((v, ctx) => {
    checkTemplate(
      v.template,
      'choice',
      v.dropdowns.map((d) => d.id),
      ctx,
      'dropdowns',
    );
    v.dropdowns.forEach((d, i) => {
      checkUniqueIds(
        d.options.map((o) => o.id),
        ctx,
        ['dropdowns', i, 'options'],
      );
      if (countCorrect(d.options) !== 1)
        ctx.addIssue({ code: 'custom', message: 'Mark one correct option', path: ['dropdowns', i, 'options'] });
    });
  });

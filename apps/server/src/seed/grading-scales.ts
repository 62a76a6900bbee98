import type { TGradingScale } from '@clearsheets/shared';
import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gradingScales } from '../db/schema';

type Scale = Omit<TGradingScale, 'id'>;

// Constructed-response rubrics in the spirit of the STAAR scoring guides: 0 is no response or no
// understanding, the top score a complete, correct, well-supported answer. Written for the teacher who
// grades, so each level says what the answer looks like.
export const GRADING_SCALES: Scale[] = [
  {
    name: 'Short constructed response (0-2 points)',
    maxPoints: 2,
    levels: [
      {
        points: 0,
        label: 'No credit',
        description:
          'No response, or the answer is incorrect, off topic or only copies the question. It shows no understanding of the task.',
      },
      {
        points: 1,
        label: 'Partial',
        description:
          'The answer is partly correct: the main idea is right but the support, evidence or work is missing, vague or has errors; or the work is right but no answer is stated.',
      },
      {
        points: 2,
        label: 'Complete',
        description:
          'A correct, complete answer supported by accurate, relevant evidence from the text or by correct work, clearly explained.',
      },
    ],
  },
  {
    name: 'Constructed response (0-3 points)',
    maxPoints: 3,
    levels: [
      {
        points: 0,
        label: 'No credit',
        description: 'No response, or the answer is incorrect or unrelated to the question.',
      },
      {
        points: 1,
        label: 'Minimal',
        description:
          'Limited understanding: a correct answer with no explanation or evidence, or an attempt with major errors in reasoning or computation.',
      },
      {
        points: 2,
        label: 'Partial',
        description:
          'Mostly correct: the answer is right but the explanation or evidence is incomplete, or the strategy is sound with a minor error in the result.',
      },
      {
        points: 3,
        label: 'Complete',
        description:
          'Correct and complete: a sound strategy or accurate evidence, the right answer, and a clear explanation of the reasoning.',
      },
    ],
  },
  {
    name: 'Extended constructed response (0-4 points)',
    maxPoints: 4,
    levels: [
      {
        points: 0,
        label: 'No credit',
        description: 'No response, or the answer is incorrect, irrelevant or does not address the task.',
      },
      {
        points: 1,
        label: 'Limited',
        description:
          'Little understanding: a few correct pieces, but the answer is mostly incorrect, unsupported or unclear.',
      },
      {
        points: 2,
        label: 'Partial',
        description:
          'Some understanding: parts of the task are done correctly, but important steps, evidence or explanation are missing or wrong.',
      },
      {
        points: 3,
        label: 'Mostly complete',
        description:
          'Good understanding: the answer is correct and supported, with a minor error, gap or a less clear part of the explanation.',
      },
      {
        points: 4,
        label: 'Complete',
        description:
          'Thorough understanding: every part is correct, fully supported with accurate evidence or work, and the reasoning is explained clearly and precisely.',
      },
    ],
  },
];

/** Seeds the product's grading scales (no owner); a scale already there by name is left as it is. */
export async function seedGradingScales(db: Db) {
  const existing = await db
    .select({ name: gradingScales.name })
    .from(gradingScales)
    .where(isNull(gradingScales.ownerId));
  const have = new Set(existing.map((r) => r.name));
  const missing = GRADING_SCALES.filter((s) => !have.has(s.name));
  if (missing.length) await db.insert(gradingScales).values(missing);
}

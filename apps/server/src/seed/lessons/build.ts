// Small builders that keep the lesson content readable: a lesson is written as its parts (check-in, warm up,
// prior knowledge, worked examples, checkpoint, exit ticket), and `lesson` lays them out as slides with stable
// keys, the follow-up slides (target 2) after the class flow.
//
// Questions come from the worksheet library's builders (mc, sel, text, fill, order, drop, ...); a check's
// questions get the check's TEKS code. Quick checks (CFU) are written with `thumbs`, `faces`, `yn`, `tf`,
// `abcd` and `abc`; in `abcd`/`abc` a leading '*' marks the correct choice, as in the library.
import type { TCfu } from '@clearsheets/shared';
import type { LibImage } from '../library/images';
import type { MathDomainCode, SeedQuestion } from '../library/types';
import type { LessonGrade, SeedComponent, SeedLesson, SeedRoutedCheck, SeedSlide } from './types';

// ---------------------------------------------------------------- quick checks (CFU)

/** Thumbs up or down: how sure the class feels (no correct answer). */
export const thumbs = (prompt: string): TCfu => ({ format: 1, prompt });
/** Smile, neutral or sad faces (no correct answer). */
export const faces = (prompt: string): TCfu => ({ format: 4, prompt });
/** Yes or no, with the right answer. */
export const yn = (prompt: string, correct: 'yes' | 'no'): TCfu => ({ format: 2, prompt, correct });
/** True or false, with the right answer. */
export const tf = (prompt: string, correct: boolean): TCfu => ({ format: 3, prompt, correct: String(correct) });

const LETTERS = ['A', 'B', 'C', 'D'];
function lettered(format: 5 | 6, prompt: string, choices: readonly string[]): TCfu {
  const starred = choices.flatMap((c, i) => (c.startsWith('*') ? [i] : []));
  if (starred.length !== 1) throw new Error(`A lettered check needs exactly one starred choice: ${prompt}`);
  // The right answer's letter moves from check to check (fixed by the prompt, so every seed run is the same).
  let hash = 0;
  for (const ch of prompt) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 1_000_003;
  const shift = hash % choices.length;
  const rotated = choices.map((_, i) => choices[(i + shift) % choices.length] as string);
  return {
    format,
    prompt,
    choices: rotated.map((c) => (c.startsWith('*') ? c.slice(1) : c)),
    correct: LETTERS[rotated.findIndex((c) => c.startsWith('*'))],
  };
}
/** Four lettered choices A-D, the correct one starred. */
export const abcd = (prompt: string, choices: readonly string[]): TCfu => {
  if (choices.length !== 4) throw new Error(`abcd needs four choices: ${prompt}`);
  return lettered(5, prompt, choices);
};
/** Three lettered choices A-C, the correct one starred. */
export const abc = (prompt: string, choices: readonly string[]): TCfu => {
  if (choices.length !== 3) throw new Error(`abc needs three choices: ${prompt}`);
  return lettered(6, prompt, choices);
};

// ---------------------------------------------------------------- fractions shown step by step

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));
export const lcm = (a: number, b: number): number => (a * b) / gcdOf(a, b);
/** A fraction in TeX as written, not simplified: frac(3, 12) is \\frac{3}{12}. */
export const frac = (n: number, d: number): string => `\\frac{${n}}{${d}}`;

// ---------------------------------------------------------------- standalone yes/no and true/false

export type QuickComponent =
  | { kind: 3; prompt: string; correct?: 'yes' | 'no' }
  | { kind: 4; prompt: string; correct?: 'true' | 'false' };
/** 'yes' when the statement holds: the answer computed from the numbers shown. */
export const yesIf = (holds: boolean): 'yes' | 'no' => (holds ? 'yes' : 'no');
export const yesNo = (prompt: string, correct: 'yes' | 'no'): QuickComponent => ({ kind: 3, prompt, correct });
export const trueFalse = (prompt: string, correct: boolean): QuickComponent => ({
  kind: 4,
  prompt,
  correct: correct ? 'true' : 'false',
});

// ---------------------------------------------------------------- body text

/** Paragraphs separated by blank lines (the renderer's paragraphs). */
export const para = (...lines: readonly string[]): string => lines.join('\n\n');
/** Numbered steps, one paragraph each. */
export const steps = (...lines: readonly string[]): string =>
  lines.map((line, i) => `**Step ${i + 1}.** ${line}`).join('\n\n');
/** A display formula on its own line. */
export const show = (tex: string): string => `$$${tex}$$`;
/** A small table drawn in TeX (the slide text has no Markdown tables): the first row is the header. */
export const grid = (rows: readonly (readonly (string | number)[])[]): string => {
  const cols = rows[0]?.length ?? 1;
  const line = (row: readonly (string | number)[]) => row.map(String).join(' & ');
  const [head = [], ...rest] = rows;
  return show(
    `\\begin{array}{${Array.from({ length: cols }, () => 'c').join('|')}} ${line(head)} \\\\ \\hline ${rest.map(line).join(' \\\\ ')} \\end{array}`,
  );
};

// ---------------------------------------------------------------- the parts of a lesson

/** A presentation slide: a worked example with an optional quick check and standalone yes/no, true/false. */
export interface Teach {
  title: string;
  body: string;
  cfu?: TCfu;
  also?: QuickComponent[];
  notes?: string;
  /** Pictures drawn with the library's image functions, with the example's own numbers (at most four). */
  images?: LibImage[];
}

/** A checkpoint or exit ticket and its follow-ups. */
export interface CheckInput {
  /** The one TEKS code the check and its re-check assess. */
  std: string;
  /** Three questions (stamped with `std`). */
  questions: SeedQuestion[];
  /** 2 additional practice problem, 3 group instruction, 4 quick remedial lesson. */
  intervention: 2 | 3 | 4;
  /** Two questions of the same standard, asked after the intervention. */
  recheck: SeedQuestion[];
  /** The pathway (score 100): a harder worked problem and a challenge. */
  challenge: Teach;
  /** The intervention's slide: the idea again, step by step, with other numbers. */
  reteach: Teach;
  /** A Skill Builder Checkpoint (slide type 2) instead of a Checkpoint (1); checkpoints only. */
  skillBuilder?: boolean;
}

export interface LessonInput {
  key: string;
  title: string;
  description: string;
  grade: LessonGrade;
  domainCode: MathDomainCode;
  /** The social-emotional check-in: one of the four templates and a kid-friendly prompt. */
  mood: { template: 1 | 2 | 3 | 4; prompt: string };
  /** Two review questions, each with its TEKS code. */
  warmUp: SeedQuestion[];
  prior: { title: string; body: string };
  /** Worked examples before the checkpoint (two or three). */
  teach: Teach[];
  checkpoint: CheckInput;
  /** More presentation between the checkpoint and the exit ticket. */
  practice?: Teach[];
  exit: CheckInput;
}

const stamp = (std: string, questions: readonly SeedQuestion[], where: string): SeedQuestion[] =>
  questions.map((q) => {
    if (q.standardCode && q.standardCode !== std)
      throw new Error(`${where}: a question of ${q.standardCode} in a check of ${std}: ${q.prompt.slice(0, 60)}`);
    return { ...q, standardCode: std };
  });

function teachSlide(key: string, t: Teach, target: 1 | 2): SeedSlide {
  const components: SeedComponent[] = [
    {
      key: `${key}-present`,
      kind: 7,
      title: t.title,
      body: t.body,
      ...(t.cfu ? { cfu: t.cfu } : {}),
      ...(t.images?.length ? { images: t.images.map(({ url, alt }) => ({ url, alt })) } : {}),
    },
    ...(t.also ?? []).map((c, i) => ({ ...c, key: `${key}-quick-${i + 1}` }) as SeedComponent),
  ];
  return { key, title: t.title, target, ...(t.notes ? { notes: t.notes } : {}), components };
}

function checkSlides(lessonKey: string, key: string, kind: 5 | 6, c: CheckInput) {
  const where = `${lessonKey} ${key}`;
  if (c.questions.length !== 3) throw new Error(`${where}: a check has three questions`);
  if (c.recheck.length !== 2) throw new Error(`${where}: a re-check has two questions`);
  const challengeKey = `${key}-challenge`;
  const reteachKey = `${key}-reteach`;
  const slideType: 1 | 2 | 3 = kind === 6 ? 3 : c.skillBuilder ? 2 : 1;
  const title = slideType === 3 ? 'Exit Ticket' : slideType === 2 ? 'Skill Builder Checkpoint' : 'Checkpoint';
  const check: SeedRoutedCheck = {
    key: `${key}-check`,
    kind,
    title,
    slideType,
    standardCode: c.std,
    questions: stamp(c.std, c.questions, where),
    pathway: { slideKeys: [challengeKey] },
    intervention: {
      kind: c.intervention,
      slideKeys: [reteachKey],
      recheck: stamp(c.std, c.recheck, `${where} re-check`),
    },
  };
  return {
    main: { key, title, target: 1 as const, components: [check] },
    followUps: [
      teachSlide(challengeKey, { ...c.challenge, title: `Challenge: ${c.challenge.title}` }, 2),
      teachSlide(reteachKey, c.reteach, 2),
    ],
  };
}

/** Every TEKS code the lesson's questions use, in order of first use. */
export function lessonCodes(slides: readonly SeedSlide[]): string[] {
  const codes: string[] = [];
  for (const slide of slides)
    for (const c of slide.components) {
      const qs =
        c.kind === 5 || c.kind === 6 ? [...c.questions, ...c.intervention.recheck] : c.kind === 8 ? c.questions : [];
      for (const q of qs) if (q.standardCode && !codes.includes(q.standardCode)) codes.push(q.standardCode);
    }
  return codes;
}

/** Lays out a lesson's parts as slides: the class flow (target 1), then the follow-ups (target 2). */
export function lesson(input: LessonInput): SeedLesson {
  const { key } = input;
  if (input.warmUp.length !== 2) throw new Error(`${key}: the warm up has two questions`);
  for (const q of input.warmUp) if (!q.standardCode) throw new Error(`${key}: a warm-up question needs its code`);
  const warmCodes = [...new Set(input.warmUp.map((q) => q.standardCode as string))];
  const checkpoint = checkSlides(key, 'checkpoint', 5, input.checkpoint);
  const exit = checkSlides(key, 'exit-ticket', 6, input.exit);
  const slides: SeedSlide[] = [
    {
      key: 'check-in',
      title: 'Check in',
      target: 1,
      components: [{ key: 'check-in-mood', kind: 1, template: input.mood.template, prompt: input.mood.prompt }],
    },
    {
      key: 'warm-up',
      title: 'Warm up',
      target: 1,
      components: [
        {
          key: 'warm-up-check',
          kind: 8,
          title: 'Warm up',
          standardCode: warmCodes.length === 1 ? (warmCodes[0] as string) : null,
          questions: input.warmUp,
        },
      ],
    },
    {
      key: 'prior-knowledge',
      title: input.prior.title,
      target: 1,
      components: [
        { key: 'prior-knowledge-recall', kind: 2, title: input.prior.title, body: input.prior.body },
        // Every lesson asks early how sure the class feels, so the teacher knows how much to review.
        {
          key: 'prior-knowledge-thumbs',
          kind: 7,
          title: 'How sure are you?',
          body: '',
          cfu: thumbs('Thumbs up if you remember this well; thumbs down if you would like a quick review.'),
        },
      ],
    },
    ...input.teach.map((t, i) => teachSlide(`example-${i + 1}`, t, 1)),
    checkpoint.main,
    ...(input.practice ?? []).map((t, i) => teachSlide(`practice-${i + 1}`, t, 1)),
    exit.main,
    ...checkpoint.followUps,
    ...exit.followUps,
  ];
  return {
    key,
    title: input.title,
    description: input.description,
    grade: input.grade,
    domainCode: input.domainCode,
    standardCodes: lessonCodes(slides),
    slides,
  };
}

// Small builders that keep the library content readable: one call per question, answers marked in place.
//
// Conventions used by every content file:
// - choices: a leading '*' marks a correct choice: mc('2 + 2?', ['3', '*4', '5']).
// - gaps: '[[...]]' in a template is a blank (fill: accepted answers split by '|', a leading '!' turns
//   numeric equivalence off) or a drop-down (drop: options split by '|', the correct one starred); in a
//   table a cell '[[...]]' is a blank.
// - math is TeX between $...$; a literal dollar sign is written \$ (see `usd`).
import { type Grade, seededRandom, type TQuestionImage } from '@clearsheets/shared';
import type { LibImage } from './images';
import type { LibrarySubject, SeedPassage, SeedQuestion, SeedWorksheet } from './types';

export interface Opts {
  hint?: string;
  points?: number;
  /** Pictures shown with the prompt (graphs, figures). */
  images?: LibImage[];
  /** TEKS code; usually stamped on a group of questions with `on`. */
  std?: string;
  /** Key of a passage of the same worksheet. */
  passage?: string;
}

/** How typed answers are checked: `exact` turns numeric equivalence off ("write it as a fraction"). */
export interface KeyOpts {
  exact?: boolean;
  tolerance?: number;
  caseSensitive?: boolean;
}

const CHOICE_IDS = 'abcdefghijkl';
const GAP = /\[\[(.+?)\]\]/g;

const picture = (image: LibImage): TQuestionImage => ({ url: image.url, alt: image.alt });

const common = (prompt: string, o: Opts, defaultPoints = 1) => ({
  prompt,
  points: o.points ?? defaultPoints,
  ...(o.hint ? { hint: o.hint } : {}),
  ...(o.images?.length ? { images: o.images.map(picture) } : {}),
  ...(o.std ? { standardCode: o.std } : {}),
  ...(o.passage ? { passageKey: o.passage } : {}),
});

const textKey = (answers: readonly (string | number)[], k: KeyOpts = {}) => ({
  acceptedAnswers: answers.map(String),
  caseSensitive: k.caseSensitive ?? false,
  numericEquivalence: !k.exact,
  ...(k.tolerance !== undefined ? { tolerance: k.tolerance } : {}),
});

// A gap's accepted answers split by '|'; a leading '!' compares them as written (no numeric equivalence).
const gapKey = (inner: string, o: KeyOpts) =>
  inner.startsWith('!') ? textKey(inner.slice(1).split('|'), { ...o, exact: true }) : textKey(inner.split('|'), o);

const starred = (list: readonly string[]) =>
  list.map((raw, i) => {
    const correct = raw.startsWith('*');
    return { id: CHOICE_IDS[i] as string, text: correct ? raw.slice(1) : raw, correct };
  });

const countCorrect = (list: readonly { correct: boolean }[]) => list.filter((c) => c.correct).length;

function fail(message: string, prompt: string): never {
  throw new Error(`${message}: ${prompt.slice(0, 80)}`);
}

/** Type 1: exactly one starred choice. */
export function mc(prompt: string, choices: readonly string[], o: Opts = {}): SeedQuestion {
  const list = starred(choices);
  if (countCorrect(list) !== 1) fail('mc needs exactly one starred choice', prompt);
  return { ...common(prompt, o), answerType: 1, content: { choices: list } };
}

/** Type 2: one or more starred choices ("select all that apply"); worth 2 points unless told. */
export function sel(prompt: string, choices: readonly string[], o: Opts = {}): SeedQuestion {
  const list = starred(choices);
  if (countCorrect(list) < 1) fail('sel needs a starred choice', prompt);
  return { ...common(prompt, o, 2), answerType: 2, content: { choices: list } };
}

/** Type 3: a typed answer; the first accepted answer is the model answer. */
export function text(prompt: string, answers: readonly (string | number)[], o: Opts & KeyOpts = {}): SeedQuestion {
  return { ...common(prompt, o), answerType: 3, content: textKey(answers, o) };
}

/** Type 4: items listed in the correct order. */
export function order(prompt: string, items: readonly string[], o: Opts = {}): SeedQuestion {
  return {
    ...common(prompt, o, 2),
    answerType: 4,
    content: { items: items.map((t, i) => ({ id: `i${i + 1}`, text: t })) },
  };
}

/** Type 5: image choices; several correct ones make it a "select all" question. */
export function pick(
  prompt: string,
  choices: readonly { image: LibImage; correct?: boolean }[],
  o: Opts = {},
): SeedQuestion {
  const list = choices.map((c, i) => ({
    id: CHOICE_IDS[i] as string,
    ...picture(c.image),
    correct: c.correct === true,
  }));
  const multiple = countCorrect(list) > 1;
  return { ...common(prompt, o, multiple ? 2 : 1), answerType: 5, content: { choices: list, multiple } };
}

// Replaces each [[...]] of a template with a {{kind:id}} marker and returns the gap contents.
const gaps = (template: string, kind: 'blank' | 'choice', prefix: string) => {
  const parts: string[] = [];
  const out = template.replace(GAP, (_, inner: string) => {
    parts.push(inner);
    return `{{${kind}:${prefix}${parts.length}}}`;
  });
  return { template: out, parts };
};

/** Type 6: a sentence with blanks written [[answer|alternative]]. */
export function fill(prompt: string, template: string, o: Opts & KeyOpts = {}): SeedQuestion {
  const g = gaps(template, 'blank', 'b');
  if (g.parts.length === 0) fail('fill needs a [[blank]]', prompt);
  return {
    ...common(prompt, o, g.parts.length > 1 ? 2 : 1),
    answerType: 6,
    content: {
      template: g.template,
      blanks: g.parts.map((p, i) => ({ id: `b${i + 1}`, ...gapKey(p, o) })),
    },
  };
}

/** Type 7: a table; a cell written [[answer|alternative]] is a blank, any other cell is given. */
export function table(
  prompt: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  o: Opts & KeyOpts = {},
): SeedQuestion {
  let blanks = 0;
  const body = rows.map((row, r) => ({
    cells: row.map((raw, c) => {
      const cell = String(raw);
      const m = /^\[\[(.+)\]\]$/.exec(cell);
      if (!m) return { kind: 'given' as const, text: cell };
      blanks += 1;
      return { kind: 'blank' as const, id: `r${r + 1}c${c + 1}`, ...gapKey(m[1] as string, o) };
    }),
  }));
  return {
    ...common(prompt, o, blanks > 2 ? 2 : 1),
    answerType: 7,
    content: { columns: headers.map((header) => ({ header })), rows: body },
  };
}

/** Type 8: a reflection, never graded. */
export function reflect(prompt: string, o: Opts = {}): SeedQuestion {
  return { ...common(prompt, o), answerType: 8, content: {} };
}

/** Type 9: written answer the teacher grades; `points` 2-4 (default 2), with a sample answer. */
export function cr(prompt: string, sampleAnswer: string, o: Opts = {}): SeedQuestion {
  return { ...common(prompt, o, 2), answerType: 9, content: { sampleAnswer } };
}

/** Type 10: a sentence with drop-downs written [[*right|wrong|wrong]]. */
export function drop(prompt: string, template: string, o: Opts = {}): SeedQuestion {
  const g = gaps(template, 'choice', 'd');
  if (g.parts.length === 0) fail('drop needs a [[drop-down]]', prompt);
  const dropdowns = g.parts.map((p, i) => {
    const options = starred(p.split('|')).map((c, j) => ({ ...c, id: `d${i + 1}o${j + 1}` }));
    if (countCorrect(options) !== 1) fail('each drop-down needs exactly one starred option', prompt);
    return { id: `d${i + 1}`, options };
  });
  return {
    ...common(prompt, o, dropdowns.length > 1 ? 2 : 1),
    answerType: 10,
    content: { template: g.template, dropdowns },
  };
}

/** Stamps a TEKS code on questions that have none. */
export const on = (standardCode: string, questions: readonly SeedQuestion[]): SeedQuestion[] =>
  questions.map((q) => (q.standardCode ? q : { ...q, standardCode }));

/** Attaches questions to a passage of the worksheet. */
export const about = (passageKey: string, questions: readonly SeedQuestion[]): SeedQuestion[] =>
  questions.map((q) => ({ ...q, passageKey }));

export interface SheetInput {
  key: string;
  title: string;
  description: string;
  grade: Grade;
  subject: LibrarySubject;
  domainCode?: string;
  isFullTopic: boolean;
  passages?: SeedPassage[];
  questions: SeedQuestion[];
  /** Defaults to the questions' codes in order of first use. */
  standardCodes?: string[];
}

/** A worksheet whose standard codes are those its questions use. */
export const sheet = (input: SheetInput): SeedWorksheet => ({
  ...input,
  standardCodes: input.standardCodes ?? [
    ...new Set(input.questions.flatMap((q) => (q.standardCode ? [q.standardCode] : []))),
  ],
});

// ---------------------------------------------------------------- numbers in prompts and answers

/** 12345 -> "12,345"; decimals keep their digits: 1234.5 -> "1,234.5". */
export const num = (n: number, decimals?: number): string => {
  const fixed = decimals === undefined ? String(n) : n.toFixed(decimals);
  const [int = '', dec] = fixed.replace('-', '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${dec !== undefined ? `.${dec}` : ''}`;
};

/** A number for inside TeX: commas need braces ("1{,}000") so KaTeX does not space them. */
export const tn = (n: number, decimals?: number): string => num(n, decimals).replaceAll(',', '{,}');

/** Money for prompts and choices: \$4.50, \$12 (whole dollars without cents unless `cents`). */
export const usd = (n: number, cents = !Number.isInteger(n)): string => `\\$${num(n, cents ? 2 : 0)}`;

/** Money as a student types it: "4.50" (numbers compare by value, so "4.5" is accepted too). */
export const money = (n: number): string => n.toFixed(2);

export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** The fraction in TeX: fr(3, 4) -> "$\frac{3}{4}$". */
export const fr = (n: number, d: number): string => `$\\frac{${n}}{${d}}$`;

/** n/d in lowest terms as typed text: "3/4", "2", or a mixed number "1 1/2". */
export const fracText = (n: number, d: number): string => {
  const g = gcd(n, d);
  const [a, b] = [n / g, d / g];
  if (b === 1) return String(a);
  if (a > b) return `${Math.floor(a / b)} ${a % b}/${b}`;
  return `${a}/${b}`;
};

/** n/d in lowest terms in TeX (mixed when greater than 1), without the dollar signs. */
export const fracTex = (n: number, d: number): string => {
  const g = gcd(n, d);
  const [a, b] = [n / g, d / g];
  if (b === 1) return String(a);
  if (a > b) return `${Math.floor(a / b)}\\frac{${a % b}}{${b}}`;
  return `\\frac{${a}}{${b}}`;
};

/** Rounds to `places` decimals without binary noise (2.675 -> 2.68). */
export const round = (n: number, places = 2): number => {
  const f = 10 ** places;
  // 12.045 * 100 is 1204.4999999999998 in binary; 12 significant digits bring back the 1204.5 that was meant.
  return Math.round(Number((n * f).toPrecision(12))) / f;
};

/** Rounds to the nearest multiple of `unit` (10, 100, 1000, ...), halves up. */
export const roundTo = (n: number, unit: number): number => Math.round(n / unit) * unit;

/** The relation of a to b as a drop-down: [[*>|<|=]] with the true one starred. */
export const relation = (a: number, b: number): string => {
  const rel = Math.abs(a - b) < 1e-12 ? '=' : a > b ? '>' : '<';
  return `[[${['>', '<', '='].map((s) => (s === rel ? `*${s}` : s)).join('|')}]]`;
};

/** Accepted answers for an amount of money: "4.50" first, then with a dollar sign. */
export const moneyKeys = (n: number): string[] => {
  const keys = [n.toFixed(2), `$${num(n, 2)}`, `$${n.toFixed(2)}`];
  if (Number.isInteger(n)) keys.push(`$${num(n)}`, `$${n}`);
  return [...new Set(keys)];
};

/** Accepted answers for a percent: "40%" first, then the bare number. */
export const percentKeys = (n: number): string[] => [`${n}%`, String(n), `${n} %`];

/** A deterministic generator (mulberry32) for number variations, so every seed run writes the same items. */
export function rng(seed: number) {
  const next = seededRandom(seed);
  return {
    /** An integer from min to max inclusive. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

// ---------------------------------------------------------------- exact fractions for generated answers

/** A fraction [numerator, denominator] in lowest terms with a positive denominator. */
export type Ratio = readonly [number, number];

export const ratio = (n: number, d = 1): Ratio => {
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return [(sign * n) / g, (sign * d) / g];
};
export const plus = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
export const minus = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
export const times = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[0], a[1] * b[1]);
export const over = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[1], a[1] * b[0]);

/** As a student types it: "-3/2" becomes "-1 1/2", "4/2" becomes "2". */
export const ratioText = ([n, d]: Ratio): string => `${n < 0 ? '-' : ''}${fracText(Math.abs(n), d)}`;
/** In TeX (without dollar signs), mixed when greater than 1. */
export const ratioTex = ([n, d]: Ratio): string => `${n < 0 ? '-' : ''}${fracTex(Math.abs(n), d)}`;

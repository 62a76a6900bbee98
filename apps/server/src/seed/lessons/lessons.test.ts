import fs from 'node:fs';
import path from 'node:path';
import {
  AUTO_SCORED_TYPES,
  CFU_OPTIONS,
  type CfuFormat,
  correctResponse,
  parseTemplate,
  scoreResponse,
  type TLessonContent,
  type TQuestion,
  type TQuestionInput,
  type TSlideComponent,
  ZLessonContent,
  ZQuestionInput,
} from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from '../library/content';
import { LIBRARY_IMAGE_DIR, LIBRARY_IMAGE_MAX_BYTES, LIBRARY_IMAGE_URL_PREFIX } from '../library/images';
import { TEXAS_STANDARDS } from '../standards/texas';
import { lessonCodes } from './build';
import { LESSONS } from './content';
import { resolveLesson } from './resolve';
import type { SeedLesson } from './types';

// The Texas mathematics standards the standards seed ships: code -> grade and reporting category, and a fake id.
const math = new Map<string, { grade: string; domain: string; id: number }>();
for (const subject of TEXAS_STANDARDS)
  if (subject.subject === 'Math')
    for (const g of subject.grades)
      for (const d of g.domains)
        for (const s of d.standards) math.set(s.code, { grade: g.grade, domain: d.code, id: math.size + 1 });
const codeOf = new Map([...math].map(([code, s]) => [s.id, code]));
const idOf = (code: string) => {
  const s = math.get(code);
  if (!s) throw new Error(`unknown standard ${code}`);
  return s.id;
};

const resolved = LESSONS.map((l) => ({ l, content: resolveLesson(l, idOf) }));
const componentsOf = (content: TLessonContent) => content.slides.flatMap((s) => s.components.map((c) => ({ s, c })));
const questionsOf = (c: TSlideComponent): TQuestion[] =>
  c.kind === 5 || c.kind === 6 ? [...c.questions, ...c.intervention.recheck] : c.kind === 8 ? c.questions : [];
const allQuestions = resolved.flatMap(({ l, content }) =>
  componentsOf(content).flatMap(({ c }) => questionsOf(c).map((q) => ({ l, q, at: `${l.key} q${q.id}` }))),
);
const cfusOf = (content: TLessonContent) =>
  componentsOf(content).flatMap(({ c }) => {
    if (c.kind === 7 && c.cfu) return [{ format: c.cfu.format, correct: c.cfu.correct, choices: c.cfu.choices }];
    if (c.kind === 3) return [{ format: 2, correct: c.correct, choices: undefined }];
    if (c.kind === 4) return [{ format: 3, correct: c.correct, choices: undefined }];
    return [];
  });

const input = (q: TQuestion): TQuestionInput => {
  const { id: _id, ...rest } = q;
  return rest as TQuestionInput;
};

// Every piece of text a student or teacher sees.
function textsOf(content: TLessonContent): string[] {
  const out: string[] = [];
  for (const { s, c } of componentsOf(content)) {
    out.push(s.title, s.notes ?? '');
    switch (c.kind) {
      case 1:
      case 3:
      case 4:
        out.push(c.prompt);
        break;
      case 2:
        out.push(c.title, c.body);
        break;
      case 7:
        out.push(c.title, c.body, c.cfu?.prompt ?? '', ...(c.cfu?.choices ?? []));
        break;
      default:
        break;
    }
  }
  return out;
}
function questionTexts(q: TQuestionInput): string[] {
  const out = [q.prompt, q.hint ?? ''];
  if (q.answerType === 1 || q.answerType === 2) out.push(...q.content.choices.map((c) => c.text));
  if (q.answerType === 4) out.push(...q.content.items.map((i) => i.text));
  if (q.answerType === 6) out.push(q.content.template);
  if (q.answerType === 10)
    out.push(q.content.template, ...q.content.dropdowns.flatMap((d) => d.options.map((o) => o.text)));
  if (q.answerType === 7)
    for (const row of q.content.rows) for (const cell of row.cells) if (cell.kind === 'given') out.push(cell.text);
  return out;
}
const texDelimiters = (s: string) => (s.replaceAll('\\$', '').match(/\$/g) ?? []).length;
// The renderer follows Pandoc: "$" opens before a non-space and closes after a non-space, not before a digit.
const misplacedTex = (s: string): string | null => {
  const parts = s.replaceAll('\\$', '').replaceAll('$$', '\u0000').split('$');
  for (let i = 1; i < parts.length; i += 2) {
    const tex = parts[i] as string;
    if (/^\s|\s$/.test(tex) || tex === '' || /^\d/.test(parts[i + 1] ?? '')) return `$${tex}$`;
  }
  return null;
};

describe('the Clear Lessons library', () => {
  it('has one lesson per grade 3-8 and reporting category, with unique stable keys and titles', () => {
    expect(LESSONS).toHaveLength(24);
    const keys = LESSONS.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^g[3-8]-rc[1-4]-lesson(-[a-z0-9]+)+$/);
    expect(new Set(LESSONS.map((l) => l.title)).size).toBe(LESSONS.length);
    for (const grade of ['3', '4', '5', '6', '7', '8'])
      for (const rc of ['RC1', 'RC2', 'RC3', 'RC4']) {
        const found = LESSONS.filter((l) => l.grade === grade && l.domainCode === rc);
        expect(found, `grade ${grade} ${rc}`).toHaveLength(1);
        expect(found[0]?.key.startsWith(`g${grade}-${rc.toLowerCase()}-`)).toBe(true);
      }
  });

  it('aligns every lesson to standards of its grade and reporting category that its worksheet uses', () => {
    for (const l of LESSONS) {
      const sheet = LIBRARY.find((w) => w.subject === 'Math' && w.grade === l.grade && w.domainCode === l.domainCode);
      expect(sheet, l.key).toBeDefined();
      expect(l.standardCodes.length, l.key).toBeGreaterThanOrEqual(2);
      expect(l.standardCodes, l.key).toEqual(lessonCodes(l.slides));
      for (const code of l.standardCodes) {
        expect(math.get(code), `${l.key}: ${code}`).toMatchObject({ grade: l.grade, domain: l.domainCode });
        expect(sheet?.standardCodes, `${l.key}: ${code} is not on ${sheet?.key}`).toContain(code);
      }
    }
  });

  it('resolves to content the lesson model accepts unchanged', () => {
    for (const { l, content } of resolved) {
      const parsed = ZLessonContent.safeParse(content);
      expect(parsed.success, `${l.key}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
      expect(parsed.data, l.key).toEqual(content);
    }
  });

  it('lays out the class flow: check-in, warm up, prior knowledge, examples, checkpoint, exit ticket', () => {
    for (const { l, content } of resolved) {
      const flow = content.slides.filter((s) => s.target === 1);
      const kinds = flow.map((s) => s.components[0]?.kind);
      expect(kinds.slice(0, 3), l.key).toEqual([1, 8, 2]);
      const checkpointAt = kinds.indexOf(5);
      expect(checkpointAt, l.key).toBeGreaterThanOrEqual(5);
      expect(
        kinds.slice(3, checkpointAt).every((k) => k === 7),
        l.key,
      ).toBe(true);
      expect(checkpointAt - 3, `${l.key}: two or three examples`).toBeLessThanOrEqual(3);
      expect(kinds.at(-1), l.key).toBe(6);
      expect(
        kinds.slice(checkpointAt + 1, -1).every((k) => k === 7),
        l.key,
      ).toBe(true);
      // The class flow comes first, then the follow-ups.
      const targets = content.slides.map((s) => s.target);
      expect(targets, l.key).toEqual([...targets].sort());
      const all = componentsOf(content);
      expect(
        all.some(({ c }) => c.kind === 3 || c.kind === 4),
        `${l.key}: a standalone yes/no or true/false`,
      ).toBe(true);
      expect(
        all.some(({ c }) => c.kind === 9),
        l.key,
      ).toBe(false);
      const sel = flow[0]?.components[0];
      expect(sel?.kind === 1 && sel.prompt.length > 10, l.key).toBe(true);
      const prior = flow[2]?.components[0];
      expect(prior?.kind === 2 && prior.body.includes('$'), `${l.key}: prior knowledge recalls the math`).toBe(true);
      for (const s of flow.slice(3, checkpointAt))
        expect(
          s.components[0]?.kind === 7 && s.components[0].cfu,
          `${l.key} ${s.key}: a check for understanding`,
        ).toBeTruthy();
    }
  });

  it('has unique slide and component keys in each lesson', () => {
    for (const { l, content } of resolved) {
      const slideKeys = content.slides.map((s) => s.key);
      expect(new Set(slideKeys).size, l.key).toBe(slideKeys.length);
      const componentKeys = componentsOf(content).map(({ c }) => c.key);
      expect(new Set(componentKeys).size, l.key).toBe(componentKeys.length);
    }
  });

  it('routes every check to existing follow-up slides and uses every follow-up slide', () => {
    const interventions = new Set<number>();
    const slideTypes = new Set<number>();
    for (const { l, content } of resolved) {
      const followUps = new Set(content.slides.filter((s) => s.target === 2).map((s) => s.key));
      const used = new Set<string>();
      const checks = componentsOf(content).filter(({ c }) => c.kind === 5 || c.kind === 6);
      expect(
        checks.map(({ c }) => c.kind),
        l.key,
      ).toEqual([5, 6]);
      for (const { c } of checks) {
        if (c.kind !== 5 && c.kind !== 6) continue;
        const at = `${l.key} ${c.key}`;
        expect(c.slideType, at).toBe(c.kind === 6 ? 3 : c.slideType === 2 ? 2 : 1);
        slideTypes.add(c.slideType);
        expect([2, 3, 4], at).toContain(c.intervention.kind);
        interventions.add(c.intervention.kind);
        expect(c.pathway.slideKeys.length, at).toBeGreaterThan(0);
        expect(c.intervention.slideKeys.length, at).toBeGreaterThan(0);
        for (const key of [...c.pathway.slideKeys, ...c.intervention.slideKeys]) {
          expect(followUps.has(key), `${at} -> ${key}`).toBe(true);
          used.add(key);
        }
        for (const key of c.intervention.slideKeys) expect(c.pathway.slideKeys, at).not.toContain(key);
        for (const key of [...c.pathway.slideKeys, ...c.intervention.slideKeys]) {
          const slide = content.slides.find((s) => s.key === key);
          expect(slide?.components[0]?.kind, `${at} -> ${key}`).toBe(7);
        }
      }
      expect([...used].sort(), l.key).toEqual([...followUps].sort());
    }
    expect([...interventions].sort()).toEqual([2, 3, 4]);
    expect([...slideTypes].sort()).toEqual([1, 2, 3]);
  });

  it('checks one standard at a time: three questions and a two-question re-check of the same standard', () => {
    for (const { l, content } of resolved)
      for (const { c } of componentsOf(content)) {
        if (c.kind === 8) {
          expect(c.questions, `${l.key} warm up`).toHaveLength(2);
          for (const q of c.questions) expect(q.standardId, `${l.key} warm up`).toBeDefined();
          if (c.standardId !== null) for (const q of c.questions) expect(q.standardId).toBe(c.standardId);
        }
        if (c.kind !== 5 && c.kind !== 6) continue;
        const at = `${l.key} ${c.key}`;
        expect(c.standardId, at).not.toBeNull();
        expect(c.questions, at).toHaveLength(3);
        expect(c.intervention.recheck, at).toHaveLength(2);
        for (const q of [...c.questions, ...c.intervention.recheck]) expect(q.standardId, at).toBe(c.standardId);
        expect(l.standardCodes, at).toContain(codeOf.get(c.standardId as number));
      }
  });

  it('numbers the questions of each lesson 1, 2, 3, ...', () => {
    for (const { l, content } of resolved) {
      const ids = componentsOf(content).flatMap(({ c }) => questionsOf(c).map((q) => q.id));
      expect(ids, l.key).toEqual(ids.map((_, i) => i + 1));
    }
  });

  it('uses several question types in each lesson: multiple choice, typed answers and one more', () => {
    for (const { l, content } of resolved) {
      const types = new Set(componentsOf(content).flatMap(({ c }) => questionsOf(c).map((q) => q.answerType)));
      expect(types.has(1), `${l.key}: multiple choice`).toBe(true);
      expect(types.has(3), `${l.key}: text response`).toBe(true);
      expect(
        [2, 4, 6, 10].some((t) => types.has(t as 2)),
        `${l.key}: selection, ordering, fill-in or inline choice`,
      ).toBe(true);
    }
  });

  it('gives every question a valid studio shape, its standard, and full marks for its correct response', () => {
    for (const { q, at } of allQuestions) {
      const question = input(q);
      const parsed = ZQuestionInput.safeParse(question);
      expect(parsed.success, `${at}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(parsed.data, at).toEqual(question);
      expect(q.standardId, at).toBeDefined();
      expect(AUTO_SCORED_TYPES as readonly number[], at).toContain(q.answerType);
      const result = scoreResponse(question, correctResponse(question));
      expect(result.status, at).toBe('correct');
      expect(result.score, at).toBe(question.points);
    }
  });

  it('never offers the same choice twice and keys typed answers without rounding noise', () => {
    for (const { q, at } of allQuestions) {
      const lists: string[][] = [];
      if (q.answerType === 1 || q.answerType === 2) lists.push(q.content.choices.map((c) => c.text));
      if (q.answerType === 4) lists.push(q.content.items.map((i) => i.text));
      if (q.answerType === 10) lists.push(...q.content.dropdowns.map((d) => d.options.map((o) => o.text)));
      for (const list of lists) expect(new Set(list).size, `${at}: ${list.join(' / ')}`).toBe(list.length);
      const keys = q.answerType === 3 ? [q.content] : q.answerType === 6 ? q.content.blanks : [];
      for (const key of keys) for (const a of key.acceptedAnswers) expect(a, at).not.toMatch(/\.\d{7,}|e[-+]\d/);
    }
  });

  it('gives quick checks valid answers and varies their formats', () => {
    const formats = new Set<number>();
    for (const { l, content } of resolved) {
      const cfus = cfusOf(content);
      const mine = new Set(cfus.map((c) => c.format));
      expect(mine.size, `${l.key}: CFU formats`).toBeGreaterThanOrEqual(4);
      for (const c of cfus) {
        formats.add(c.format);
        const values = CFU_OPTIONS[c.format as CfuFormat].map((o) => o.value);
        if (c.format === 1 || c.format === 4) expect(c.correct, l.key).toBeUndefined();
        else expect(values, l.key).toContain(c.correct);
        if (c.format === 5 || c.format === 6) {
          expect(c.choices, l.key).toHaveLength(values.length);
          expect(new Set(c.choices).size, `${l.key}: ${c.choices?.join(' / ')}`).toBe(values.length);
        } else expect(c.choices, l.key).toBeUndefined();
      }
    }
    expect([...formats].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Each right answer of a lettered check is not always the first letter.
    const letters = new Set(
      resolved.flatMap(({ content }) =>
        cfusOf(content)
          .filter((c) => c.format === 5)
          .map((c) => c.correct),
      ),
    );
    expect(letters.size).toBeGreaterThan(1);
  });

  it('balances TeX dollar signs in every text and leaves no [[gap]] syntax behind', () => {
    for (const { l, content } of resolved) {
      for (const s of textsOf(content)) {
        expect(texDelimiters(s) % 2, `${l.key}: ${s}`).toBe(0);
        expect(misplacedTex(s), `${l.key}: ${s}`).toBeNull();
        expect(s, l.key).not.toMatch(/\[\[|\]\]|undefined|NaN|Infinity|\d\.\d{6,}|\de[-+]\d/);
      }
    }
    for (const { q, at } of allQuestions) {
      const question = input(q);
      for (const s of questionTexts(question)) {
        expect(texDelimiters(s) % 2, `${at}: ${s}`).toBe(0);
        expect(misplacedTex(s.replace(/\{\{(blank|choice):[^}]+\}\}/g, '_')), `${at}: ${s}`).toBeNull();
        expect(s, at).not.toMatch(/\[\[|\]\]|undefined|NaN|Infinity|\d\.\d{6,}|\de[-+]\d/);
      }
      if (question.answerType === 6 || question.answerType === 10)
        for (const seg of parseTemplate(question.content.template))
          if (seg.kind === 'text') expect(texDelimiters(seg.text) % 2, `${at}: TeX must not span a gap`).toBe(0);
    }
  });

  it('refuses a check whose question belongs to another standard', async () => {
    const { lesson } = await import('./build');
    const [first] = LESSONS as SeedLesson[];
    expect(first).toBeDefined();
    const { mc, on } = await import('../library/build');
    const q = on('5.2A', [mc('?', ['*a', 'b'])]);
    expect(() =>
      lesson({
        key: 'x',
        title: 'x',
        description: 'x',
        grade: '5',
        domainCode: 'RC1',
        mood: { template: 1, prompt: 'How are you?' },
        warmUp: [...q, ...q],
        prior: { title: 'x', body: 'x' },
        teach: [],
        checkpoint: {
          std: '5.2B',
          questions: [...q, ...q, ...q],
          intervention: 2,
          recheck: [...q, ...q],
          challenge: { title: 'x', body: 'x' },
          reteach: { title: 'x', body: 'x' },
        },
        exit: {
          std: '5.2A',
          questions: [...q, ...q, ...q],
          intervention: 2,
          recheck: [...q, ...q],
          challenge: { title: 'x', body: 'x' },
          reteach: { title: 'x', body: 'x' },
        },
      }),
    ).toThrow(/5\.2A.*5\.2B/);
  });
});

describe('the lesson pictures', () => {
  // Every picture on every slide of every lesson, with the lesson it belongs to.
  const pictures = resolved.flatMap(({ l, content }) =>
    content.slides.flatMap((s) =>
      s.components.flatMap((c) => ('images' in c && Array.isArray(c.images) ? c.images : []).map((i) => ({ l, i }))),
    ),
  );

  it('are rendered library PNGs with a description', () => {
    expect(pictures.length).toBeGreaterThan(0);
    for (const { l, i } of pictures) {
      const where = `${l.key}: ${i.url}`;
      expect(i.alt.trim().length, where).toBeGreaterThan(0);
      expect(i.url.startsWith(LIBRARY_IMAGE_URL_PREFIX), where).toBe(true);
      const file = path.join(LIBRARY_IMAGE_DIR, i.url.slice(LIBRARY_IMAGE_URL_PREFIX.length));
      expect(fs.existsSync(file), `${file} is missing: run npx tsx apps/server/src/seed/library/render-images.ts`).toBe(
        true,
      );
      const png = fs.readFileSync(file);
      expect(png.subarray(1, 4).toString('latin1'), where).toBe('PNG');
      expect(png.length, where).toBeLessThanOrEqual(LIBRARY_IMAGE_MAX_BYTES);
    }
  });

  it('illustrate a worked example in at least 21 of the lessons', () => {
    expect(new Set(pictures.map(({ l }) => l.key)).size).toBeGreaterThanOrEqual(21);
  });
});

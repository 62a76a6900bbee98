import fs from 'node:fs';
import path from 'node:path';
import {
  AUTO_SCORED_TYPES,
  correctResponse,
  GRADES,
  parseTemplate,
  scoreResponse,
  type TQuestionInput,
  ZQuestionInput,
} from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../lessons/content';
import { TEXAS_STANDARDS } from '../standards/texas';
import { LIBRARY } from './content';
import { LIBRARY_IMAGE_DIR, LIBRARY_IMAGE_MAX_BYTES, LIBRARY_IMAGE_URL_PREFIX, libraryImages } from './images';
import { questionData } from './index';
import type { SeedQuestion, SeedWorksheet } from './types';

const all = LIBRARY.flatMap((w) => w.questions.map((q, i) => ({ w, q, i, at: `${w.key} #${i + 1}` })));
// Fake ids stand in for the database's: the shape is what is checked here.
const stored = (q: SeedQuestion) => questionData(q, { standardId: 1, ...(q.passageKey ? { passageId: 2 } : {}) });

// The standards the standards seed ships, by subject: code -> { grade, domain, emphasis }.
const standards = new Map<string, { grade: string; domain: string; emphasis?: string }>();
for (const subject of TEXAS_STANDARDS)
  for (const g of subject.grades)
    for (const d of g.domains)
      for (const s of d.standards)
        standards.set(`${subject.subject}|${s.code}`, { grade: g.grade, domain: d.code, emphasis: s.emphasis });

// Every piece of text a student sees, to check TeX delimiters and leftover gap syntax.
function textsOf(q: TQuestionInput): string[] {
  const out = [q.prompt, q.hint ?? '', ...(q.images ?? []).map((i) => i.alt)];
  switch (q.answerType) {
    case 9:
      out.push(q.content.sampleAnswer ?? '');
      break;
    case 1:
    case 2:
      out.push(...q.content.choices.map((c) => c.text));
      break;
    case 4:
      out.push(...q.content.items.map((i) => i.text));
      break;
    case 6:
      out.push(q.content.template);
      break;
    case 7:
      out.push(...q.content.columns.map((c) => c.header));
      for (const row of q.content.rows) for (const cell of row.cells) if (cell.kind === 'given') out.push(cell.text);
      break;
    case 10:
      out.push(q.content.template, ...q.content.dropdowns.flatMap((d) => d.options.map((o) => o.text)));
      break;
    default:
      break;
  }
  return out;
}

// Dollar signs that open or close TeX, i.e. not written \$.
const texDelimiters = (s: string) => (s.replaceAll('\\$', '').match(/\$/g) ?? []).length;

// The renderer follows Pandoc: "$" opens before a non-space and closes after a non-space, not before a digit.
const misplacedTex = (s: string): string | null => {
  const parts = s.replaceAll('\\$', '').split('$');
  for (let i = 1; i < parts.length; i += 2) {
    const tex = parts[i] as string;
    if (/^\s|\s$/.test(tex) || tex === '' || /^\d/.test(parts[i + 1] ?? '')) return `$${tex}$`;
  }
  return null;
};

describe('the library content', () => {
  it('has at least 320 questions and every answer type at least 10 times', () => {
    expect(all.length).toBeGreaterThanOrEqual(320);
    const byType = new Map<number, number>();
    for (const { q } of all) byType.set(q.answerType, (byType.get(q.answerType) ?? 0) + 1);
    for (let type = 1; type <= 10; type += 1)
      expect(byType.get(type) ?? 0, `answer type ${type}`).toBeGreaterThanOrEqual(10);
  });

  it('parses every question with the studio schema, complete with its answers', () => {
    for (const { q, at } of all) {
      const parsed = ZQuestionInput.safeParse(stored(q));
      expect(parsed.success, `${at}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      // The seed stores exactly what the schema would keep (defaults already applied).
      expect(parsed.data, at).toEqual(stored(q));
    }
  });

  it('gives full marks to the correct response of every auto-scored question', () => {
    for (const { q, at } of all) {
      const question = stored(q);
      if (!(AUTO_SCORED_TYPES as readonly number[]).includes(question.answerType)) continue;
      const result = scoreResponse(question, correctResponse(question));
      expect(result.status, at).toBe('correct');
      expect(result.score, at).toBe(question.points);
    }
  });

  it('never offers the same choice, option or ordering item twice in a question', () => {
    for (const { q, at } of all) {
      const lists: string[][] = [];
      if (q.answerType === 1 || q.answerType === 2) lists.push(q.content.choices.map((c) => c.text));
      if (q.answerType === 4) lists.push(q.content.items.map((i) => i.text));
      if (q.answerType === 5) lists.push(q.content.choices.map((c) => c.url));
      if (q.answerType === 10) lists.push(...q.content.dropdowns.map((d) => d.options.map((o) => o.text)));
      for (const list of lists) expect(new Set(list).size, `${at}: ${list.join(' / ')}`).toBe(list.length);
    }
  });

  it('balances TeX dollar signs and leaves no [[gap]] syntax behind', () => {
    for (const { q, at } of all) {
      for (const s of textsOf(stored(q))) {
        expect(texDelimiters(s) % 2, `${at}: ${s}`).toBe(0);
        expect(misplacedTex(s.replace(/\{\{(blank|choice):[^}]+\}\}/g, '_')), `${at}: ${s}`).toBeNull();
        expect(s, at).not.toMatch(/\[\[|\]\]/);
      }
      if (q.answerType === 6 || q.answerType === 10)
        for (const seg of parseTemplate(q.content.template))
          if (seg.kind === 'text') expect(texDelimiters(seg.text) % 2, `${at}: TeX must not span a gap`).toBe(0);
    }
    for (const w of LIBRARY) for (const p of w.passages ?? []) expect(texDelimiters(p.body) % 2, p.key).toBe(0);
  });

  it('keys typed answers without binary rounding noise', () => {
    for (const { q, at } of all) {
      const keys =
        q.answerType === 3
          ? [q.content]
          : q.answerType === 6
            ? q.content.blanks
            : q.answerType === 7
              ? q.content.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind === 'blank' ? [c] : [])))
              : [];
      for (const key of keys) for (const a of key.acceptedAnswers) expect(a, at).not.toMatch(/\.\d{7,}|e[-+]\d/);
    }
  });

  it('gives constructed responses a sample answer and 2-4 points, and hints only where they help', () => {
    for (const { q, at } of all) {
      if (q.answerType === 9) {
        expect(q.content.sampleAnswer, at).toBeTruthy();
        expect(q.points, at).toBeGreaterThanOrEqual(2);
        expect(q.points, at).toBeLessThanOrEqual(4);
      } else expect(q.points, at).toBeLessThanOrEqual(4);
    }
  });
});

describe('the library worksheets', () => {
  const keys = LIBRARY.map((w) => w.key);
  const math = LIBRARY.filter((w) => w.subject === 'Math' && w.key !== 'g5-every-answer-type');

  it('have unique, stable slug keys and unique titles', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = LIBRARY.map((w) => `${w.grade}|${w.subject}|${w.title}`);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('cover every STAAR reporting category of mathematics grades 3 to 8', () => {
    for (const grade of ['3', '4', '5', '6', '7', '8'])
      for (const rc of ['RC1', 'RC2', 'RC3', 'RC4'])
        expect(
          math.some((w) => w.grade === grade && w.domainCode === rc),
          `grade ${grade} ${rc}`,
        ).toBe(true);
    expect(math.length).toBeGreaterThanOrEqual(24);
  });

  it('include reading with passages (grades 3-5) and science (grade 5 or 8)', () => {
    const reading = LIBRARY.filter((w) => w.subject === 'Reading');
    expect(reading.length).toBeGreaterThanOrEqual(2);
    for (const w of reading) {
      expect(['3', '4', '5']).toContain(w.grade);
      expect(w.passages?.length, w.key).toBeGreaterThan(0);
    }
    expect(LIBRARY.some((w) => w.subject === 'Science' && ['5', '8'].includes(w.grade))).toBe(true);
  });

  it('make about half of the worksheets full-topic, at least one per math grade', () => {
    const full = LIBRARY.filter((w) => w.isFullTopic).length;
    expect(full / LIBRARY.length).toBeGreaterThan(0.4);
    expect(full / LIBRARY.length).toBeLessThan(0.6);
    for (const grade of ['3', '4', '5', '6', '7', '8'])
      expect(
        math.some((w) => w.grade === grade && w.isFullTopic),
        grade,
      ).toBe(true);
  });

  it('has the end-to-end worksheet: one question of each type, in type order, grade 5 math, full topic', () => {
    const w = LIBRARY.find((x) => x.key === 'g5-every-answer-type') as SeedWorksheet;
    expect(w).toMatchObject({
      title: 'Grade 5 review: every question type',
      grade: '5',
      subject: 'Math',
      isFullTopic: true,
    });
    expect(w.questions.map((q) => q.answerType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const image = w.questions[4];
    expect(image?.answerType === 5 && !image.content.multiple).toBe(true);
  });

  it('align every question to a shipped standard of the worksheet grade, listed on the worksheet', () => {
    for (const w of LIBRARY) {
      expect(GRADES).toContain(w.grade);
      expect(w.standardCodes.length, w.key).toBeGreaterThan(0);
      for (const code of w.standardCodes) {
        const s = standards.get(`${w.subject}|${code}`);
        expect(s, `${w.key}: ${w.subject} ${code} is not in the standards seed`).toBeDefined();
        expect(s?.grade, `${w.key}: ${code}`).toBe(w.grade);
        // A worksheet filed under a reporting category only uses that category's standards.
        if (w.domainCode) expect(s?.domain, `${w.key}: ${code}`).toBe(w.domainCode);
      }
      for (const [i, q] of w.questions.entries()) {
        // Reflections (not graded) may stand apart from any one standard; everything else is aligned.
        if (q.answerType !== 8) expect(q.standardCode, `${w.key} #${i + 1}`).toBeDefined();
        if (q.standardCode) expect(w.standardCodes, `${w.key} #${i + 1}`).toContain(q.standardCode);
      }
    }
  });

  it('cover every readiness standard of their reporting category when full-topic', () => {
    for (const w of math.filter((x) => x.isFullTopic && x.domainCode)) {
      const readiness = [...standards.entries()]
        .filter(
          ([k, s]) =>
            k.startsWith('Math|') && s.grade === w.grade && s.domain === w.domainCode && s.emphasis === 'readiness',
        )
        .map(([k]) => k.slice('Math|'.length));
      for (const code of readiness)
        expect(w.standardCodes, `${w.key} misses readiness standard ${code}`).toContain(code);
    }
  });

  it('use each passage, with keys and titles unique within the worksheet', () => {
    for (const w of LIBRARY) {
      const passages = w.passages ?? [];
      expect(new Set(passages.map((p) => p.key)).size, w.key).toBe(passages.length);
      expect(new Set(passages.map((p) => p.title)).size, w.key).toBe(passages.length);
      const used = new Set(w.questions.flatMap((q) => (q.passageKey ? [q.passageKey] : [])));
      for (const key of used)
        expect(
          passages.map((p) => p.key),
          w.key,
        ).toContain(key);
      for (const p of passages) expect(used, `${w.key}: passage ${p.key} is unused`).toContain(p.key);
    }
  });
});

describe('the library images', () => {
  const urls = new Set(
    all.flatMap(({ q }) => {
      const question = stored(q);
      const images = [...(question.images ?? []), ...(question.answerType === 5 ? question.content.choices : [])];
      return images.map((i) => i.url);
    }),
  );

  it('are rendered: every picture a question uses is a small PNG in the web app public folder', () => {
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(LIBRARY_IMAGE_URL_PREFIX), url).toBe(true);
      const file = path.join(LIBRARY_IMAGE_DIR, url.slice(LIBRARY_IMAGE_URL_PREFIX.length));
      expect(fs.existsSync(file), `${file} is missing: run npx tsx apps/server/src/seed/library/render-images.ts`).toBe(
        true,
      );
      const png = fs.readFileSync(file);
      expect(png.subarray(1, 4).toString('latin1'), url).toBe('PNG');
      expect(png.length, url).toBeLessThanOrEqual(LIBRARY_IMAGE_MAX_BYTES);
      expect(Math.max(png.readUInt32BE(16), png.readUInt32BE(20)), url).toBeLessThanOrEqual(400);
    }
  });

  it('are all drawn by the library and used by it (or by the lessons, which draw with the same functions)', () => {
    const names = new Set([...urls].map((u) => u.slice(LIBRARY_IMAGE_URL_PREFIX.length, -'.png'.length)));
    const lessonNames = new Set(
      LESSONS.flatMap((l) => l.slides)
        .flatMap((s) => s.components)
        .flatMap((c) => (c.kind === 7 ? (c.images ?? []) : []))
        .map((i) => i.url.slice(LIBRARY_IMAGE_URL_PREFIX.length, -'.png'.length)),
    );
    expect(new Set([...names, ...lessonNames])).toEqual(new Set(libraryImages().keys()));
  });
});

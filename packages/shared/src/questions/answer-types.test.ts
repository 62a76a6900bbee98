import { describe, expect, it } from 'vitest';
import { ALL_SAMPLES, imageSingle, inlineChoice, inlineText, multiChoice, tableFillIn } from '../../test/samples';
import { ZQuestion, ZQuestionInput } from './answer-types';
import { ZResponse } from './responses';
import { parseTemplate, templateMarker, templateMarkerIds } from './template';

const issues = (raw: unknown) => {
  const result = ZQuestion.safeParse(raw);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const mc = (choices: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 1,
  answerType: 1,
  prompt: 'Pick one',
  content: { choices },
  ...extra,
});

describe('question schemas', () => {
  it('accept a question of every type and fill the defaults', () => {
    for (const q of ALL_SAMPLES) expect(ZQuestion.parse(q)).toEqual(q);
    const parsed = ZQuestion.parse(
      mc([
        { id: 'a', text: '1', correct: true },
        { id: 'b', text: '2' },
      ]),
    );
    expect(parsed.points).toBe(1);
    expect(parsed.answerType === 1 && parsed.content.choices[1]?.correct).toBe(false);
    const text = ZQuestion.parse({ id: 2, answerType: 3, prompt: 'Q', content: { acceptedAnswers: [' 4 '] } });
    expect(text.content).toEqual({ acceptedAnswers: ['4'], caseSensitive: false, numericEquivalence: true });
    expect(ZQuestion.parse({ id: 3, answerType: 8, prompt: 'Q' }).content).toEqual({});
  });

  it('need exactly one correct choice for multi choice', () => {
    expect(
      issues(
        mc([
          { id: 'a', text: '1' },
          { id: 'b', text: '2' },
        ]),
      ),
    ).toContain('Mark one correct choice');
    expect(
      issues(
        mc([
          { id: 'a', text: '1', correct: true },
          { id: 'b', text: '2', correct: true },
        ]),
      ),
    ).toContain('Mark one correct choice');
  });

  it('reject duplicate ids, a single choice, bad ids, zero or fractional points', () => {
    expect(
      issues(
        mc([
          { id: 'a', text: '1', correct: true },
          { id: 'a', text: '2' },
        ]),
      ),
    ).toContain('Duplicate id "a"');
    expect(issues(mc([{ id: 'a', text: '1', correct: true }]))).not.toEqual([]);
    expect(
      issues(
        mc([
          { id: 'a b', text: '1', correct: true },
          { id: 'c', text: '2' },
        ]),
      ),
    ).not.toEqual([]);
    expect(
      issues(
        mc([
          { id: '__proto__', text: '1', correct: true },
          { id: 'c', text: '2' },
        ]),
      ),
    ).toContain('This id is reserved');
    const ok = [
      { id: 'a', text: '1', correct: true },
      { id: 'b', text: '2' },
    ];
    expect(issues(mc(ok, { points: 0 }))).not.toEqual([]);
    expect(issues(mc(ok, { points: 1.5 }))).not.toEqual([]);
    expect(issues(mc(ok, { prompt: '   ' }))).toContain('Write the question');
  });

  it('require alt text and an image of this install: an upload or a library picture, no other address', () => {
    const image = (url: string, alt: string) => ({ ...multiChoice, images: [{ url, alt }] });
    const imageChoices = (url: string) => ({
      ...imageSingle,
      content: { ...imageSingle.content, choices: imageSingle.content.choices.map((c) => ({ ...c, url })) },
    });
    for (const url of [
      '/uploads/0b6f4c1e-8a61-4c5e-9a3e-2d9f7c1b5a10.png',
      '/uploads/a_b-1.jpg',
      '/library/angle-30.png',
    ]) {
      expect(issues(image(url, 'A number line')), url).toEqual([]);
      expect(issues(imageChoices(url)), url).toEqual([]);
    }
    expect(issues(image('/uploads/a.png', ' '))).not.toEqual([]);
    for (const url of [
      'https://evil.example/x.png',
      'http://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\\/evil.example/x.png',
      '/uploads/../x.png',
      '/uploads/%2e%2e/x.png',
      '/uploads/sub/x.png',
      '/uploads/x.png?track=1',
      '/uploads/x.svg',
      '/library/../uploads/x.png',
      '/files/a.png',
      'javascript:alert(1)',
      'JavaScript:alert(1)//x.png',
      'data:image/png;base64,AAAA',
      'blob:https://evil.example/1',
      'uploads/x.png',
      '',
    ]) {
      expect(issues(image(url, 'x')), url).toEqual(['Please upload image']);
      expect(issues(imageChoices(url)), url).not.toEqual([]);
    }
  });

  it('require every sentence marker to have its key, and no stray keys', () => {
    const content = inlineText.content;
    expect(issues({ ...inlineText, content: { ...content, template: 'No gaps here.' } })).toContain(
      'Add a {{blank:id}} to the sentence',
    );
    expect(issues({ ...inlineText, content: { ...content, blanks: content.blanks.slice(1) } })).toContain(
      'No answer for "city"',
    );
    expect(issues({ ...inlineText, content: { ...content, template: `${content.template} {{choice:x}}` } })).toContain(
      'Use only {{blank:id}} markers here',
    );
    expect(
      issues({ ...inlineChoice, content: { ...inlineChoice.content, template: 'Only {{choice:sides}}.' } }),
    ).toContain('"angles" is not in the sentence');
  });

  it('require one correct option per drop-down', () => {
    const [first, second] = inlineChoice.content.dropdowns;
    const noneCorrect = { ...second, options: second?.options.map((o) => ({ ...o, correct: false })) };
    expect(
      issues({ ...inlineChoice, content: { ...inlineChoice.content, dropdowns: [first, noneCorrect] } }),
    ).toContain('Mark one correct option');
  });

  it('require table rows to match the columns and at least one cell to fill', () => {
    const { columns, rows } = tableFillIn.content;
    expect(issues({ ...tableFillIn, content: { columns: [...columns, { header: 'z' }], rows } })).toContain(
      'Every row needs one cell per column',
    );
    const given = rows.map((r) => ({ cells: r.cells.map(() => ({ kind: 'given', text: '1' })) }));
    expect(issues({ ...tableFillIn, content: { columns, rows: given } })).toContain('Add at least one cell to fill in');
  });

  it('accept a question without an id as studio input', () => {
    const { id: _, ...input } = multiChoice;
    expect(ZQuestionInput.safeParse(input).success).toBe(true);
    expect(ZQuestion.safeParse(input).success).toBe(false);
  });
});

describe('response schema', () => {
  it('is discriminated by answer type and rejects unknown types', () => {
    expect(ZResponse.parse({ answerType: 10, selections: { a: 'b' } })).toEqual({
      answerType: 10,
      selections: { a: 'b' },
    });
    expect(ZResponse.safeParse({ answerType: 11, text: 'x' }).success).toBe(false);
    expect(ZResponse.safeParse({ answerType: 3, text: 'x'.repeat(501) }).success).toBe(false);
    expect(ZResponse.safeParse({ answerType: 9, text: 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe('templates', () => {
  it('split a sentence into text and gaps, in reading order', () => {
    expect(parseTemplate('A {{blank:b1}} and {{choice:c-2}}.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'blank', id: 'b1' },
      { kind: 'text', text: ' and ' },
      { kind: 'choice', id: 'c-2' },
      { kind: 'text', text: '.' },
    ]);
    expect(templateMarkerIds(inlineText.content.template, 'blank')).toEqual(['city', 'q', 'word']);
    expect(templateMarker('choice', 'x')).toBe('{{choice:x}}');
    expect(parseTemplate('{{blank:bad id}} {{other:x}}')).toEqual([
      { kind: 'text', text: '{{blank:bad id}} {{other:x}}' },
    ]);
  });
});

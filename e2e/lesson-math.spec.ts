import type { Page } from '@playwright/test';
import { readStorage } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Every slide of every seeded Clear Lesson, previewed as the demo teacher (read-only), first as students see it
// and then with the answer keys: no TeX may be left as text anywhere a slide shows it (titles, text, quick checks
// and their choices, checkpoint and exit-ticket questions, choices and hints). Lesson content writes math between
// $...$ and an escaped dollar as \$; both must render (a formula, a dollar sign), never show their source.

test.describe.configure({ timeout: 120_000 });
test.use({ signedInAs: 'teacher' });

/** `$`-delimited TeX or a backslash command left as text. `$` pairs follow the renderer's rule (opening before a
 * non-space, closing after one and not before a digit), so rendered prices ("$20 and $30") are not taken for TeX.
 * The unit test of lesson text and the e2e preview of every slide use the same. */
const RAW_TEX = /\$[^$\s](?:[^$]*[^$\s])?\$(?!\d)|\\[a-zA-Z]+/;

interface Place {
  lesson: string;
  slide: string;
  keys: boolean;
  text: string;
}

/**
 * Walks the previewed lesson's slides from the one shown to the last (or back to the first) inside the page, one
 * round trip per lesson, and returns the raw TeX a person can read on each (innerText: only what is rendered).
 */
function rawTexOnEverySlide(page: Page, forward: boolean): Promise<{ slide: number; text: string }[]> {
  return page.evaluate(
    async ({ pattern, forward }) => {
      const main = document.querySelector('main') as HTMLElement;
      const position = () =>
        [...main.querySelectorAll('[role=status]')]
          .map((e) => e.textContent ?? '')
          .find((t) => /^Slide \d+ of/.test(t)) ?? '';
      const label = forward ? 'Next slide' : 'Previous slide';
      const next = [...main.querySelectorAll('button')].find((b) => b.textContent?.includes(label));
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const found: { slide: number; text: string }[] = [];
      for (;;) {
        const [, number, total] = /^Slide (\d+) of (\d+)/.exec(position()) ?? [];
        for (const text of main.innerText.match(new RegExp(pattern, 'g')) ?? [])
          found.push({ slide: Number(number), text });
        if (!next || number === (forward ? total : '1')) return found;
        const before = position();
        next.click();
        while (position() === before) await frame();
        await frame();
      }
    },
    { pattern: RAW_TEX.source, forward },
  );
}

test('no seeded Clear Lesson shows TeX source on any slide, with or without its answer keys', async ({ page }) => {
  await openHome(page, 'teacher');
  const token = await readStorage(page, 'token');
  const response = await page.request.get('/api/v1/lessons', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  expect(items.length, 'the seeded Clear Lessons').toBeGreaterThanOrEqual(24);

  const places: Place[] = [];
  let slides = 0;
  for (const lesson of items) {
    await page.goto(`/teacher/clearlesson/preview?cc=${lesson.id}`);
    // The first preview also loads the lesson pages and KaTeX: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: `Preview: ${lesson.title}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('status').filter({ hasText: /^Slide 1 of/ })).toBeVisible();
    for (const keys of [false, true]) {
      // With the keys, back from the last slide to the first.
      if (keys) await page.getByRole('switch', { name: /Show answer keys/ }).check();
      const found = await rawTexOnEverySlide(page, !keys);
      for (const { slide, text } of found) places.push({ lesson: lesson.title, slide: String(slide), keys, text });
    }
    const status = await page
      .getByRole('status')
      .filter({ hasText: /^Slide \d+ of/ })
      .innerText();
    const total = Number(/of (\d+)/.exec(status)?.[1]);
    slides += total;
  }
  const lessonsWithTex = new Set(places.map((p) => p.lesson));
  const asStudents = places.filter((p) => !p.keys).length;
  console.log(
    `${slides} slides of ${items.length} lessons previewed: ${asStudents} raw-TeX places as students see them ` +
      `(${places.length - asStudents} more with the keys), in ${lessonsWithTex.size} lessons`,
  );
  expect(
    places.map((p) => `${p.lesson}, slide ${p.slide}${p.keys ? ' (keys)' : ''}: ${p.text}`),
    'TeX shown as text',
  ).toEqual([]);
});

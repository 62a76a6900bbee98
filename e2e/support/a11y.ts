import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// ADA Title II asks public schools for WCAG 2.1 AA: no page may have a serious or critical violation.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The scan: the WCAG tags, one `axe.run` in the page (legacy mode: the default runs axe per frame, then opens a
 * new blank page and loads axe into it again to merge the results), and full node lists for violations only
 * (passes and incomplete keep one node each; only violations are asserted). Same violations, nodes and messages
 * as the default, same-origin frames included (checked against a page with violations), in about half the time.
 * `options` replaces the options, so it comes before `withTags`, which adds the tags to them.
 */
const scan = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);

/** Runs axe on the page as it is now and fails with every serious or critical violation spelled out. */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  const results = await scan(page).analyze();
  expect(results.toolOptions.runOnly, 'the scan runs the WCAG A and AA rules').toEqual({
    type: 'tag',
    values: WCAG_TAGS,
  });
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(blocking.length, `Serious or critical accessibility violations on ${where}:\n${report}`).toBe(0);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// ADA Title II asks public schools for WCAG 2.1 AA: no page may have a serious or critical violation.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now and fails with every serious or critical violation spelled out. */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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

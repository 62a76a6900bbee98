import type { Page } from '@playwright/test';
import { expect, openHome, test } from './support/signed-in';

// Phones (issue 27, item 11): a wide report table scrolls inside its own frame, never the page sideways (the
// visually hidden text of its cells once widened the page to 2,950 px). Screenshot in test-results/narrow.

test.describe.configure({ timeout: 120_000 });

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('a district admin on a phone', () => {
  test.use({ signedInAs: 'district.admin', viewport: { width: 390, height: 844 } });

  test('scrolls the heat map inside its frame, the page never sideways', async ({ page }) => {
    await openHome(page, 'district.admin');
    await page.goto('/districtadmin/report/domainsummary/');
    const heat = page.getByRole('region', { name: 'Standards heat map' });
    await expect(heat.getByRole('table')).toBeVisible();
    const frame = heat.getByRole('group').first();
    // The table is wider than the phone, and its frame scrolls it.
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
    // Scrolled to its last column, the frame still keeps the page in place.
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await pageScrollsSideways(page)).toBe(false);
    await page.screenshot({ path: 'test-results/narrow/heat-map-390.png', fullPage: false });
  });
});

test.describe('a teacher on a phone', () => {
  test.use({ signedInAs: 'teacher', viewport: { width: 390, height: 844 } });

  test("names each percentage of the home: the class's average on standards, an assignment's score", async ({
    page,
  }) => {
    await openHome(page, 'teacher');
    await expect(page.getByText('On this assignment (work handed in)').first()).toBeVisible();
    await expect(page.getByText(/^Class average on standards, these dates: /).first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    await page.screenshot({ path: 'test-results/narrow/teacher-home-390.png', fullPage: true });
  });
});

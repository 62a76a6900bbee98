import { visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Student screens are built for landscape: a phone held upright gets asked to rotate. Each test opens the app
// with its account's saved sign-in (support/signed-in.ts).

const ROTATE = 'Please rotate your mobile device';

test.describe('portrait phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe(() => {
    test.use({ signedInAs: 'student' });
    test('a signed-in student sees the rotate overlay', async ({ page }) => {
      await openHome(page, 'student');
      await expect(visibleText(page, ROTATE)).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'teacher' });
    test('a teacher sees no rotate overlay', async ({ page }) => {
      await openHome(page, 'teacher');
      await expect(visibleText(page, 'Ana Garcia')).toBeVisible();
      await expect(page.getByText(ROTATE).filter({ visible: true })).toHaveCount(0);
    });
  });
});

test.describe('landscape phone (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, signedInAs: 'student' });

  test('a signed-in student sees no rotate overlay', async ({ page }) => {
    await openHome(page, 'student');
    await expect(page.getByRole('heading', { name: 'Hi, Mia!' })).toBeVisible();
    await expect(page.getByText(ROTATE).filter({ visible: true })).toHaveCount(0);
  });
});

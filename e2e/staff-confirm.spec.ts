import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// A teacher who signs up names their school; its paid license reaches them only once an admin there
// confirms them on the staff page (docs/decisions/0028).

const PASSWORD = 'Bluebonnet2026';

/** A verified teacher who signed up naming Bluebonnet Elementary (the sign-up spec covers the pages). */
async function signedUpAtBluebonnet(request: APIRequestContext) {
  const districts = (await (await request.get('/api/v1/account/signup/districts')).json()) as {
    items: { id: number; name: string }[];
  };
  const district = districts.items.find((d) => d.name === 'Lone Oak ISD');
  const schools = (await (await request.get(`/api/v1/account/signup/districts/${district?.id}/schools`)).json()) as {
    items: { id: number; name: string }[];
  };
  const school = schools.items.find((s) => s.name === 'Bluebonnet Elementary');
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `placed.${tag}@example.org`;
  const created = await request.post('/api/v1/account/signup', {
    data: {
      firstName: 'Lena',
      lastName: `Okafor ${tag}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      districtId: district?.id,
      schoolId: school?.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  let token: string | undefined;
  await expect(async () => {
    const list = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      items: { id: number }[];
    };
    const mail = (await (await request.get(`/api/v1/dev/outbox/${list.items[0]?.id}`)).json()) as { text: string };
    token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  expect((await request.post('/api/v1/account/verify-email', { data: { token } })).status()).toBe(200);
  return { email, lastName: `Okafor ${tag}` };
}

async function licenseScopes(request: APIRequestContext, email: string) {
  const session = await request.post('/connect/token', {
    form: { grant_type: 'password', client_id: 'clearsheets-web', username: email, password: PASSWORD },
  });
  const me = await request.get('/api/v1/me', {
    headers: { authorization: `Bearer ${(await session.json()).access_token}` },
  });
  return ((await me.json()).licenses as { code: string; scope: string }[]).map((l) => `${l.code}/${l.scope}`).sort();
}

test.describe('a school admin confirms a teacher who signed up', () => {
  test.use({ signedInAs: 'school.admin' });

  test('the staff list marks them, Confirm gives them the school’s license', async ({ page, request }) => {
    const teacher = await signedUpAtBluebonnet(request);
    expect(await licenseScopes(request, teacher.email)).toEqual(['CKF/teacher']);

    await openHome(page, 'school.admin');
    await page.goto(`/teacher/staff?search=${encodeURIComponent(teacher.email)}`);
    await expect(page).toHaveURL(urlPath('/teacher/staff'));
    const row = page.getByRole('row', { name: new RegExp(teacher.lastName) });
    await expect(row.getByText('Signed up, not confirmed')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/staff with a teacher to confirm');

    await row.getByRole('button', { name: new RegExp(`Actions for Lena ${teacher.lastName}`) }).click();
    await page.getByRole('menuitem', { name: 'Confirm at this school' }).click();
    await expect(
      page.getByText(`Lena ${teacher.lastName} is confirmed: the school’s licenses now reach them.`),
    ).toBeVisible();
    await expect(row.getByText('Signed up, not confirmed')).toHaveCount(0);
    expect(await licenseScopes(request, teacher.email)).toContain('CKPD/school');
  });
});

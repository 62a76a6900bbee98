import { MESSAGES } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, formBody, signIn } from '../../../test/factories';
import { payWith, sandboxSettled, startPlan, subscribeAndPay, TEST_CARDS } from '../../../test/kits/billing/sandbox';
import { auditLog, invoices, licenses, paymentSandboxEvents, subscriptions } from '../../db/schema';

// The sandbox provider end to end: the card form's outcomes, its signed events delivered to our own webhook by
// the background job, and the license that only the webhook grants.

describe('billing through the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const freeTeacher = async () => {
    const user = await buildUser(db(), { role: 'Teacher', license: 'CKF' });
    const tokens = await signIn(t.app, user.username);
    return { user, token: tokens.access_token, refresh: tokens.refresh_token };
  };
  const me = async (token: string) => (await t.app.inject({ url: '/api/v1/me', headers: bearer(token) })).json();
  const licensesOf = (userId: number) =>
    db()
      .select()
      .from(licenses)
      .where(and(eq(licenses.teacherId, userId), eq(licenses.source, 'subscription')));

  it('offers a free teacher both plans with monthly and yearly prices, through the sandbox', async () => {
    const { token } = await freeTeacher();
    const res = await t.app.inject({ url: '/api/v1/billing/plans', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'sandbox',
      publishableKey: null,
      currency: 'usd',
      eligibility: { canSubscribe: true, reason: null, coveredBy: null },
    });
    expect(body.plans).toEqual([
      expect.objectContaining({ code: 'CKPD', tier: 'paid', prices: { month: 999, year: 8900 } }),
      expect.objectContaining({ code: 'CKPM', tier: 'premium', prices: { month: 1499, year: 12900 } }),
    ]);
    expect(body.plans[0].features).toEqual(expect.arrayContaining(['cs_clear_monitor', 'cs_clearsheet_studio']));
    expect((await me(token)).abilities).toEqual({ subscribe: true });
  });

  it('tells a teacher whose school license already covers them, and refuses a plan', async () => {
    const { access_token } = await signIn(t.app, 'teacher');
    const plans = (await t.app.inject({ url: '/api/v1/billing/plans', headers: bearer(access_token) })).json();
    expect(plans.eligibility).toEqual({
      canSubscribe: false,
      reason: 'licensed',
      coveredBy: { name: 'Clearsheets Paid', scope: 'school', holder: 'school', endsOn: expect.any(String) },
    });
    const res = await startPlan(t.app, access_token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_licensed', title: MESSAGES.alreadyLicensed });
    expect((await me(access_token)).abilities).toEqual({ subscribe: false });
  });

  it('refuses plans to leaders (their license comes with the school or district)', async () => {
    const { access_token } = await signIn(t.app, 'principal');
    const plans = (await t.app.inject({ url: '/api/v1/billing/plans', headers: bearer(access_token) })).json();
    expect(plans.eligibility.reason).toBe('notTeacher');
    expect((await startPlan(t.app, access_token)).statusCode).toBe(403);
  });

  it('grants the license only once the webhook confirms the payment, and /me changes at once', async () => {
    const { user, token } = await freeTeacher();
    const started = await startPlan(t.app, token, 'CKPM', 'year');
    expect(started.statusCode).toBe(201);
    const { subscriptionId, clientSecret, provider } = started.json();
    expect(provider).toBe('sandbox');
    expect(clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_[0-9a-f]+$/);
    await sandboxSettled(t.app);
    // Started, not paid: no license, nothing opens.
    expect(await licensesOf(user.id)).toEqual([]);
    expect((await me(token)).permissions.cs_clear_monitor).toBeUndefined();

    const paid = await payWith(t.app, token, clientSecret, TEST_CARDS.success);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    await sandboxSettled(t.app);

    const [license] = await licensesOf(user.id);
    const yearFromNow = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(license).toMatchObject({
      code: 'CKPM',
      scope: 'teacher',
      source: 'subscription',
      grades: ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      startsOn: new Date().toISOString().slice(0, 10),
    });
    expect(Math.abs(Date.parse(license!.endsOn) - Date.parse(yearFromNow))).toBeLessThanOrEqual(2 * 86_400_000);
    // The same access token: /me reads licenses fresh, so the premium features open within one request.
    const after = await me(token);
    expect(after.licenses).toContainEqual(expect.objectContaining({ code: 'CKPM', scope: 'teacher' }));
    expect(after.permissions.cs_clear_monitor).toEqual({ V: true, C: false, E: true, D: false });
    expect(after.abilities).toEqual({ subscribe: false });

    const detail = await t.app.inject({
      url: `/api/v1/billing/subscriptions/${subscriptionId}`,
      headers: bearer(token),
    });
    expect(detail.json()).toMatchObject({
      subscription: {
        id: subscriptionId,
        plan: 'CKPM',
        interval: 'year',
        status: 'active',
        cancelAtPeriodEnd: false,
        license: { code: 'CKPM', inForce: true },
        abilities: { cancel: true, resume: false },
      },
      invoices: [{ status: 'paid', amountCents: 12900, currency: 'usd', number: expect.stringMatching(/-0001$/) }],
    });
    const grants = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'license.granted'), eq(auditLog.entityId, String(license!.id))));
    expect(grants).toHaveLength(1);
    // Every event the sandbox made reached the webhook.
    const pending = await db().select().from(paymentSandboxEvents);
    expect(pending.every((e) => e.deliveredAt !== null)).toBe(true);
  });

  it('puts the new license in the token at the next refresh', async () => {
    const { user, refresh } = await freeTeacher();
    const { access_token } = await signIn(t.app, user.username);
    await subscribeAndPay(t.app, access_token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({ grant_type: 'refresh_token', refresh_token: refresh, client_id: 'clearsheets-web' }),
    });
    expect(res.statusCode).toBe(200);
    const payload = JSON.parse(Buffer.from(res.json().access_token.split('.')[1], 'base64url').toString());
    expect(JSON.parse(payload.UserInfo).Licenses).toEqual(expect.arrayContaining(['CKF', 'CKPD']));
    // The refreshed token opens a paid route the old one could not.
    const monitor = await t.app.inject({
      url: '/api/v1/monitor/assignments',
      headers: bearer(res.json().access_token),
    });
    expect(monitor.statusCode).not.toBe(403);
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined', MESSAGES.cardDeclined],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds', MESSAGES.cardInsufficientFunds],
    [TEST_CARDS.expired, 'expired_card', MESSAGES.cardExpired],
    [TEST_CARDS.incorrectCvc, 'incorrect_cvc', MESSAGES.cardIncorrectCvc],
  ])(
    'declines card %s with %s: the invoice failed, no license, the same payment takes another card',
    async (number, code, title) => {
      const { user, token } = await freeTeacher();
      const { subscriptionId, clientSecret } = (await startPlan(t.app, token)).json();
      const res = await payWith(t.app, token, clientSecret, number);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code, title });
      await sandboxSettled(t.app);
      const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      expect(sub).toMatchObject({ status: 'incomplete', licenseId: null });
      expect(await db().select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId))).toEqual([
        expect.objectContaining({ status: 'failed', failureCode: code }),
      ]);
      expect(await licensesOf(user.id)).toEqual([]);

      const retry = await payWith(t.app, token, clientSecret, TEST_CARDS.success);
      expect(retry.statusCode).toBe(200);
      await sandboxSettled(t.app);
      expect(await db().select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId))).toEqual([
        expect.objectContaining({ status: 'paid', failureCode: null }),
      ]);
      expect(await licensesOf(user.id)).toHaveLength(1);
    },
  );

  it('asks for the bank check with the authentication card: approve pays, fail declines', async () => {
    const { user, token } = await freeTeacher();
    const { clientSecret } = (await startPlan(t.app, token)).json();
    const asked = await payWith(t.app, token, clientSecret, TEST_CARDS.authenticate);
    expect(asked.json()).toEqual({ status: 'requires_action' });
    const authenticate = (approve: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/sandbox/authenticate',
        headers: bearer(token),
        payload: { clientSecret, approve },
      });
    const failed = await authenticate(false);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({
      code: 'payment_intent_authentication_failure',
      title: MESSAGES.paymentAuthenticationFailed,
    });
    await sandboxSettled(t.app);
    expect(await licensesOf(user.id)).toEqual([]);
    // Failing leaves nothing to approve; the card is asked again and approved this time.
    expect((await authenticate(true)).statusCode).toBe(409);
    expect((await payWith(t.app, token, clientSecret, TEST_CARDS.authenticate)).json()).toEqual({
      status: 'requires_action',
    });
    expect((await authenticate(true)).json()).toEqual({ status: 'succeeded' });
    await sandboxSettled(t.app);
    expect(await licensesOf(user.id)).toHaveLength(1);
  });

  it('turns away other numbers, past expiry dates, paid payments and other people’s payments', async () => {
    const { token } = await freeTeacher();
    const { clientSecret } = (await startPlan(t.app, token)).json();
    const real = await payWith(t.app, token, clientSecret, '4111 1111 1111 1111');
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({ code: 'not_a_test_card', title: MESSAGES.sandboxTestCardsOnly });
    const past = await payWith(t.app, token, clientSecret, TEST_CARDS.success, { expiry: '01 / 20' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ field: 'body.expiry', message: MESSAGES.cardExpiryPast }]);
    const badForm = await payWith(t.app, token, clientSecret, TEST_CARDS.success, { cvc: '12', expiry: '13/30' });
    expect(badForm.statusCode).toBe(400);
    expect(
      badForm
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.cvc', 'body.expiry']);

    const other = await freeTeacher();
    expect((await payWith(t.app, other.token, clientSecret, TEST_CARDS.success)).statusCode).toBe(404);
    expect((await payWith(t.app, token, `${clientSecret}x`, TEST_CARDS.success)).statusCode).toBe(404);

    expect((await payWith(t.app, token, clientSecret, TEST_CARDS.success)).statusCode).toBe(200);
    const again = await payWith(t.app, token, clientSecret, TEST_CARDS.success);
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(MESSAGES.paymentAlreadyDone);
    await sandboxSettled(t.app);
  });

  it('refuses a second subscription while one runs, and abandons an unpaid start when a new one begins', async () => {
    const { user, token } = await freeTeacher();
    const first = (await startPlan(t.app, token)).json();
    const second = (await startPlan(t.app, token, 'CKPM', 'month')).json();
    await sandboxSettled(t.app);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.find((r) => r.id === first.subscriptionId)?.status).toBe('incomplete_expired');
    // The abandoned payment cannot be paid any more.
    const stale = await payWith(t.app, token, first.clientSecret, TEST_CARDS.success);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().title).toBe(MESSAGES.paymentNotPending);

    expect((await payWith(t.app, token, second.clientSecret, TEST_CARDS.success)).statusCode).toBe(200);
    await sandboxSettled(t.app);
    const refused = await startPlan(t.app, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'subscription_exists', title: MESSAGES.subscriptionExists });
  });

  it('cancels at the end of the period (the license stays), resumes, and renews in the sweep', async () => {
    const { user, token } = await freeTeacher();
    const { subscriptionId } = await subscribeAndPay(t.app, token);
    const [license] = await licensesOf(user.id);
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/billing/subscriptions/${subscriptionId}/${action}`,
        headers: bearer(token),
      });

    const canceled = await act('cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      abilities: { cancel: false, resume: true },
      license: { inForce: true, endsOn: license!.endsOn },
    });
    expect((await act('cancel')).statusCode).toBe(409);
    await sandboxSettled(t.app);
    expect((await me(token)).permissions.cs_clear_monitor?.V).toBe(true);

    const resumed = await act('resume');
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, abilities: { cancel: true } });
    await sandboxSettled(t.app);

    // A month and a bit later the sandbox renews with the saved card: a second paid invoice, the license extended.
    await t.app.ctx.payments?.sandbox?.sweep(new Date(Date.now() + 32 * 86_400_000));
    await sandboxSettled(t.app);
    const mine = (await t.app.inject({ url: '/api/v1/billing/subscription', headers: bearer(token) })).json();
    expect(mine.invoices).toHaveLength(2);
    expect(mine.invoices.every((i: { status: string }) => i.status === 'paid')).toBe(true);
    const [renewed] = await licensesOf(user.id);
    expect(renewed!.id).toBe(license!.id);
    expect(renewed!.endsOn > license!.endsOn).toBe(true);
  });

  it('keeps a teacher’s subscription to that teacher: another teacher gets 404 for every id', async () => {
    const owner = await freeTeacher();
    const { subscriptionId } = await subscribeAndPay(t.app, owner.token);
    const other = await freeTeacher();
    for (const [method, url] of [
      ['GET', `/api/v1/billing/subscriptions/${subscriptionId}`],
      ['POST', `/api/v1/billing/subscriptions/${subscriptionId}/cancel`],
      ['POST', `/api/v1/billing/subscriptions/${subscriptionId}/resume`],
      ['GET', '/api/v1/billing/subscriptions/2147483647'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(other.token) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await t.app.inject({ url: '/api/v1/billing/subscription', headers: bearer(other.token) })).json();
    expect(mine).toEqual({ subscription: null, invoices: [] });
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub!.cancelAtPeriodEnd).toBe(false);
  });
});

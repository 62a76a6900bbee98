import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, signIn } from '../../../test/factories';
import {
  days,
  event,
  invoiceEvent,
  postEvent,
  sandboxSecretOf,
  subscriptionEvent,
} from '../../../test/kits/billing/events';
import { type LoopbackSmtp, startSmtpServer } from '../../../test/kits/mail/smtp-server';
import { auditLog, invoices, licenses, paymentEvents, subscriptions } from '../../db/schema';

// The webhook with events built offline and signed with Stripe's own SDK: signatures, replays, order, and what
// each event does to the subscription and the license. Mail goes to a real SMTP server on loopback.

describe('POST /api/v1/billing/webhook', () => {
  let t: TestApp;
  let smtp: LoopbackSmtp;
  let secret: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url });
    secret = sandboxSecretOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.database.db;
  const today = () => new Date().toISOString().slice(0, 10);
  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const dateOf = (d: Date) => d.toISOString().slice(0, 10);

  /** A free teacher and a subscription id the provider would have made for them. */
  async function teacherWithRef(plan: 'CKPD' | 'CKPM' = 'CKPD') {
    const user = await buildUser(db(), { role: 'Teacher', license: 'CKF' });
    return { user, ref: { subscriptionId: `sub_test_${randomBytes(6).toString('hex')}`, userId: user.id, plan } };
  }
  const subscriptionOf = async (providerId: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId)))[0];
  const subscriptionLicenses = (userId: number) =>
    db()
      .select()
      .from(licenses)
      .where(and(eq(licenses.teacherId, userId), eq(licenses.source, 'subscription')));
  const audits = (action: string, licenseId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(licenseId))));
  const permissionsOf = async (username: string) => {
    const { access_token } = await signIn(t.app, username);
    return (await t.app.inject({ url: '/api/v1/me', headers: bearer(access_token) })).json().permissions;
  };

  it('applies a signed invoice.paid: the license runs to the period end and the receipt is mailed', async () => {
    const { user, ref } = await teacherWithRef('CKPM');
    const periodEnd = days(30);
    const paid = invoiceEvent('invoice.paid', ref, {
      periodStart: new Date(),
      periodEnd,
      amountCents: 1499,
      number: 'ABCD-0001',
    });
    const res = await postEvent(t.app, secret, paid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });

    // Stripe may send events before its create call has answered: the subscription is placed from its metadata.
    const sub = await subscriptionOf(ref.subscriptionId);
    expect(sub).toMatchObject({ userId: user.id, planCode: 'CKPM', status: 'active', provider: 'sandbox' });
    const [license] = await subscriptionLicenses(user.id);
    expect(license).toMatchObject({ code: 'CKPM', scope: 'teacher', startsOn: today(), endsOn: dateOf(periodEnd) });
    expect(sub!.licenseId).toBe(license!.id);
    expect(await db().select().from(invoices).where(eq(invoices.subscriptionId, sub!.id))).toEqual([
      expect.objectContaining({ number: 'ABCD-0001', amountCents: 1499, status: 'paid', failureCode: null }),
    ]);
    expect(await audits('license.granted', license!.id)).toHaveLength(1);
    expect((await permissionsOf(user.username)).cs_clearsheet_studio).toEqual({ V: true, C: true, E: true, D: true });

    const mail = await smtp.waitForMail(user.email!, { subject: /receipt/ });
    expect(mail.subject).toBe('Your Clearsheets receipt ABCD-0001');
    expect(mail.text).toContain('$14.99');
    expect(mail.text).toContain('Clearsheets Premium');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user, ref } = await teacherWithRef();
    const paid = invoiceEvent('invoice.paid', ref, { periodStart: new Date(), periodEnd: days(30) });
    const payload = JSON.stringify(paid);
    const before = (await db().select().from(paymentEvents)).length;
    const attempts = [
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
      // Signed for other bytes: the body was changed on the way.
      Stripe.webhooks.generateTestHeaderString({ payload: payload.replace('"CKPD"', '"CKPM"'), secret }),
      // Too old: a captured request replayed later than Stripe's five-minute tolerance.
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 600 }),
      // From the future by more than the tolerance: the same five minutes apply both ways.
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) + 600 }),
      'not a signature',
    ];
    for (const signature of attempts) {
      const res = await postEvent(t.app, secret, payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_signature', title: MESSAGES.webhookSignatureInvalid });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await db().select().from(paymentEvents)).length).toBe(before);
    expect(await subscriptionOf(ref.subscriptionId)).toBeUndefined();
    expect(await subscriptionLicenses(user.id)).toEqual([]);
  });

  it('applies a replayed event once, even when the copies arrive together', async () => {
    const { user, ref } = await teacherWithRef();
    const paid = invoiceEvent('invoice.paid', ref, { periodStart: new Date(), periodEnd: days(30) });
    const first = await postEvent(t.app, secret, paid);
    expect(first.json().outcome).toBe('applied');
    const again = await Promise.all([1, 2, 3].map(() => postEvent(t.app, secret, paid)));
    expect(again.map((r) => [r.statusCode, r.json().outcome])).toEqual([
      [200, 'duplicate'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    const renewal = invoiceEvent('invoice.paid', ref, {
      periodStart: days(30),
      periodEnd: days(60),
      created: new Date(Date.now() + 1000),
      billingReason: 'subscription_cycle',
    });
    const together = await Promise.all([1, 2, 3, 4].map(() => postEvent(t.app, secret, renewal)));
    expect(together.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);

    const sub = await subscriptionOf(ref.subscriptionId);
    expect(await subscriptionLicenses(user.id)).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.subscriptionId, sub!.id))).toHaveLength(2);
    const recorded = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, paid.id));
    expect(recorded).toEqual([expect.objectContaining({ outcome: 'applied', type: 'invoice.paid' })]);
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(user.email!, { subject: /receipt/ })).toHaveLength(2);
  });

  it('renews: a later paid invoice extends the same license to the new period end', async () => {
    const { user, ref } = await teacherWithRef();
    await postEvent(t.app, secret, invoiceEvent('invoice.paid', ref, { periodStart: new Date(), periodEnd: days(30) }));
    const [granted] = await subscriptionLicenses(user.id);
    const res = await postEvent(
      t.app,
      secret,
      invoiceEvent('invoice.paid', ref, {
        periodStart: days(30),
        periodEnd: days(61),
        created: new Date(Date.now() + 2000),
        billingReason: 'subscription_cycle',
      }),
    );
    expect(res.json().outcome).toBe('applied');
    const [renewed] = await subscriptionLicenses(user.id);
    expect(renewed).toMatchObject({ id: granted!.id, startsOn: granted!.startsOn, endsOn: dateOf(days(61)) });
    expect(await audits('license.extended', granted!.id)).toHaveLength(1);
  });

  it('ignores an event older than the newest one applied', async () => {
    const { user, ref } = await teacherWithRef();
    const t0 = new Date(Date.now() - 60_000);
    await postEvent(
      t.app,
      secret,
      invoiceEvent('invoice.paid', ref, { periodStart: t0, periodEnd: days(30), created: t0 }),
    );
    const t2 = new Date(Date.now() - 20_000);
    const canceling = subscriptionEvent('customer.subscription.updated', ref, {
      status: 'active',
      cancelAtPeriodEnd: true,
      periodEnd: days(30),
      created: t2,
    });
    expect((await postEvent(t.app, secret, canceling)).json().outcome).toBe('applied');
    // A snapshot from before the cancellation, delivered late: it must not take the cancellation back.
    const late = subscriptionEvent('customer.subscription.updated', ref, {
      status: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: days(30),
      created: new Date(t2.getTime() - 10_000),
    });
    expect((await postEvent(t.app, secret, late)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await subscriptionOf(ref.subscriptionId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // Ended; then a renewal invoice from before the end arrives: nothing is granted again.
    const deleted = subscriptionEvent('customer.subscription.deleted', ref, {
      status: 'canceled',
      periodEnd: days(30),
      created: new Date(),
    });
    expect((await postEvent(t.app, secret, deleted)).json().outcome).toBe('applied');
    const stale = invoiceEvent('invoice.paid', ref, {
      periodStart: days(30),
      periodEnd: days(60),
      created: new Date(Date.now() - 5000),
      billingReason: 'subscription_cycle',
    });
    expect((await postEvent(t.app, secret, stale)).json().outcome).toBe('ignored');
    const [license] = await subscriptionLicenses(user.id);
    expect(license!.endsOn).toBe(yesterday());
    expect(await subscriptionOf(ref.subscriptionId)).toMatchObject({ status: 'canceled' });
    const outcome = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, stale.id));
    expect(outcome).toEqual([expect.objectContaining({ outcome: 'ignored' })]);
  });

  it('a first payment that fails after its intent was created: invoice failed, still incomplete, no license', async () => {
    const teacher = await buildUser(db(), { role: 'Teacher', license: 'CKF' });
    const { access_token } = await signIn(t.app, teacher.username);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/subscriptions',
      headers: bearer(access_token),
      payload: { plan: 'CKPD', interval: 'month' },
    });
    const { subscriptionId } = started.json();
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    const ref = { subscriptionId: sub!.providerSubscriptionId, userId: sub!.userId };
    const failed = invoiceEvent('invoice.payment_failed', ref, {
      periodStart: new Date(),
      periodEnd: days(30),
      created: new Date(Date.now() + 5000),
    });
    expect((await postEvent(t.app, secret, failed)).json().outcome).toBe('applied');
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]).toMatchObject({
      status: 'incomplete',
      licenseId: null,
    });
    expect(await db().select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId))).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ]);
    expect(await subscriptionLicenses(sub!.userId)).toEqual([]);
    // The teacher was on the card form and saw why: no mail for a first payment.
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(teacher.email!)).toEqual([]);
  });

  it('a renewal that fails makes the subscription past due, keeps the license to its end, and tells the teacher', async () => {
    const { user, ref } = await teacherWithRef();
    const periodEnd = days(30);
    await postEvent(t.app, secret, invoiceEvent('invoice.paid', ref, { periodStart: new Date(), periodEnd }));
    const res = await postEvent(
      t.app,
      secret,
      invoiceEvent('invoice.payment_failed', ref, {
        periodStart: periodEnd,
        periodEnd: days(60),
        created: new Date(Date.now() + 3000),
        billingReason: 'subscription_cycle',
      }),
    );
    expect(res.json().outcome).toBe('applied');
    expect(await subscriptionOf(ref.subscriptionId)).toMatchObject({ status: 'past_due' });
    expect((await subscriptionLicenses(user.id))[0]!.endsOn).toBe(dateOf(periodEnd));
    const mail = await smtp.waitForMail(user.email!, { subject: /could not renew/ });
    expect(mail.text).toContain('We could not charge your card for Clearsheets Paid: your card was declined.');
  });

  it('customer.subscription.deleted ends the license today: the teacher is free at once', async () => {
    const { user, ref } = await teacherWithRef();
    await postEvent(t.app, secret, invoiceEvent('invoice.paid', ref, { periodStart: new Date(), periodEnd: days(30) }));
    expect((await permissionsOf(user.username)).cs_clear_monitor?.V).toBe(true);
    const deleted = subscriptionEvent('customer.subscription.deleted', ref, {
      status: 'canceled',
      periodEnd: days(30),
      created: new Date(Date.now() + 1000),
    });
    expect((await postEvent(t.app, secret, deleted)).json().outcome).toBe('applied');
    const [license] = await subscriptionLicenses(user.id);
    expect(license!.endsOn).toBe(yesterday());
    expect(await audits('license.ended', license!.id)).toHaveLength(1);
    expect((await permissionsOf(user.username)).cs_clear_monitor).toBeUndefined();
  });

  it('acknowledges and ignores events that are not about our subscriptions', async () => {
    const stranger = invoiceEvent(
      'invoice.paid',
      { subscriptionId: 'sub_test_not_ours', userId: 0 },
      { periodStart: new Date(), periodEnd: days(30) },
    );
    expect((await postEvent(t.app, secret, stranger)).json()).toEqual({ received: true, outcome: 'ignored' });
    const other = event('charge.refunded', { id: 'ch_test', object: 'charge' });
    expect((await postEvent(t.app, secret, other)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await subscriptionOf('sub_test_not_ours')).toBeUndefined();
    // A student named in the metadata is not a subscriber: nothing is placed for them.
    const student = await buildUser(db(), { role: 'Student' });
    const forStudent = invoiceEvent(
      'invoice.paid',
      { subscriptionId: 'sub_test_student', userId: student.id },
      { periodStart: new Date(), periodEnd: days(30) },
    );
    expect((await postEvent(t.app, secret, forStudent)).json().outcome).toBe('ignored');
    expect(await subscriptionOf('sub_test_student')).toBeUndefined();
  });
});

describe('the webhook of a site without card payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PAYMENTS_SANDBOX: 'false' });
  });
  afterAll(() => t.close());

  it('is not there, and no plan is offered', async () => {
    const res = await postEvent(t.app, 'whsec_x', event('invoice.paid', { id: 'in_x', object: 'invoice' }));
    expect(res.statusCode).toBe(404);
    const { access_token } = await signIn(t.app, 'teacher.free');
    const plans = (await t.app.inject({ url: '/api/v1/billing/plans', headers: bearer(access_token) })).json();
    expect(plans).toMatchObject({ provider: null, eligibility: { canSubscribe: false, reason: 'unavailable' } });
  });
});

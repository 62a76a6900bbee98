import { MESSAGES } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildClassWithStudents, buildUser, formBody, signIn } from '../../../test/factories';
import { days, postEvent, sandboxSecretOf, subscriptionEvent } from '../../../test/kits/billing/events';
import { subscribeAndPay } from '../../../test/kits/billing/sandbox';
import { enrollments, licenses, subscriptions } from '../../db/schema';

// Cancellation and expiry return a teacher to free: their data stays, but free limits apply again: the
// 30-student cap blocks new students and never removes one.

describe('when a subscription ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const newStudent = { students: [{ firstName: 'One', lastName: 'More' }] };

  /** A free teacher who paid for Premium, with a class of 30 students and a 31st added while premium. */
  async function paidTeacherWithFullClass() {
    const user = await buildUser(db(), { role: 'Teacher', license: 'CKF' });
    const tokens = await signIn(t.app, user.username);
    const { subscriptionId } = await subscribeAndPay(t.app, tokens.access_token, 'CKPM');
    const { cls } = await buildClassWithStudents(db(), { teacherId: user.id, students: 30 });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/classes/${cls.id}/students`,
        headers: bearer(tokens.access_token),
        payload: newStudent,
      });
    // Premium: no cap on the class (Paid keeps it: decision 0045).
    expect((await add()).statusCode).toBe(201);
    return { user, tokens, subscriptionId, cls, add };
  }

  const activeStudents = async (classId: number) =>
    (
      await db()
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.classId, classId), eq(enrollments.status, 'active')))
    ).length;

  async function expectFree(ctx: Awaited<ReturnType<typeof paidTeacherWithFullClass>>) {
    const me = (await t.app.inject({ url: '/api/v1/me', headers: bearer(ctx.tokens.access_token) })).json();
    expect(me.licenses.map((l: { code: string }) => l.code)).toEqual(['CKF']);
    expect(me.permissions.cs_clear_monitor).toBeUndefined();
    expect(me.abilities.subscribe).toBe(true);
    const blocked = await ctx.add();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'class_full', title: MESSAGES.classFull });
    // Nobody was removed: the 31 students stay in the class.
    expect(await activeStudents(ctx.cls.id)).toBe(31);
    // The next token refresh no longer carries the paid license.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({
        grant_type: 'refresh_token',
        refresh_token: ctx.tokens.refresh_token,
        client_id: 'clearsheets-web',
      }),
    });
    const payload = JSON.parse(Buffer.from(refreshed.json().access_token.split('.')[1], 'base64url').toString());
    expect(JSON.parse(payload.UserInfo).Licenses).toEqual(['CKF']);
  }

  it('cancellation: the license stays to the period end, then the deletion returns the teacher to free', async () => {
    const ctx = await paidTeacherWithFullClass();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/subscriptions/${ctx.subscriptionId}/cancel`,
      headers: bearer(ctx.tokens.access_token),
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.ctx.payments?.sandbox?.idle();
    // Cancelled at period end: still paid today.
    expect((await ctx.add()).statusCode).toBe(201);

    // The period ends: the provider deletes the subscription.
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, ctx.subscriptionId));
    const deleted = subscriptionEvent(
      'customer.subscription.deleted',
      { subscriptionId: sub!.providerSubscriptionId, userId: ctx.user.id },
      { status: 'canceled', cancelAtPeriodEnd: true, periodEnd: days(30), created: new Date(Date.now() + 5000) },
    );
    expect((await postEvent(t.app, sandboxSecretOf(t.app), deleted)).json().outcome).toBe('applied');
    // 30 + the one added while paid + the one added after cancelling: 32; then no more.
    expect(await activeStudents(ctx.cls.id)).toBe(32);
    const blocked = await ctx.add();
    expect(blocked.statusCode).toBe(409);
    expect(await activeStudents(ctx.cls.id)).toBe(32);
  });

  it('deletion: free limits apply again at once, and no student is removed', async () => {
    const ctx = await paidTeacherWithFullClass();
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, ctx.subscriptionId));
    const deleted = subscriptionEvent(
      'customer.subscription.deleted',
      { subscriptionId: sub!.providerSubscriptionId, userId: ctx.user.id },
      { status: 'canceled', periodEnd: days(30), created: new Date(Date.now() + 5000) },
    );
    await postEvent(t.app, sandboxSecretOf(t.app), deleted);
    await expectFree(ctx);
  });

  it('expiry: a license past its end date stops counting, with no event at all', async () => {
    const ctx = await paidTeacherWithFullClass();
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, ctx.subscriptionId));
    // The renewal never came and the paid period is over: the license's last day was yesterday.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db().update(licenses).set({ endsOn: yesterday }).where(eq(licenses.id, sub!.licenseId!));
    await expectFree(ctx);
    const mine = (
      await t.app.inject({ url: '/api/v1/billing/subscription', headers: bearer(ctx.tokens.access_token) })
    ).json();
    expect(mine.subscription.license).toMatchObject({ endsOn: yesterday, inForce: false });
  });
});

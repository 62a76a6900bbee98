import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { invoices, licenses, paymentEvents, subscriptions } from '../../apps/server/src/db/schema';
import { buildUser } from '../../apps/server/test/factories';
import { days, invoiceEvent, subscriptionEvent } from '../../apps/server/test/kits/billing/events';
import { startApp } from '../support/start-app';
import { num } from '../support/table';
import type { Cell, Scenario } from '../support/types';

// Issue 12: webhook throughput. BENCH_WEBHOOK_EVENTS (default 1,000) Stripe-shaped events, signed with Stripe's
// SDK as each is sent, go to POST /api/v1/billing/webhook over HTTP: teachers' subscriptions created, paid,
// renewed and cancelled, each subscription's events in order. Then the same events are sent again, as a provider
// retrying after lost acknowledgements would. Each must be applied once: the rows are counted afterwards.

const SECRET = 'whsec_bench_webhook_replay';
/** Events of one subscription, in the order they happen. */
const PER_SUBSCRIPTION = 5;
/** Subscriptions delivered at the same time (one after another within each). */
const CONCURRENCY = 20;

interface Pass {
  name: string;
  events: number;
  seconds: number;
  latencies: number[];
  outcomes: Record<string, number>;
  non2xx: number;
}

/** The five events of one teacher's subscription, one second apart. */
function lifecycle(userId: number, index: number) {
  const ref = { subscriptionId: `sub_bench_${index}`, userId, plan: 'CKPD' as const, customerId: `cus_bench_${index}` };
  const start = new Date(Date.now() - 60_000);
  const at = (s: number) => new Date(start.getTime() + s * 1000);
  const month = days(31, start);
  return [
    subscriptionEvent('customer.subscription.created', ref, { status: 'incomplete', periodEnd: month, created: at(0) }),
    invoiceEvent('invoice.paid', ref, { periodStart: start, periodEnd: month, created: at(1), number: `B${index}-1` }),
    subscriptionEvent('customer.subscription.updated', ref, { status: 'active', periodEnd: month, created: at(2) }),
    invoiceEvent('invoice.paid', ref, {
      periodStart: month,
      periodEnd: days(31, month),
      created: at(3),
      billingReason: 'subscription_cycle',
      number: `B${index}-2`,
    }),
    subscriptionEvent('customer.subscription.updated', ref, {
      status: 'active',
      cancelAtPeriodEnd: true,
      periodEnd: days(31, month),
      created: at(4),
    }),
  ].map((event) => JSON.stringify(event));
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function deliver(baseUrl: string, name: string, streams: string[][]): Promise<Pass> {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let non2xx = 0;
  const queue = [...streams];
  const started = performance.now();
  const worker = async () => {
    for (let stream = queue.shift(); stream; stream = queue.shift()) {
      for (const payload of stream) {
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}/api/v1/billing/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            // Signed as it is sent: Stripe's signature carries its time, and a stale one is refused.
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
          },
          body: payload,
        });
        const body = (await res.json()) as { outcome?: string };
        latencies.push(performance.now() - t0);
        if (!res.ok) non2xx += 1;
        const outcome = body.outcome ?? `http ${res.status}`;
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, events: latencies.length, seconds, latencies, outcomes, non2xx };
}

export const webhookReplayScenario: Scenario = {
  name: 'webhook-replay',
  description: 'POST /api/v1/billing/webhook: 1,000 signed events, then the same 1,000 replayed (each applied once)',
  async run(ctx) {
    const total = Math.max(PER_SUBSCRIPTION, Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000));
    const subscriptionCount = Math.ceil(total / PER_SUBSCRIPTION);
    const server = await startApp({ databaseUrl: ctx.databaseUrl, env: { SANDBOX_WEBHOOK_SECRET: SECRET } });
    const db = server.app.ctx.db;
    try {
      ctx.log(`webhook-replay: ${subscriptionCount} teachers, ${subscriptionCount * PER_SUBSCRIPTION} events`);
      const teachers = [];
      for (let i = 0; i < subscriptionCount; i += 1)
        teachers.push(await buildUser(db, { role: 'Teacher', license: 'CKF' }));
      const streams = teachers.map((t, i) => lifecycle(t.id, i));
      const eventIds = streams.flat().map((p) => (JSON.parse(p) as { id: string }).id);

      const first = await deliver(server.baseUrl, 'first delivery', streams);
      ctx.log(`webhook-replay: first delivery ${num(first.events / first.seconds)} events/s`);
      const replay = await deliver(server.baseUrl, 'replay', streams);
      ctx.log(`webhook-replay: replay ${num(replay.events / replay.seconds)} events/s`);

      const userIds = teachers.map((t) => t.id);
      const [events] = await db
        .select({ n: count() })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, 'sandbox'), inArray(paymentEvents.eventId, eventIds)));
      const subs = await db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds));
      const [bills] = await db
        .select({ n: count() })
        .from(invoices)
        .where(
          inArray(
            invoices.subscriptionId,
            subs.map((s) => s.id),
          ),
        );
      const [granted] = await db
        .select({ n: count() })
        .from(licenses)
        .where(and(inArray(licenses.teacherId, userIds), eq(licenses.source, 'subscription')));
      const expected = {
        events: eventIds.length,
        subscriptions: subscriptionCount,
        invoices: subscriptionCount * 2,
        licenses: subscriptionCount,
      };
      const counted = {
        events: events?.n ?? 0,
        subscriptions: subs.length,
        invoices: bills?.n ?? 0,
        licenses: granted?.n ?? 0,
      };
      const cancelled = subs.filter((s) => s.cancelAtPeriodEnd && s.status === 'active').length;
      const onceEach =
        JSON.stringify(counted) === JSON.stringify(expected) &&
        first.outcomes.applied === eventIds.length &&
        replay.outcomes.duplicate === eventIds.length &&
        cancelled === subscriptionCount;

      const row = (p: Pass): Cell[] => [
        p.name,
        p.events,
        num(p.seconds, 2),
        num(p.events / p.seconds),
        num(quantile(p.latencies, 0.5)),
        num(quantile(p.latencies, 0.99)),
        Object.entries(p.outcomes)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
        p.non2xx,
      ];
      return {
        title: `webhook-replay (${eventIds.length} events, ${server.databaseKind})`,
        columns: ['pass', 'events', 'seconds', 'events/s', 'p50 ms', 'p99 ms', 'outcomes', 'non-2xx'],
        rows: [row(first), row(replay)],
        notes: [
          `Rows afterwards: ${counted.events} payment_events (expected ${expected.events}), ${counted.subscriptions} ` +
            `subscriptions (${expected.subscriptions}), ${counted.invoices} invoices (${expected.invoices}), ` +
            `${counted.licenses} licenses granted (${expected.licenses}), ${cancelled} set to cancel at period end.`,
          onceEach
            ? 'Each event was applied once: the replay changed nothing and was acknowledged (200, duplicate).'
            : 'WARNING: the counts do not match: an event was applied twice, or not at all.',
          `${CONCURRENCY} subscriptions at a time over HTTP on loopback, each one's ${PER_SUBSCRIPTION} events in order; ` +
            "every request signed with Stripe's SDK as it is sent and verified by the route (constructEvent). " +
            'The load generator runs in the server process.',
        ],
        ok: onceEach && first.non2xx === 0 && replay.non2xx === 0,
        data: {
          database: server.databaseKind,
          passes: [first, replay].map(({ latencies, ...p }) => ({
            ...p,
            p50Ms: quantile(latencies, 0.5),
            p99Ms: quantile(latencies, 0.99),
          })),
          counted,
          expected,
        },
      };
    } finally {
      await server.close();
    }
  },
};

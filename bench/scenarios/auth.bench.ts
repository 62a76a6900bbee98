import { type Measurement, measure } from '../support/load';
import { startApp } from '../support/start-app';
import { num, percent } from '../support/table';
import type { Cell, Scenario } from '../support/types';

// Issue 2: /health, a password sign-in and an authenticated read, each relative to /health in the same run.

const CLIENT_ID = 'clearsheets-web';
const signInBody = new URLSearchParams({
  grant_type: 'password',
  username: 'teacher',
  password: 'demo1234',
  client_id: CLIENT_ID,
}).toString();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Row {
  endpoint: string;
  why?: string;
  measurement: Measurement;
}

export const authScenario: Scenario = {
  name: 'auth',
  description: 'GET /health, POST /connect/token (password grant), GET /api/v1/me',
  async run(ctx) {
    const server = await startApp({ databaseUrl: ctx.databaseUrl });
    const rows: Row[] = [];
    try {
      const res = await fetch(`${server.baseUrl}/connect/token`, { method: 'POST', headers: form, body: signInBody });
      if (!res.ok) throw new Error(`Sign-in as teacher failed: ${res.status} ${await res.text()}`);
      const { access_token } = (await res.json()) as { access_token: string };

      const step = async (endpoint: string, target: Parameters<typeof measure>[0], why?: string) => {
        ctx.log(`auth: ${endpoint}, ${target.connections} connections, ${ctx.durationSeconds} s`);
        rows.push({ endpoint, why, measurement: await measure(target, ctx.durationSeconds, ctx.warmupSeconds) });
        if (!(await server.drain())) ctx.log(`auth: ${server.inFlight()} ${endpoint} requests still running`);
      };
      await step('GET /health', { url: `${server.baseUrl}/health`, connections: 50 });
      await step(
        'POST /connect/token',
        { url: `${server.baseUrl}/connect/token`, method: 'POST', headers: form, body: signInBody, connections: 10 },
        'argon2id is CPU-bound by design: 10 connections',
      );
      await step('GET /api/v1/me', {
        url: `${server.baseUrl}/api/v1/me`,
        headers: { authorization: `Bearer ${access_token}` },
        connections: 50,
      });
    } finally {
      await server.close();
    }

    const health = rows[0]!.measurement.rps;
    const table: Cell[][] = [];
    const notes: string[] = [];
    let ok = true;
    for (const { endpoint, measurement: m } of rows) {
      table.push([
        endpoint,
        m.connections,
        num(m.rps),
        num(m.latencyMs.p50),
        num(m.latencyMs.p99),
        num(m.latencyMs.max, 0),
        `${m.errors} / ${m.non2xx}`,
        percent(m.rps, health),
        `${num(m.cpuPercent, 0)}%`,
        num(m.cpuPercent > 0 ? m.rps / (m.cpuPercent / 100) : Number.NaN, 0),
      ]);
    }
    for (const { endpoint, measurement: m } of rows) {
      if (m.errors === 0 && m.non2xx === 0) continue;
      ok = false;
      const codes = Object.entries(m.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, n]) => `${code} x${n}`)
        .join(', ');
      // Status codes under errors / non-2xx; a 429 means the login throttle kicked in and the run is wrong.
      table.push([`WARNING: ${endpoint} invalid`, '', '', '', '', '', `${m.errors} / ${codes}`]);
    }
    for (const { endpoint, why } of rows) if (why) notes.push(`${endpoint}: ${why}.`);
    notes.push(
      `Each row: ${ctx.warmupSeconds} s warm-up (not counted), then ${ctx.durationSeconds} s measured; ` +
        'autocannon runs in the server process, so both share one event loop. ' +
        'req/s is completed requests over the measured seconds; CPU is this process (100% = one core, argon2 ' +
        "threads included) and req/CPU-s divides by it, which holds up better on a busy box (PostgreSQL's own " +
        'CPU is not in it).',
    );
    return {
      title: `auth (${rows.length} endpoints, ${server.databaseKind})`,
      columns: [
        'endpoint',
        'conns',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'errors / non-2xx',
        'vs /health',
        'CPU',
        'req/CPU-s',
      ],
      rows: table,
      notes,
      ok,
      data: { database: server.databaseKind, rows },
    };
  },
};

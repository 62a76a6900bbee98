import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import {
  encodeMessage,
  parseServerMessage,
  REALTIME_PATH,
  type TAttemptChanged,
  type TMonitorState,
} from '@clearsheets/shared';
import WebSocket from 'ws';
import { type MonitorView, monitorReducer } from '../../apps/web/src/features/monitor/lib/monitor-state';
import { forkTsx } from '../support/fork-tsx';
import type { ChildReply, ChildRequest } from './monitor-fanout.app';

// The monitor-fanout bench's machinery: app instances in their own processes, HTTP with keep-alive, and
// WebSocket clients that reconnect like the web client and keep a teacher's grid with the web's reducer.

const APP_ENTRY = path.join(import.meta.dirname, 'monitor-fanout.app.ts');

/** The web client's reconnect delay (apps/web/src/lib/realtime-client.ts backoffDelay), copied: that module
 * pulls in the browser session store. */
function backoffDelay(attempt: number): number {
  const ceiling = Math.min(15_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(Math.max(500, ceiling / 2 + (Math.random() * ceiling) / 2));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A time limit for a race: it never keeps the process alive by itself. */
const limit = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
export const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
};

// ---------------------------------------------------------------- app processes

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export class AppProcess {
  private next = 1;
  private readonly waiting = new Map<number, (reply: ChildReply) => void>();
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (reply: ChildReply) => {
      if ('id' in reply) {
        this.waiting.get(reply.id)?.(reply);
        this.waiting.delete(reply.id);
      }
    });
  }

  /** Forks an app instance and waits until it listens. */
  static start(env: Record<string, string>): Promise<AppProcess> {
    const child = forkTsx(APP_ENTRY, env, ['--expose-gc']);
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`app process exited with ${code} before listening`)));
      child.once('message', (m: ChildReply) => {
        if (m.type === 'ready') resolve(new AppProcess(child, m.port));
      });
    });
  }

  request(message: WithoutId<ChildRequest>) {
    const id = this.next++;
    return new Promise<ChildReply>((resolve, reject) => {
      this.waiting.set(id, (reply) =>
        reply.type === 'failed' ? reject(new Error(`app process: ${reply.error}`)) : resolve(reply),
      );
      this.child.send({ ...message, id } as ChildRequest);
    });
  }

  async rss() {
    const r = await this.request({ type: 'rss' });
    if (r.type !== 'rss') throw new Error('unexpected reply');
    return r;
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await Promise.race([this.request({ type: 'stop' }), limit(10_000)]);
    await Promise.race([exited, limit(5_000)]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

// ---------------------------------------------------------------- HTTP

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function request(port: number, method: string, url: string, token: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

// ---------------------------------------------------------------- sockets

export interface Client {
  kind: 'teacher' | 'student';
  token: string;
  port: number;
  room: string | null;
  ws: WebSocket | null;
  attempt: number;
  synced: boolean;
  syncedAt: number;
  view: MonitorView | null;
}

export interface Clients {
  all: Client[];
  stopping: boolean;
  /** Connections opened (first ones and retries). */
  connects: number;
  onEvent: (event: TAttemptChanged, at: number) => void;
  onSynced: () => void;
}

export function connect(c: Client, group: Clients) {
  const ws = new WebSocket(`ws://127.0.0.1:${c.port}${REALTIME_PATH}`);
  c.ws = ws;
  group.connects += 1;
  ws.on('open', () => ws.send(encodeMessage({ type: 'auth', token: c.token })));
  const synced = () => {
    c.synced = true;
    c.syncedAt = performance.now();
    c.attempt = 0;
    group.onSynced();
  };
  ws.on('message', (data) => {
    const m = parseServerMessage(data.toString());
    if (!m) return;
    if (m.type === 'authenticated') {
      if (c.room) ws.send(encodeMessage({ type: 'subscribe', room: c.room }));
      else synced();
    } else if (m.type === 'snapshot') {
      c.view = monitorReducer(null, { type: 'snapshot', state: m.state as TMonitorState, receivedAt: Date.now() });
      synced();
    } else if (m.type === 'event' && m.event.type === 'attempt.changed') {
      const at = performance.now();
      c.view = monitorReducer(c.view, { type: 'event', event: m.event });
      group.onEvent(m.event, at);
    } else if (m.type === 'error') console.error(`[bench] monitor-fanout: socket error ${m.code} ${m.message}`);
  });
  ws.on('error', () => {});
  ws.on('close', () => {
    if (c.ws !== ws) return;
    c.ws = null;
    c.synced = false;
    if (!group.stopping) setTimeout(() => connect(c, group), backoffDelay(c.attempt++));
  });
}

export async function untilAllSynced(group: Clients, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (group.all.some((c) => !c.synced)) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

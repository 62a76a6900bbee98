// The import-isolation bench's load generator, run as a process of its own (forkTsx): students saving
// answers (autocannon, one connection each) and /health asked one request at a time. Its CPU and event loop
// are then not the server's, so a stall it measures is the server's. The parent drives it over IPC: `init`
// (the students and their questions), `phase` (measure until `stop`, or one window), `quit`.
import { runLoad } from './eight-oclock.load';
import type { Student } from './eight-oclock.seed';

export interface SaveWindow {
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}
export interface HealthFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

export type LoadRequest =
  | { type: 'init'; baseUrl: string; students: Student[]; questionIds: number[] }
  | { type: 'phase'; warmupSeconds: number; windowSeconds: number; untilStopped: boolean }
  | { type: 'stop' }
  | { type: 'quit' };
export type LoadReply =
  | { type: 'ready'; pid: number }
  | { type: 'phase-done'; windows: SaveWindow[]; health: HealthFigures };

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/** /health asked one request at a time until `stop` says so; latencies in ms. */
async function pollHealth(baseUrl: string, stop: () => boolean): Promise<HealthFigures> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/health`);
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

let baseUrl = '';
let students: Student[] = [];
let questionIds: number[] = [];
let stopped = false;
const send = (reply: LoadReply) => process.send?.(reply);

async function saveWindow(seconds: number): Promise<SaveWindow> {
  const { result: r } = await runLoad(
    baseUrl,
    students,
    (s, qi) => `/api/v1/student/attempts/${s.attemptId}/responses/${questionIds[qi]}`,
    seconds,
  );
  return {
    seconds: r.duration,
    requests: r.requests.total,
    rps: r.duration > 0 ? r.requests.total / r.duration : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Saves in windows (one, or until `stop` arrives) with /health polled alongside the whole time. */
async function phase(m: Extract<LoadRequest, { type: 'phase' }>) {
  stopped = false;
  let measuring = true;
  if (m.warmupSeconds > 0) await saveWindow(m.warmupSeconds);
  const health = pollHealth(baseUrl, () => !measuring);
  const windows: SaveWindow[] = [];
  do windows.push(await saveWindow(m.windowSeconds));
  while (m.untilStopped && !stopped);
  measuring = false;
  send({ type: 'phase-done', windows, health: await health });
}

process.on('message', (m: LoadRequest) => {
  if (m.type === 'init') ({ baseUrl, students, questionIds } = m);
  else if (m.type === 'phase') void phase(m);
  else if (m.type === 'stop') stopped = true;
  else process.exit(0);
});
send({ type: 'ready', pid: process.pid });

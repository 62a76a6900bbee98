import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
}

export interface Measurement {
  connections: number;
  durationSeconds: number;
  /** Completed requests (all statuses). */
  requests: number;
  /** Completed requests over the measured seconds (robust to event-loop stalls, unlike the sample mean). */
  rps: number;
  /** autocannon's mean of its one-second samples; overstates when a stall delays its ticks. */
  rpsSampleMean: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Reply counts by status code, e.g. { "200": 41000, "429": 3 }. */
  statusCodes: Record<string, number>;
  /** This process's CPU time over wall time (100% = one core); server and load generator share it. */
  cpuPercent: number;
  /** Longest event-loop block observed during the measurement. */
  eventLoopMaxMs: number;
}

function run(target: LoadTarget, durationSeconds: number) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections,
    duration: durationSeconds,
    timeout: 30,
  });
}

/** Runs `warmupSeconds` of unmeasured load, then the measurement, against a server in this process. */
export async function measure(target: LoadTarget, durationSeconds: number, warmupSeconds: number) {
  if (warmupSeconds > 0) await run(target, warmupSeconds);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  loop.enable();
  const r = await run(target, durationSeconds);
  loop.disable();
  const wallMicros = Number(process.hrtime.bigint() - wallBefore) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const measurement: Measurement = {
    connections: target.connections,
    durationSeconds: r.duration,
    requests: r.requests.total,
    rps: r.duration > 0 ? r.requests.total / r.duration : 0,
    rpsSampleMean: r.requests.average,
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: r.latency.average,
    },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    cpuPercent: ((cpu.user + cpu.system) / wallMicros) * 100,
    eventLoopMaxMs: loop.max / 1e6,
  };
  return measurement;
}

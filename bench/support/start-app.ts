import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

export interface RunningApp {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  databaseKind: 'pglite' | 'postgres';
  /** Requests whose handler has not produced a reply yet. */
  inFlight(): number;
  /**
   * Waits until every handler has replied (up to `timeoutMs`): autocannon drops its sockets when time is up,
   * but the handlers behind them keep querying, which would bleed into the next measurement or race the close.
   */
  drain(timeoutMs?: number): Promise<boolean>;
  /** Drains, closes the app (and its database), removes the data folder. */
  close(): Promise<void>;
}

export interface StartAppOptions {
  databaseUrl?: string;
  /** Extra environment for loadConfig (e.g. LOGIN_MAX_FAILURES). */
  env?: Record<string, string>;
}

// Data folders of apps not closed yet, removed if the run is interrupted (run.ts exits on SIGINT/SIGTERM).
const liveDataDirs = new Set<string>();
process.on('exit', () => {
  for (const dir of liveDataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Builds the real server (migrations, demo seed) in this process and listens on an ephemeral port. The data
 * folder (signing keys, and PGlite's files when DATABASE_URL is unset) is a fresh temp dir, removed on close.
 */
export async function startApp(opts: StartAppOptions = {}): Promise<RunningApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'clearsheets-bench-'));
  liveDataDirs.add(dataDir);
  const config = loadConfig({
    APP_ENV: 'local',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  let app: FastifyInstance | undefined;
  const pending = new WeakSet<object>();
  let inFlight = 0;
  const done = async (request: object) => {
    if (pending.delete(request)) inFlight -= 1;
  };
  try {
    app = await buildApp({ config });
    app.addHook('onRequest', async (request) => {
      // A WebSocket upgrade (a teacher's monitor) is no reply to wait for: it lasts until the socket closes.
      if (request.headers.upgrade) return;
      pending.add(request);
      inFlight += 1;
    });
    // onSend runs once the handler (or the error handler) has a reply, even when the client is already gone.
    app.addHook('onSend', async (request) => void (await done(request)));
    app.addHook('onResponse', done);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    liveDataDirs.delete(dataDir);
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  async function drain(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return inFlight === 0;
  }
  return {
    app: running,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseKind: running.ctx.database.kind,
    inFlight: () => inFlight,
    drain,
    async close() {
      try {
        if (!(await drain())) console.error(`[bench] closing with ${inFlight} requests still in flight`);
        await running.close();
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
        liveDataDirs.delete(dataDir);
      }
    },
  };
}

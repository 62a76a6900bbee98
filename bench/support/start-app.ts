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
  close(): Promise<void>;
}

export interface StartAppOptions {
  databaseUrl?: string;
  /** Extra environment for loadConfig (e.g. LOGIN_MAX_FAILURES). */
  env?: Record<string, string>;
}

/**
 * Builds the real server (migrations, demo seed) in this process and listens on an ephemeral port. The data
 * folder (signing keys, and PGlite's files when DATABASE_URL is unset) is a fresh temp dir, removed on close.
 */
export async function startApp(opts: StartAppOptions = {}): Promise<RunningApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'clearsheets-bench-'));
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
  try {
    app = await buildApp({ config });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  return {
    app: running,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseKind: running.ctx.database.kind,
    async close() {
      try {
        await running.close();
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

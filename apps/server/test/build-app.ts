import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import type { ThrottleStore } from '../src/platform/auth/login-throttle';
import type { Clock } from '../src/platform/clock';
import type { LogStream } from '../src/platform/log-safety';
import type { MailServiceOptions } from '../src/platform/mail/mail-service';
import type { RealtimeBus } from '../src/platform/realtime/bus';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The realtime bus (default: in memory, or Redis when REDIS_URL is in env). */
  realtime?: RealtimeBus;
  /** Sign-in failure counters (default: in memory). */
  throttleStore?: ThrottleStore;
  /** The Redis key prefix of the request limits (with REDIS_URL in env: one per test file). */
  rateLimitPrefix?: string;
  /** Captures the app's log lines (set LOG_LEVEL in env too; tests are silent by default). */
  logStream?: LogStream;
  /** The mail sender's clock, retry delays and lease (default: real time). */
  mail?: MailServiceOptions;
  /** What the date-dependent parts read as now (default: the system clock). */
  clock?: Clock;
}

/** A fresh copy of the seeded template database, private to the calling test file. */
async function cloneTemplate(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}" template "${pgTemplate}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 4 });
    return {
      database,
      drop: async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ pgliteLoadFrom: new Blob([dump]) });
  return { database, drop: async () => {} };
}

/** The real app on a private database, for app.inject; env overrides the configuration. */
export async function buildTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-app-'));
  const { database, drop } = await cloneTemplate();
  const config = loadConfig({
    APP_ENV: 'local',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    prepared: true,
    realtime: opts.realtime,
    logStream: opts.logStream,
    throttleStore: opts.throttleStore,
    rateLimitPrefix: opts.rateLimitPrefix,
    mail: opts.mail,
    clock: opts.clock,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second app process on the same database and data directory (same signing keys), e.g. behind a load
 * balancer; closing it leaves the database to the first. */
export async function buildPeerApp(first: TestApp, opts: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: first.config,
    database: first.database,
    prepared: true,
    realtime: opts.realtime,
    throttleStore: opts.throttleStore,
    rateLimitPrefix: opts.rateLimitPrefix,
    mail: opts.mail,
    clock: opts.clock,
  });
  await app.ready();
  return app;
}

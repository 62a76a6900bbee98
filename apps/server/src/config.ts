import path from 'node:path';
import { IDLE_STATUS_MS } from '@clearsheets/shared';
import { z } from 'zod';
import { BILLING_ENV, type BillingConfig, billingConfigOf } from './config-billing';

// Environment -> typed config. Three configurations (spec section 9): local and dev are the development
// configuration (demo data, short idle time); production must be asked for explicitly, so an unknown or
// localhost deployment always gets the development one.

const ZEnv = z.object({
  APP_ENV: z.enum(['local', 'dev', 'production']).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  WEB_DIST_DIR: z.string().optional(),
  CLIENT_ID: z.string().default('clearsheets-web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Eight weeks of school activity in the demo district (outside production, with the demo seed). */
  SEED_DEMO_ACTIVITY: z.enum(['true', 'false']).optional(),
  IDLE_STATUS_MS: z.coerce.number().int().min(1000).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  REDIS_URL: z.string().optional(),
  /** Proxy hops whose X-Forwarded-For is believed: unset = none (the peer address is the client). */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...BILLING_ENV,
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465; unset outside production: the
   * development outbox in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// address')
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().min(3).default('Clearsheets <no-reply@clearsheets.local>'),
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** How often the report rollups catch up with new activity (docs/decisions/0030). */
  ROLLUP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Uploaded files (docs/decisions/0035): a folder of their own, apart from the database's disk; default
   * DATA_DIR/uploads. */
  STORAGE_DIR: z.string().optional(),
  STORAGE_TEACHER_QUOTA_MB: z.coerce.number().positive().default(500),
  STORAGE_SCHOOL_QUOTA_MB: z.coerce.number().positive().default(5120),
  /** How long a lesson file no lesson uses is kept before the clean-up removes it. */
  STORAGE_ORPHAN_GRACE_HOURS: z.coerce.number().min(0).default(24),
  STORAGE_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
});

export type AppEnvironment = 'local' | 'dev' | 'production';

export interface Config {
  environment: AppEnvironment;
  isDevelopment: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  clientId: string;
  /** The authentication service address: the token issuer, and what the client checks `iss` against. */
  authority: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  seedDemo: boolean;
  /** Seed the demo district's eight weeks of activity on first start (seed/demo-activity.ts). */
  seedDemoActivity: boolean;
  idleStatusMs: number;
  login: { maxFailures: number; lockMinutes: number };
  logLevel: string;
  /** Realtime fan-out across processes; unset: in-memory (one process). */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or addresses/CIDRs of the proxies in front. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Teacher plans, Stripe or the sandbox provider (config-billing.ts). */
  billing: BillingConfig;
  /** Outgoing mail: SMTP when smtpUrl is set (required in production), else the development outbox. */
  mail: { smtpUrl: string | undefined; from: string; pollSeconds: number };
  /** Seconds between report rollup refreshes. */
  rollupPollSeconds: number;
  /** Uploaded files: where, how much per teacher and per school (bytes), and the clean-up of unused lesson files. */
  storage: {
    dir: string;
    teacherQuotaBytes: number;
    schoolQuotaBytes: number;
    orphanGraceHours: number;
    sweepMinutes: number;
  };
}

/** TRUST_PROXY: unset or "false" trusts no one; "true" every hop; a number that many hops; else addresses. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const MB = 1024 * 1024;

/** Reads the environment once; tests pass overrides instead of mutating process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isDevelopment = e.APP_ENV !== 'production';
  if (!isDevelopment && !e.SMTP_URL) {
    throw new Error(
      'Invalid configuration:\nSMTP_URL: required in production (smtp://user:password@host:587): mail goes out ' +
        'by SMTP; the development outbox exists only outside production',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    environment: e.APP_ENV,
    isDevelopment,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    clientId: e.CLIENT_ID,
    authority: publicUrl,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : isDevelopment,
    seedDemoActivity:
      (e.SEED_DEMO ? e.SEED_DEMO === 'true' : isDevelopment) && isDevelopment && e.SEED_DEMO_ACTIVITY !== 'false',
    idleStatusMs: e.IDLE_STATUS_MS ?? (isDevelopment ? IDLE_STATUS_MS.development : IDLE_STATUS_MS.production),
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockMinutes: e.LOGIN_LOCK_MINUTES },
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL || undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    billing: billingConfigOf(e, isDevelopment),
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, pollSeconds: e.MAIL_POLL_SECONDS },
    rollupPollSeconds: e.ROLLUP_POLL_SECONDS,
    storage: {
      dir: e.STORAGE_DIR
        ? path.resolve(repoRoot, e.STORAGE_DIR)
        : path.join(path.resolve(repoRoot, e.DATA_DIR), 'uploads'),
      teacherQuotaBytes: Math.round(e.STORAGE_TEACHER_QUOTA_MB * MB),
      schoolQuotaBytes: Math.round(e.STORAGE_SCHOOL_QUOTA_MB * MB),
      orphanGraceHours: e.STORAGE_ORPHAN_GRACE_HOURS,
      sweepMinutes: e.STORAGE_SWEEP_MINUTES,
    },
  };
}

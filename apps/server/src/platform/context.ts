import type { PermissionIndex } from '@clearsheets/shared';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AccessTokenService } from './auth/access-tokens';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionRegistry } from './auth/sessions';
import type { SigningKeys } from './auth/signing-keys';
import type { Clock } from './clock';
import type { CredentialBox } from './crypto/credential-box';
import type { MailService } from './mail/mail-service';
import type { PaymentProvider } from './payments/provider';
import type { RateLimits } from './rate-limits';
import type { RealtimeBus } from './realtime/bus';
import type { Storage } from './storage/storage';

/** Hashes sealed student passwords in the background (built by modules/rosters/password-hasher.ts): declared
 * here so the platform depends on no module. */
export interface PasswordHasher {
  /** Starts a sweep (or another one after the current): call after creating students. */
  kick(): Promise<void>;
  /** Resolves when no hashing is in progress (tests and shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

/** Everything a request handler may need, built once per app (tests build one per suite). */
export interface AppContext {
  config: Config;
  /** The time what depends on the date reads (reports' "today", the clean-up of unused files): tests fix or move
   * it (platform/clock.ts). */
  clock: Clock;
  database: Database;
  db: Db;
  signingKeys: SigningKeys;
  accessTokens: AccessTokenService;
  loginThrottle: LoginThrottle;
  /** Public account requests per client address and per email (forgot password, resend, sign-up). */
  /** Every request limit (platform/rate-limits.ts): Redis when configured, else this process's memory. */
  rateLimits: RateLimits;
  /** Which sign-ins are still open (access tokens of ended ones are refused). */
  sessions: SessionRegistry;
  permissions: PermissionIndex;
  credentialBox: CredentialBox;
  passwordHasher: PasswordHasher;
  realtime: RealtimeBus;
  storage: Storage;
  /** The mail outbox's sender: `wake()` after committing a change that queued mail (platform/mail/queue.ts). */
  mail: MailService;
  /** Card payments: Stripe, or the built-in sandbox; null when the site takes none (docs/decisions/0029). */
  payments: PaymentProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

import { createPermissionIndex, type GrantRow } from '@clearsheets/shared';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { permissionGrants } from './db/schema';
import { accountRoutes, issueChangeTicket } from './modules/accounts';
import { arcadeRoutes } from './modules/arcade';
import { assignmentRoutes } from './modules/assignments';
import { attemptRoutes } from './modules/attempts';
import { authRoutes, isRefreshFamilyOpen } from './modules/auth';
import { billingRoutes } from './modules/billing';
import { classRoomPolicy, classRoutes } from './modules/classes';
import { devOutboxRoutes } from './modules/dev-outbox';
import { districtRoutes } from './modules/districts';
import { groupRoutes } from './modules/groups';
import { imageRoutes } from './modules/images';
import { importRoutes } from './modules/imports';
import {
  createLessonFileSweeper,
  lessonReportRoutes,
  lessonRoutes,
  lessonSessionRoomPolicy,
  lessonStageRoomPolicy,
  myLessonRoutes,
} from './modules/lessons';
import { licenseRoutes } from './modules/licenses';
import { monitorRoomPolicy, monitorRoutes } from './modules/monitor';
import { oneRosterRoutes } from './modules/oneroster';
import { preferenceRoutes } from './modules/preferences';
import { qtiRoutes } from './modules/qti';
import { createRollupWorker, reportRoutes } from './modules/reports';
import { createPasswordHasher } from './modules/rosters';
import { staffRoutes } from './modules/staff';
import { acceptStaffAssignment, staffAssignmentRoutes } from './modules/staff-assignments';
import { standardRoutes } from './modules/standards';
import { studentRosterRoutes } from './modules/students';
import { systemRoutes } from './modules/system';
import { teacherHomeRoutes } from './modules/teacher-home';
import { meRoutes } from './modules/users';
import { worksheetRoutes } from './modules/worksheets';
import { createAccessTokenService } from './platform/auth/access-tokens';
import { routeAccessOf } from './platform/auth/guards';
import {
  createLoginThrottle,
  createMemoryThrottleStore,
  createRedisThrottleStore,
  type ThrottleStore,
} from './platform/auth/login-throttle';
import { createSessionRegistry } from './platform/auth/sessions';
import { loadOrCreateSigningKeys } from './platform/auth/signing-keys';
import { type Clock, systemClock } from './platform/clock';
import type { AppContext } from './platform/context';
import { loadOrCreateCredentialBox } from './platform/crypto/credential-box';
import { registerErrorHandling } from './platform/errors';
import { registerJsonBodyParser } from './platform/json-body';
import { type LogStream, loggerOptions } from './platform/log-safety';
import { createMailService, type MailServiceOptions } from './platform/mail/mail-service';
import { completeDocument, describeOperations } from './platform/openapi';
import { createPaymentProvider } from './platform/payments/create-provider';
import { registerRateLimits } from './platform/rate-limits';
import { createMemoryBus, createRedisBus, type RealtimeBus } from './platform/realtime/bus';
import { realtimeGateway } from './platform/realtime/gateway';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWeb } from './platform/static-web';
import { createLocalDiskStorage } from './platform/storage/local-disk';
import { registerTextHygiene } from './platform/text-hygiene';
import { seedBase } from './seed/base';
import { seedContent } from './seed/content';
import { seedDemo } from './seed/demo';
import { seedDemoActivity } from './seed/demo-activity';

export interface BuildAppOptions {
  config: Config;
  /** An already-open database (tests pass a cloned template); otherwise one is opened from config. */
  database?: Database;
  /** Skip migrations and seeding (the database is known to be ready). */
  prepared?: boolean;
  /** A ready-made realtime bus (tests); otherwise Redis when REDIS_URL is set, else in memory. */
  realtime?: RealtimeBus;
  /** Where sign-in failure counters live (tests: Redis under a private prefix); otherwise Redis when
   * REDIS_URL is set, else memory. */
  throttleStore?: ThrottleStore;
  /** The Redis key prefix of the request limits (tests use one of their own). */
  rateLimitPrefix?: string;
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: LogStream;
  /** The mail sender's clock, retry delays and lease (tests move time instead of waiting). */
  mail?: MailServiceOptions;
  /** What the date-dependent parts read as now (tests fix or move it); the system clock otherwise. */
  clock?: Clock;
}

async function loadPermissionIndex(database: Database) {
  const rows = await database.db.select().from(permissionGrants);
  return createPermissionIndex(
    rows.map(
      (r): GrantRow => ({
        role: r.role as GrantRow['role'],
        licenseCode: r.licenseCode as GrantRow['licenseCode'],
        permission: r.permission as GrantRow['permission'],
        flags: { V: r.canView, C: r.canCreate, E: r.canEdit, D: r.canDelete },
      }),
    ),
  );
}

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` }));
  if (!opts.prepared) {
    await database.migrate();
    await seedBase(database.db);
    await seedContent(database.db);
    if (config.seedDemo) await seedDemo(database.db);
    if (config.seedDemoActivity) await seedDemoActivity(database.db, new Date());
  }
  const app = Fastify({
    // No parameter values, bodies, query strings or credentials in logs (platform/log-safety.ts).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  const signingKeys = await loadOrCreateSigningKeys(config.dataDir);
  const credentialBox = loadOrCreateCredentialBox(config.dataDir);
  const realtime =
    opts.realtime ??
    (config.redisUrl
      ? createRedisBus(config.redisUrl, { onError: (err) => app.log.warn({ err }, 'realtime bus') })
      : createMemoryBus());
  const sessions = createSessionRegistry(realtime, (familyId) => isRefreshFamilyOpen(database.db, familyId));
  const throttleRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  throttleRedis?.on('error', (err) => app.log.warn({ err }, 'login throttle and rate limit store'));
  const rateLimits = await registerRateLimits(app, { redis: throttleRedis, prefix: opts.rateLimitPrefix });
  const throttleStore =
    opts.throttleStore ?? (throttleRedis ? createRedisThrottleStore(throttleRedis) : createMemoryThrottleStore());
  const ctx: AppContext = {
    config,
    clock: opts.clock ?? systemClock,
    database,
    db: database.db,
    signingKeys,
    accessTokens: createAccessTokenService(
      signingKeys,
      { issuer: config.authority, clientId: config.clientId, ttlSeconds: config.accessTokenTtlSeconds },
      sessions,
    ),
    loginThrottle: createLoginThrottle(throttleStore, config.login),
    rateLimits,
    sessions,
    permissions: await loadPermissionIndex(database),
    credentialBox,
    passwordHasher: createPasswordHasher(database.db, credentialBox, app.log),
    realtime,
    storage: createLocalDiskStorage(config.storage.dir),
    mail: createMailService(database.db, { ...config.mail, dataDir: config.dataDir }, app.log, opts.mail),
    // The sandbox sends its signed events to our own webhook, through the whole request path (app.inject).
    payments: createPaymentProvider({
      billing: config.billing,
      db: database.db,
      log: app.log,
      deliver: async (payload, signature) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/billing/webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload,
          })
        ).statusCode,
    }),
  };

  app.decorate('ctx', ctx);
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  registerJsonBodyParser(app);
  registerTextHygiene(app);
  // Each guarded route says in the OpenAPI document whom its guard admits (`x-access`).
  app.addHook('onRoute', (route) => {
    const access = routeAccessOf(route.preHandler);
    if (access) route.schema = { ...route.schema, 'x-access': access } as typeof route.schema;
  });
  const rollups = createRollupWorker(database.db, config.rollupPollSeconds, app.log);
  const fileSweeper = createLessonFileSweeper(ctx, app.log);
  app.addHook('onReady', async () => {
    fileSweeper.start();
    void ctx.passwordHasher.kick();
    ctx.mail.start();
    rollups.start();
    ctx.payments?.start();
  });
  app.addHook('onClose', async () => {
    ctx.passwordHasher.stop();
    await ctx.passwordHasher.idle();
    await ctx.payments?.stop();
    await ctx.mail.stop();
    await rollups.stop();
    fileSweeper.stop();
    ctx.sessions.close();
    await ctx.realtime.close();
    await throttleRedis?.quit().catch(() => {});
    if (!opts.database) await database.close();
  });

  await app.register(formbody);
  describeOperations(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clearsheets API',
        version: '1.0.0',
        description: 'Worksheets, lessons and reports for K-12 classrooms.',
        license: { name: 'Proprietary', url: 'https://clearsheets.example/terms' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      completeDocument(
        ('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as Record<string, unknown>,
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(systemRoutes);
  await app.register(authRoutes, { issueChangeTicket });
  await app.register(accountRoutes);
  await app.register(meRoutes);
  await app.register(billingRoutes);
  await app.register(licenseRoutes);
  await app.register(districtRoutes);
  await app.register(preferenceRoutes);
  await app.register(standardRoutes);
  await app.register(staffRoutes);
  await app.register(groupRoutes);
  await app.register(importRoutes);
  await app.register(oneRosterRoutes);
  await app.register(classRoutes);
  await app.register(studentRosterRoutes);
  await app.register(attemptRoutes);
  await app.register(assignmentRoutes, { acceptStaffAssignment });
  await app.register(staffAssignmentRoutes);
  await app.register(worksheetRoutes);
  await app.register(qtiRoutes);
  await app.register(imageRoutes);
  await app.register(monitorRoutes);
  await app.register(lessonRoutes);
  await app.register(lessonReportRoutes);
  await app.register(myLessonRoutes);
  await app.register(arcadeRoutes);
  await app.register(teacherHomeRoutes);
  await app.register(reportRoutes);
  // Development only: the mail the app sent, readable without a mail server (decision 0027).
  if (config.isDevelopment) await app.register(devOutboxRoutes);
  await app.register(realtimeGateway, {
    policies: {
      class: classRoomPolicy,
      assignment: monitorRoomPolicy,
      'lesson-session': lessonSessionRoomPolicy,
      'lesson-stage': lessonStageRoomPolicy,
    },
  });
  await registerWeb(app, config.webDistDir);
  return app;
}

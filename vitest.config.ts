import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Unit tests run everywhere; integration tests (*.int.test.ts) run the real app on a real database:
// PGlite by default, PostgreSQL when DATABASE_URL is set. Realtime-across-processes tests
// (*.redis.int.test.ts) need Redis: their project exists only when REDIS_URL is set.
const redisProject: TestProjectInlineConfiguration[] = process.env.REDIS_URL
  ? [
      {
        test: {
          name: 'server-redis',
          include: ['apps/server/**/*.redis.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Files share loaded modules (77 s -> 31 s on two cores; the same 990 tests pass in any order): a test
          // that stubs a global, fakes timers or changes module state undoes it in its own afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-int',
          include: ['apps/server/**/*.int.test.ts'],
          exclude: ['**/*.redis.int.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app on its own database clone, so files share nothing but loaded modules:
          // not re-importing the server for every file saves about half of the suite's time (import was ~5 s a
          // file). State that outlives an app is keyed by its database or app (caches, throttles).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...redisProject,
    ],
  },
});

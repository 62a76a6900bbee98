import { defineConfig } from 'vitest/config';

// Unit tests run everywhere; integration tests (*.int.test.ts) run the real app on a real database:
// PGlite by default, PostgreSQL when DATABASE_URL is set.
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
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-int',
          include: ['apps/server/**/*.int.test.ts'],
          exclude: ['**/*.redis.int.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

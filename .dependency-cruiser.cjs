// Module boundaries checked on every `npm run lint` (docs/decisions/0021-enforced-module-boundaries.md).
// Biome checks the rules it can express on import names; these need resolved paths or the whole graph.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move the shared piece to its one owner, or to platform/ when cross-cutting.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'drizzle-only-in-repositories',
      severity: 'error',
      comment: 'Only *.repository.ts files, db/ and seed/ speak Drizzle (tests may too; test kits live outside src).',
      from: {
        path: '^apps/server/src/',
        pathNot: ['\\.repository\\.ts$', '^apps/server/src/db/', '^apps/server/src/seed/', '\\.test\\.ts$'],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'routes-not-repositories',
      severity: 'error',
      comment: 'Route files call services, never repositories: route -> service -> repository.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'platform-not-modules',
      severity: 'error',
      comment: 'platform/ is cross-cutting: it depends on no module.',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    // Modules that build on another never have it import them back (a loop through two folders is a cycle
    // of ownership even when no single file loops): the one owner holds the shared piece.
    {
      name: 'module-direction',
      severity: 'error',
      comment:
        'students builds on classes, staff-assignments on assignments, monitor on attempts; rosters (student ' +
        'accounts, enrollments, usernames) is below classes and students.',
      from: { path: '^apps/server/src/modules/(classes|assignments|attempts|rosters)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/(students|staff-assignments|monitor)/' },
    },
    {
      name: 'rosters-below-classes',
      severity: 'error',
      comment: 'rosters is below classes: classes uses its enrollments and usernames.',
      from: { path: '^apps/server/src/modules/rosters/' },
      to: { path: '^apps/server/src/modules/classes/' },
    },
    {
      name: 'test-support-outside-src',
      severity: 'error',
      comment:
        'Test kits live in apps/server/test/kits and packages/shared/test, not in src; product code never imports them.',
      from: {},
      to: { path: ['^apps/server/src/.*(-test-kit|/test-[^/]+)\\.ts$', '^packages/shared/src/.*/test-support/'] },
    },
    {
      name: 'product-code-not-test-support',
      severity: 'error',
      comment: 'Product code never imports test support.',
      from: { path: '^(apps/server/src|apps/web/src|packages/shared/src)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(apps/server/test|packages/shared/test)/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'A web feature imports its own folder, features/questions through its index.ts, and shared code.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/questions/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

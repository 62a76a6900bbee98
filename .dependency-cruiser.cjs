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
    // A module's front door (docs/decisions/0041-modules-with-a-front-door.md): another module, the app and the
    // seed use a module through its index.ts alone; inside its own folder (tests included) a module is free.
    // Loops between module folders are refused by .dependency-cruiser-folders.cjs (run by the same lint).
    {
      name: 'module-front-door',
      severity: 'error',
      comment: "Another module's files are used through its index.ts: export what you need there.",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'app-through-front-door',
      severity: 'error',
      comment: 'The app, the seed and platform tests use a module through its index.ts: export what you need there.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/modules/', '^apps/server/src/platform/(?!.*\\.test\\.ts$)'],
      },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
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

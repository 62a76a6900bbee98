// No loop between server module folders (docs/decisions/0041-modules-with-a-front-door.md), checked by
// `npm run lint` on the product code alone: a test may use the module that builds on its own, and test kits
// use the modules they fill, so tests are left out of the folder graph (their imports are checked by
// .dependency-cruiser.cjs: through the front door).
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-folder-loop',
      severity: 'error',
      comment:
        'Two module folders that use each other, directly or around a longer loop: move the shared piece down ' +
        '(db/, platform/ or the lower module) or invert the call (the lower module takes a callback or a port).',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: ['(^|/)dist/', '\\.test\\.ts$'] } },
};

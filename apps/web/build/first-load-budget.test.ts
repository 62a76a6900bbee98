import { describe, expect, it } from 'vitest';
import { firstLoadOf } from './first-load-budget';

const chunk = (fileName: string, moduleId: string | null, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: moduleId,
  moduleIds: moduleId ? [moduleId] : [],
  imports,
  dynamicImports,
  code: `/* ${fileName} */ ${'x'.repeat(50)}`,
});

const app = [
  chunk('index.js', '/app/src/main.tsx', ['react.js'], ['layout.js', 'staff.js']),
  chunk('react.js', null),
  chunk('layout.js', '/app/src/app/layouts/student-layout.tsx', ['react.js', 'ui.js'], ['badge.js', 'toasts.js']),
  chunk('ui.js', null),
  chunk('home.js', '/app/src/features/dashboards/pages/student-home-page.tsx', ['ui.js']),
  chunk('badge.js', '/app/src/features/arcade/components/header-badge.tsx', ['art.js']),
  chunk('art.js', null),
  chunk('toasts.js', '/app/src/components/notifications-container.tsx', ['ui.js', 'transitions.js']),
  chunk('transitions.js', null),
  chunk('staff.js', '/app/src/app/staff-routes.tsx', ['react.js', 'staff-ui.js']),
  chunk('staff-ui.js', null),
];

describe('the student first load', () => {
  it('is the entry and the first screen with everything they import, but no other page nor a later lazy load', () => {
    const { files, missingRoots, unaccounted } = firstLoadOf(app);
    expect(files.map((f) => f.file).sort()).toEqual([
      'art.js',
      'badge.js',
      'home.js',
      'index.js',
      'layout.js',
      'react.js',
      'ui.js',
    ]);
    expect(missingRoots).toBe(0);
    expect(unaccounted).toEqual([]);
  });

  it('names a new lazy import of the first screen, so it is counted or listed as loaded later', () => {
    const withNew = app.map((c) => (c.fileName === 'home.js' ? { ...c, dynamicImports: ['games.js'] } : c));
    withNew.push(chunk('games.js', '/app/src/features/arcade/games/registry.ts'));
    expect(firstLoadOf(withNew).unaccounted).toEqual(['games.js']);
  });

  it('notices when a first-screen module is no longer a chunk of its own', () => {
    expect(firstLoadOf(app.filter((c) => c.fileName !== 'home.js')).missingRoots).toBe(1);
  });
});

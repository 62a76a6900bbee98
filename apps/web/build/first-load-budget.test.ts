import { describe, expect, it } from 'vitest';
import { FIRST_LOADS, firstLoadOf, kB } from './first-load-budget';
import { wireBody } from './precompress';

const student = FIRST_LOADS.find((l) => l.path === '/student')!;
const login = FIRST_LOADS.find((l) => l.path === '/login')!;

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
  chunk('login.js', '/app/src/features/auth/pages/login-page.tsx', ['ui.js', 'form.js'], ['rules.js']),
  chunk('form.js', null),
  chunk('rules.js', '/app/src/features/auth/login-validation.ts', ['zod.js']),
  chunk('zod.js', null),
];

describe('the student first load', () => {
  it('is the entry and the first screen with everything they import, but no other page nor a later lazy load', () => {
    const { files, missingRoots, unaccounted } = firstLoadOf(app, student);
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
    expect(firstLoadOf(withNew, student).unaccounted).toEqual(['games.js']);
  });

  it('notices when a first-screen module is no longer a chunk of its own', () => {
    expect(
      firstLoadOf(
        app.filter((c) => c.fileName !== 'home.js'),
        student,
      ).missingRoots,
    ).toBe(1);
  });
});

describe('the /login first load', () => {
  it('is the entry and the sign-in page with what they import, without the rules the form loads when used', () => {
    const { files, missingRoots, unaccounted } = firstLoadOf(app, login);
    expect(files.map((f) => f.file).sort()).toEqual(['form.js', 'index.js', 'login.js', 'react.js', 'ui.js']);
    expect(missingRoots).toBe(0);
    expect(unaccounted).toEqual([]);
  });
});

describe('what a file costs', () => {
  it('is the brotli body the server sends, or the file itself when it is too small to be compressed', () => {
    const big = 'const answer = 42;\n'.repeat(200);
    const small = 'export const a = 1;';
    const { files } = firstLoadOf(
      [
        { ...chunk('index.js', '/app/src/main.tsx', ['small.js']), code: big },
        { ...chunk('small.js', null), code: small },
      ],
      login,
    );
    expect(Object.fromEntries(files.map((f) => [f.file, f.bytes]))).toEqual({
      'index.js': wireBody(big).length,
      'small.js': small.length,
    });
    expect(wireBody(big).length).toBeLessThan(big.length / 10);
  });

  it('is written in decimal kilobytes: 1 kB = 1,000 bytes', () => {
    expect(kB(150_000)).toBe('150.0 kB');
    expect(kB(152_273)).toBe('152.3 kB');
  });
});

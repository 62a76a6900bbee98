import type { Plugin } from 'vite';
import { wireBody } from './precompress';

// DESIGN.md section 7: the student's first load, and /login's, are each at most 150 kB (150,000 bytes) of
// JavaScript as the browser downloads it. This check fails the build when either is over.
//
// What a first load is: the app's entry plus each first-screen module's chunk, each with every chunk it imports
// statically. That is exactly what the browser fetches: index.html's script and modulepreload links are the entry's
// static imports, and Vite's preload helper fetches a lazy chunk together with its static imports.
//
// What a file costs: the body the server sends. apps/server serves the build with @fastify/static's preCompressed
// option, which picks the .br file precompress.ts wrote for every browser that accepts brotli (Chromium, Firefox
// and Safari all do); a file too small to be compressed goes as it is. `npm run bench first-load` measures the
// same in Chromium from the response bodies.

export const FIRST_LOAD_BUDGET_BYTES = 150_000;

export interface FirstLoad {
  /** The page, as a signed-in student or a visitor opens it. */
  path: string;
  /** The modules whose chunks make up the first screen (besides the app's entry). */
  firstScreen: string[];
  /**
   * What those chunks may import lazily without it counting: loaded on a later action, not by the first screen. A
   * new lazy import in them fails the check until it is listed here or in firstScreen, so none slips past it.
   */
  loadedLater: string[];
}

export const FIRST_LOADS: FirstLoad[] = [
  {
    // A signed-in student opening the app.
    path: '/student',
    firstScreen: [
      'src/app/layouts/student-layout.tsx',
      'src/features/dashboards/pages/student-home-page.tsx',
      'src/features/arcade/components/header-badge.tsx',
    ],
    loadedLater: [
      // With the first toast.
      'src/components/notifications-container.tsx',
      // On signing out, to send any answers still waiting on the device.
      'src/features/player/browser-answer-queue.ts',
      // The empty list's picture, when a student has no assignments.
      'src/features/dashboards/components/empty-assignments-art.tsx',
    ],
  },
  {
    // Everyone who is not signed in: the public frame is part of the entry, the sign-in page is its own chunk.
    path: '/login',
    firstScreen: ['src/features/auth/pages/login-page.tsx'],
    loadedLater: [
      // The form's rules (zod), when the form is first focused or sent.
      'src/features/auth/login-validation.ts',
      // The form a temporary password leads to, after a sign-in that asks for a new password.
      'src/features/auth/components/must-change-form.tsx',
      // The resend-link button, after a sign-in refused because the email is not verified yet.
      'src/features/auth/components/resend-link-button.tsx',
      // The demo accounts, outside production only, once the client config says there are some.
      'src/features/auth/components/demo-accounts.tsx',
    ],
  },
];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
}

const endsWithAny = (id: string | null, paths: string[]) => !!id && paths.some((p) => id.split('?')[0]!.endsWith(p));

/** A first load's chunks and the bytes the server sends for each, and what the check must complain about. */
export function firstLoadOf(chunks: ChunkLike[], load: FirstLoad, bytesOf = (code: string) => wireBody(code).length) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.isEntry || endsWithAny(c.facadeModuleId, load.firstScreen));
  const found = roots.filter((c) => !c.isEntry).length;
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root.fileName);
  const unaccounted = roots
    .filter((c) => !c.isEntry)
    .flatMap((c) => c.dynamicImports)
    .filter(
      (file) =>
        !(byFile.get(file)?.moduleIds ?? []).some((id) => endsWithAny(id, [...load.firstScreen, ...load.loadedLater])),
    );
  const files = [...loaded]
    .map((file) => ({ file, bytes: bytesOf(byFile.get(file)?.code ?? '') }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return { files, bytes, missingRoots: load.firstScreen.length - found, unaccounted };
}

/** Decimal kilobytes, as the budget is written: 1 kB = 1,000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function firstLoadBudget(): Plugin {
  return {
    name: 'clearsheets-first-load-budget',
    apply: 'build',
    // Once written: Vite's own plugins still change the chunks (the preload lists) while the bundle is generated.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
      const over: string[] = [];
      for (const load of FIRST_LOADS) {
        const { files, bytes, missingRoots, unaccounted } = firstLoadOf(chunks as ChunkLike[], load);
        if (missingRoots > 0)
          this.error(
            `first-load budget: a first-screen module of ${load.path} is no longer a chunk of its own (${load.firstScreen.join(', ')})`,
          );
        if (unaccounted.length > 0)
          this.error(
            `first-load budget: ${load.path} now loads ${unaccounted.join(', ')} lazily: list it in its firstScreen or loadedLater (apps/web/build/first-load-budget.ts)`,
          );
        const line = `${load.path} first load: ${kB(bytes)} of JavaScript on the wire (brotli) in ${files.length} files (budget ${kB(FIRST_LOAD_BUDGET_BYTES)}).`;
        console.log(line);
        const listed = Number(process.env.FIRST_LOAD_LIST ?? (bytes > FIRST_LOAD_BUDGET_BYTES ? 8 : 0));
        for (const f of files.slice(0, listed)) console.log(`  ${f.file} ${kB(f.bytes)}`);
        if (bytes > FIRST_LOAD_BUDGET_BYTES) over.push(line);
      }
      if (over.length > 0)
        this.error(`Over the first-load budget (DESIGN.md 7), largest files listed above: ${over.join(' ')}`);
    },
  };
}

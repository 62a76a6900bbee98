import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// DESIGN.md section 7: the student's first load is at most 150 kB of gzip JavaScript. This check fails the build
// when it is not. The first load is what /student downloads for a signed-in student: the app's entry, the student
// layout, the home page and the header's arcade badge, each with every chunk it imports statically. `npm run
// bench arcade` measures the same in Chromium.

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** The modules whose chunks make up the student's first screen (besides the app's entry). */
const FIRST_SCREEN = [
  'src/app/layouts/student-layout.tsx',
  'src/features/dashboards/pages/student-home-page.tsx',
  'src/features/arcade/components/header-badge.tsx',
];

/**
 * What those chunks may import lazily without it counting: loaded on a later action, not by the first screen. A
 * new lazy import in them fails the check until it is listed here or in FIRST_SCREEN, so none slips past it.
 */
const LOADED_LATER = [
  // With the first toast.
  'src/components/notifications-container.tsx',
  // On signing out, to send any answers still waiting on the device.
  'src/features/player/browser-answer-queue.ts',
  // The empty list's picture, when a student has no assignments.
  'src/features/dashboards/components/empty-assignments-art.tsx',
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

/** The first load's chunks, their gzip size, and the lazy imports of the first screen no list accounts for. */
export function firstLoadOf(chunks: ChunkLike[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.isEntry || endsWithAny(c.facadeModuleId, FIRST_SCREEN));
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
      (file) => !(byFile.get(file)?.moduleIds ?? []).some((id) => endsWithAny(id, [...FIRST_SCREEN, ...LOADED_LATER])),
    );
  const files = [...loaded]
    .map((file) => ({ file, bytes: gzipSync(byFile.get(file)?.code ?? '', { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return { files, bytes, missingRoots: FIRST_SCREEN.length - found, unaccounted };
}

export function firstLoadBudget(): Plugin {
  return {
    name: 'clearsheets-first-load-budget',
    apply: 'build',
    // Once written: Vite's own plugins still change the chunks (the preload lists) while the bundle is generated.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
      const { files, bytes, missingRoots, unaccounted } = firstLoadOf(chunks as ChunkLike[]);
      const kb = (bytes / 1024).toFixed(1);
      if (missingRoots > 0)
        this.error(
          `first-load budget: a first-screen module is no longer a chunk of its own (${FIRST_SCREEN.join(', ')})`,
        );
      if (unaccounted.length > 0)
        this.error(
          `first-load budget: the first screen now loads ${unaccounted.join(', ')} lazily: list it in FIRST_SCREEN or LOADED_LATER (apps/web/build/first-load-budget.ts)`,
        );
      if (bytes > FIRST_LOAD_BUDGET_BYTES) {
        const largest = files
          .slice(0, Number(process.env.FIRST_LOAD_LIST ?? 8))
          .map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} kB`);
        this.error(
          `The student's first load is ${kb} kB gzip JavaScript in ${files.length} files, over its 150 kB budget ` +
            `(DESIGN.md 7). Largest: ${largest.join(', ')}`,
        );
      }
      console.log(`Student first load: ${kb} kB gzip JavaScript in ${files.length} files (budget 150 kB).`);
    },
  };
}

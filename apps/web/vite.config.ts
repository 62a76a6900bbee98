import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on :3000; in production the server serves this build on the same origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': apiTarget,
  '/connect': apiTarget,
  '/.well-known': apiTarget,
  '/health': apiTarget,
};

/**
 * packages/shared is imported through its index; its modules only declare things, so unused ones (zod
 * contracts, the permission matrix) can be dropped from a chunk. Without this, zod lands in the first load.
 */
function sharedHasNoSideEffects(): Plugin {
  return {
    name: 'clearsheets-shared-no-side-effects',
    transform: {
      filter: { id: /[\\/]packages[\\/]shared[\\/]src[\\/]/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  plugins: [react(), sharedHasNoSideEffects()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadBudget } from './build/first-load-budget';
import { precompress } from './build/precompress';

// In development the API runs on :3000; in production the server serves this build on the same origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  // The realtime socket first: the WebSocket upgrade must be proxied too.
  '/api/v1/realtime': { target: apiTarget, ws: true },
  '/api': apiTarget,
  '/connect': apiTarget,
  '/.well-known': apiTarget,
  '/health': apiTarget,
  '/uploads': apiTarget,
};

export default defineConfig({
  plugins: [react(), firstLoadBudget(), precompress()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});

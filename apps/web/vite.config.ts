import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000; in production the server serves this build on the same origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': apiTarget,
  '/connect': apiTarget,
  '/.well-known': apiTarget,
  '/health': apiTarget,
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});

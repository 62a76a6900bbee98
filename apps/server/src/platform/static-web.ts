import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@clearsheets/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendProblem } from './errors';

const API_PREFIXES = ['/api/', '/connect/', '/.well-known/', '/health', '/ready'];

/** Serves the built web app, with index.html for every client route; API misses stay problem+json. */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The web build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      index: false,
      setHeaders(res, file) {
        // Vite fingerprints assets, so they can be cached for good; the shell must always be fresh.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendShell = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index));
  if (hasWeb) {
    // The app's root is the shell itself. Left to the static plugin, "/" is a directory: with precompressed
    // files and no Accept-Encoding it answered 403 instead of the app.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) return sendShell(reply);
    return sendProblem(reply, {
      type: 'about:blank#not_found',
      title: MESSAGES.notFound,
      status: 404,
      code: 'not_found',
    });
  });
}

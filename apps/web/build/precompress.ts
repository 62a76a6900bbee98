import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a file is sent as it is: compressing it would save next to nothing. */
const COMPRESS_FROM_BYTES = 1024;

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** The body the server sends a browser that accepts brotli (every current one): the .br file, or the file itself
 * when it is too small to have one. The first-load budget counts these bytes. */
export function wireBody(content: string | Buffer) {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  return body.length < COMPRESS_FROM_BYTES ? body : brotli(body);
}

/** Writes .br and .gz beside every text asset once the build is done, so the server sends compressed
 * files without compressing on each request (apps/server's static-web.ts picks .br, then .gz). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'clearsheets-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const body = fs.readFileSync(file);
        if (body.length < COMPRESS_FROM_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotli(body));
      }
    },
  };
}

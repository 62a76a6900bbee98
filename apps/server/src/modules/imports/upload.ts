import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../platform/errors';

const maxBytes = new WeakMap<FastifyInstance, number>();

/** Multipart for the routes of the calling plugin only: one file of at most `fileSize` bytes
 * (STUDENT_IMPORT_MAX_BYTES, ONEROSTER_IMPORT_MAX_BYTES). */
export async function registerImportMultipart(app: FastifyInstance, fileSize: number) {
  maxBytes.set(app, fileSize);
  await app.register(multipart, { limits: { fileSize, files: 1, fields: 10, parts: 11 } });
}

const noFile = () => new ValidationError([{ field: 'file', message: 'Choose a file to upload' }]);

/** The one uploaded file, read into memory (its size is capped per route; it is read in a worker thread). */
export async function readUploadedFile(request: FastifyRequest): Promise<{ fileName: string; buffer: Buffer }> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file();
    if (!part) throw noFile();
    const buffer = await part.toBuffer();
    if (!buffer.length) throw noFile();
    // Only the base name is kept (it is shown back to the user); never a path.
    const fileName = path.basename(part.filename || 'upload').slice(0, 200) || 'upload';
    return { fileName, buffer };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      const mb = Math.round((maxBytes.get(request.server) ?? 0) / 1024 / 1024);
      const message = `Upload one file of at most ${mb} MB`;
      throw new AppError(413, 'payload_too_large', 'invalidRequest', message, [{ field: 'file', message }]);
    }
    throw err;
  }
}

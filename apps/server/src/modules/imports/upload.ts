import path from 'node:path';
import { IMPORT_MAX_BYTES } from '@clearsheets/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../platform/errors';

/** Multipart for the routes of the calling plugin only: one file, at most IMPORT_MAX_BYTES. */
export async function registerImportMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
}

const noFile = () => new ValidationError([{ field: 'file', message: 'Choose a file to upload' }]);
const MAX_MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);

/** The one uploaded file, read into memory (imports are parsed whole anyway). */
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
      const message = `Upload one file of at most ${MAX_MB} MB`;
      throw new AppError(413, 'payload_too_large', 'invalidRequest', message, [{ field: 'file', message }]);
    }
    throw err;
  }
}

import { GRADES, ZIdParam, ZQtiImportResult } from '@clearsheets/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, parseInput, ValidationError } from '../../platform/errors';
import { limitUploads } from '../../platform/upload-rate-limit';
import { authorOf, studio, ZWorksheetParams } from '../worksheets';
import { exportWorksheetQti } from './qti-export.service';
import { importWorksheetQti } from './qti-import.service';
import { QTI_ZIP_LIMITS } from './qti-zip';

const tags = ['worksheets'];
const MAX_MB = Math.round(QTI_ZIP_LIMITS.zipBytes / 1024 / 1024);

/** The optional fields beside the file: where the package is silent about title, grade or subject. */
const ZImportFields = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  grade: z.enum(GRADES).optional(),
  subjectId: ZIdParam.optional(),
});

const noFile = () => new ValidationError([{ field: 'file', message: 'Choose a QTI 3.0 package (.zip) to upload' }]);

/** The uploaded package (field `file`) and the optional fields. */
async function readQtiUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFile();
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer(); // every file part is read, so the body is consumed
        if (part.fieldname === 'file' && !bytes) bytes = data;
      } else if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The package is larger than ${MAX_MB} MB`;
      throw new AppError(413, 'payload_too_large', 'invalidRequest', message, [{ field: 'file', message }]);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ValidationError([{ field: 'file', message: 'Upload one package at a time' }]);
    throw noFile(); // a malformed multipart body
  }
  if (!bytes?.length) throw noFile();
  return { bytes, choices: parseInput(ZImportFields, fields, 'body') };
}

/** QTI 3.0 content packages: a worksheet out (download) and in (a new worksheet of the caller's). */
export async function qtiRoutes(app: FastifyInstance) {
  // Multipart for this plugin's routes only: one package and a few short fields.
  await app.register(multipart, {
    limits: { fileSize: QTI_ZIP_LIMITS.zipBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/worksheets/:id/qti',
    {
      preHandler: studio('V'),
      schema: {
        tags,
        summary: 'Download a worksheet as a QTI 3.0 content package (zip: manifest, test, items, passages)',
        params: ZWorksheetParams,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await exportWorksheetQti(app.ctx, authorOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  r.post(
    '/api/v1/worksheets/import/qti',
    {
      preHandler: [...studio('C'), limitUploads],
      schema: {
        tags,
        summary:
          'Import a QTI 3.0 content package (multipart `file`; optional `title`, `grade`, `subjectId`) as a new worksheet',
        consumes: ['multipart/form-data'],
        response: { 201: ZQtiImportResult },
      },
    },
    async (request, reply) => {
      const { bytes, choices } = await readQtiUpload(request);
      const result = await importWorksheetQti(app.ctx, authorOf(request), bytes, choices);
      return reply.code(201).header('location', `/api/v1/worksheets/${result.id}`).send(result);
    },
  );
}

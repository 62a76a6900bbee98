import { IMAGE_UPLOAD_MAX_BYTES, STAFF_ROLES, ZImagePurpose, ZUploadedImage } from '@clearsheets/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPermission, authenticated, callerOf } from '../../platform/auth/guards';
import { AppError, badRequest, notFound, ValidationError } from '../../platform/errors';
import { isStorageKey } from '../../platform/storage/storage';
import { limitUploads } from '../../platform/upload-rate-limit';
import { needsStudioFlag } from './images.policy';
import { uploadImage } from './images.service';

const staff = authenticated(STAFF_ROLES);

/** Teachers upload images for their questions and lessons; other staff need the studio's create flag. */
async function mayUpload(request: FastifyRequest, reply: FastifyReply) {
  await staff.call(request.server, request, reply);
  // The permission check answers with the upgrade message when a license would open the flag.
  if (needsStudioFlag(callerOf(request))) assertPermission(request, 'cs_clearsheet_studio', 'C');
}

/** The multipart body: the image bytes (field `file`) and the optional `purpose`. */
async function readImageUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('file', 'uploadImage');
  let bytes: Buffer | undefined;
  let purpose: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer(); // every file part is read, so the body is consumed
        if (part.fieldname === 'file' && !bytes) bytes = data;
      } else if (part.fieldname === 'purpose') purpose = String(part.value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('file', 'imageFileTooLarge');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ValidationError([{ field: 'file', message: 'Upload one image at a time' }]);
    throw badRequest('file', 'uploadImage'); // a malformed multipart body
  }
  if (!bytes?.length) throw badRequest('file', 'uploadImage');
  const parsed = ZImagePurpose.optional().safeParse(purpose || undefined);
  if (!parsed.success)
    throw new ValidationError([{ field: 'purpose', message: 'Leave purpose empty or send "icon" or "slide"' }]);
  return { bytes, purpose: parsed.data };
}

/** Image upload (checked by content, re-encoded, stored) and serving stored uploads. */
export async function imageRoutes(app: FastifyInstance) {
  // Multipart for this plugin's routes only: one small file and at most a couple of short fields.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 200, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/images',
    {
      preHandler: [mayUpload, limitUploads],
      schema: {
        tags: ['images'],
        summary:
          'Upload a PNG or JPEG (field `file`, optional `purpose=icon` or `slide`); resized to 400 px, at most 0.3 MB (a slide page: 1600 px, 1 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadedImage },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploadImage(app.ctx, callerOf(request), await readImageUpload(request))),
  );

  // Public by unguessable key: students' browsers load question images without a bearer token.
  r.get(
    '/uploads/:key',
    { schema: { tags: ['images'], summary: 'A stored upload', params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const { key } = request.params;
      const file = isStorageKey(key) ? await app.ctx.storage.get(key) : null;
      if (!file) throw notFound();
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );

  // Anything deeper under /uploads (e.g. ../ tricks) is not a key: 404, never the web app's index.
  r.get('/uploads/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });
}

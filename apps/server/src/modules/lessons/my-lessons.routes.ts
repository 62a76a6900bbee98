import { STAFF_ROLES, ZId, ZIdParam, ZMyLessonInput, ZMyLessonList, ZMyLessonShare } from '@clearsheets/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { AppError, badRequest } from '../../platform/errors';
import { limitUploads } from '../../platform/upload-rate-limit';
import { storeLessonMedia } from './lesson-media';
import { assertCan } from './lessons.policy';
import { liveGranted } from './lessons.service';
import {
  createMyLesson,
  duplicateLesson,
  myLessons,
  removeLesson,
  shareLesson,
  updateLesson,
} from './my-lessons.service';
import { presentationToPdf } from './presentation-convert';

// My Clear Lessons over HTTP: the list, create, change, share, copy and delete (the owner; 404 for anyone else), and
// a PowerPoint converted to PDF where the server can (the web renders PDF pages itself, with pdf.js).

const tags = ['my clear lessons'];
const staff = authenticated(STAFF_ROLES);
const ZParams = z.object({ id: ZIdParam });
const ZSaved = z.object({ id: ZId });
const PRESENTATION_MAX_BYTES = 50 * 1024 * 1024;

/** The multipart body's one file (field `file`). */
async function readUpload(
  request: FastifyRequest,
  invalid: 'presentationFileInvalid' | 'lessonMediaInvalid' = 'presentationFileInvalid',
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('file', invalid);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts())
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && !bytes) bytes = data;
      }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('file', 'presentationFileTooLarge');
    throw badRequest('file', invalid);
  }
  if (!bytes?.length) throw badRequest('file', invalid);
  return bytes;
}

export async function myLessonRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: PRESENTATION_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 200, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/api/v1/lessons/mine',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The teacher's own lessons and those shared in the school",
        response: { 200: ZMyLessonList },
      },
    },
    async (request) => myLessons(ctx, callerOf(request)),
  );

  r.post(
    '/api/v1/lessons/mine',
    {
      preHandler: staff,
      schema: { tags, summary: 'Create a My Clear Lesson', body: ZMyLessonInput, response: { 201: ZSaved } },
    },
    async (request, reply) => reply.code(201).send(await createMyLesson(ctx, callerOf(request), request.body)),
  );

  r.put(
    '/api/v1/lessons/mine/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Change a My Clear Lesson (the whole lesson)',
        params: ZParams,
        body: ZMyLessonInput,
        response: { 200: ZSaved },
      },
    },
    async (request) => updateLesson(ctx, callerOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/v1/lessons/mine/:id/share',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Share a My Clear Lesson with the school, or stop',
        params: ZParams,
        body: ZMyLessonShare,
        response: { 200: ZMyLessonShare },
      },
    },
    async (request) => shareLesson(ctx, callerOf(request), request.params.id, request.body.shared),
  );

  r.post(
    '/api/v1/lessons/:id/duplicate',
    {
      preHandler: staff,
      schema: { tags, summary: 'Copy a lesson into My Clear Lessons', params: ZParams, response: { 201: ZSaved } },
    },
    async (request, reply) => reply.code(201).send(await duplicateLesson(ctx, callerOf(request), request.params.id)),
  );

  r.delete(
    '/api/v1/lessons/mine/:id',
    {
      preHandler: staff,
      schema: { tags, summary: 'Delete a My Clear Lesson (sessions keep their copy)', params: ZParams },
    },
    async (request, reply) => {
      await removeLesson(ctx, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/v1/lessons/media',
    {
      preHandler: [staff, limitUploads],
      schema: {
        tags,
        summary: "A lesson's video (MP4, WebM) or its captions (WebVTT), checked by content; at most 50 MB",
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string(), kind: z.enum(['video', 'captions']), bytes: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      assertCan(caller, 'author', { liveGranted: liveGranted(ctx, caller) });
      return reply.code(201).send(await storeLessonMedia(ctx, caller, await readUpload(request, 'lessonMediaInvalid')));
    },
  );

  r.post(
    '/api/v1/lessons/convert',
    {
      preHandler: [staff, limitUploads],
      schema: {
        tags,
        summary: 'A PowerPoint file as PDF (415 with how to export it when the server cannot convert)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const pdf = await presentationToPdf(await readUpload(request));
      return reply.type('application/pdf').header('cache-control', 'no-store').send(pdf);
    },
  );
}

import { MESSAGES, ONEROSTER_IMPORT_MAX_BYTES, ZOneRosterImportQuery } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { limitUploads } from '../../platform/upload-rate-limit';
import {
  importStateOf,
  queueAfterReply,
  readUploadedFile,
  registerImportMultipart,
  registerQueueAfterReply,
  toImportJob,
  ZImportAccepted,
} from '../imports';
import { acceptOneRosterUpload, runOneRosterImport } from './oneroster.service';

/** A district admin loads their district's roster from a OneRoster 1.1/1.2 CSV zip. Status: /api/v1/imports. */
export async function oneRosterRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  importStateOf(ctx, app.log).runner.handle('oneroster', (id) => runOneRosterImport(ctx, app.log, id));
  await registerImportMultipart(app, ONEROSTER_IMPORT_MAX_BYTES);
  registerQueueAfterReply(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/oneroster/imports',
    {
      preHandler: [authenticated(['DistrictAdmin']), limitUploads],
      schema: {
        tags: ['imports'],
        summary: 'Upload a OneRoster CSV zip for the caller’s district; imported in the background',
        consumes: ['multipart/form-data'],
        querystring: ZOneRosterImportQuery,
        response: { 202: ZImportAccepted },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request);
      const job = await acceptOneRosterUpload(ctx, request.log, callerOf(request), file, {
        defaultGrade: request.query.defaultGrade ?? null,
      });
      queueAfterReply(request, job);
      return reply.status(202).send({ ...toImportJob(job), notice: MESSAGES.uploadInProgress });
    },
  );
}

import { MESSAGES } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { toImportJob } from '../imports/import-jobs.repository';
import { importStateOf, queueAfterReply, registerQueueAfterReply } from '../imports/import-runner';
import { ZImportAccepted } from '../imports/imports.routes';
import { readUploadedFile, registerImportMultipart } from '../imports/upload';
import { acceptOneRosterUpload, runOneRosterImport } from './oneroster.service';

/** A district admin loads their district's roster from a OneRoster 1.1/1.2 CSV zip. Status: /api/v1/imports. */
export async function oneRosterRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  importStateOf(ctx, app.log).runner.handle('oneroster', (id) => runOneRosterImport(ctx, app.log, id));
  await registerImportMultipart(app);
  registerQueueAfterReply(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/oneroster/imports',
    {
      preHandler: authenticated(['DistrictAdmin']),
      schema: {
        tags: ['imports'],
        summary: 'Upload a OneRoster CSV zip for the caller’s district; imported in the background',
        consumes: ['multipart/form-data'],
        response: { 202: ZImportAccepted },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request);
      const job = await acceptOneRosterUpload(ctx, request.log, callerOf(request), file);
      queueAfterReply(request, job);
      return reply.status(202).send({ ...toImportJob(job), notice: MESSAGES.uploadInProgress });
    },
  );
}

import {
  MESSAGES,
  paged,
  STUDENT_IMPORT_MAX_BYTES,
  type TImportJob,
  ZIdParam,
  ZImportJob,
  ZPagination,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { limitUploads } from '../../platform/upload-rate-limit';
import { loadClassFor } from '../classes';
import { listOwnImportJobs, loadImportJobFor, toImportJob } from './import-jobs.service';
import { importStateOf, queueAfterReply, registerQueueAfterReply, resumeUnfinishedImports } from './import-runner';
import { SAMPLE_CSV_NAME, SAMPLE_XLSX_NAME, sampleCsv, sampleXlsx, XLSX_MIME } from './sample-files';
import { acceptStudentUpload, runStudentImport, STUDENT_JOB_KINDS } from './student-import.service';
import { readUploadedFile, registerImportMultipart } from './upload';

const STAFF = ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'] as const;
export const ZImportAccepted = ZImportJob.extend({ notice: z.string() });
const ZListQuery = ZPagination.extend({
  classId: ZIdParam.optional(),
  kind: z.enum(['students', 'oneroster']).optional(),
});

const LIST_PROBLEMS = 20;
/** In a list, a job shows its first problems only (a rejected district file may have thousands). */
function briefly(job: TImportJob): TImportJob {
  if (job.problems.length <= LIST_PROBLEMS) return job;
  const more = job.problems.length - LIST_PROBLEMS;
  return {
    ...job,
    problems: [...job.problems.slice(0, LIST_PROBLEMS), { message: `${more} more: open the import to see them all` }],
  };
}

/** Student bulk import (CSV/XLSX into one class) and the status of every import job. */
export async function importRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const state = importStateOf(ctx, app.log);
  for (const kind of STUDENT_JOB_KINDS) state.runner.handle(kind, (id) => runStudentImport(ctx, app.log, id));
  app.addHook('onReady', async () => {
    await resumeUnfinishedImports(ctx, app.log);
  });
  app.addHook('onClose', async () => {
    state.runner.stop();
    await state.runner.idle();
  });
  await registerImportMultipart(app, STUDENT_IMPORT_MAX_BYTES);
  registerQueueAfterReply(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/imports/students/sample.csv',
    { preHandler: authenticated(STAFF), schema: { tags: ['imports'], summary: 'The student import sample (CSV)' } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${SAMPLE_CSV_NAME}"`)
        .send(sampleCsv()),
  );

  r.get(
    '/api/v1/imports/students/sample.xlsx',
    { preHandler: authenticated(STAFF), schema: { tags: ['imports'], summary: 'The student import sample (XLSX)' } },
    async (_request, reply) =>
      reply
        .type(XLSX_MIME)
        .header('content-disposition', `attachment; filename="${SAMPLE_XLSX_NAME}"`)
        .send(sampleXlsx()),
  );

  r.post(
    '/api/v1/classes/:id/imports',
    {
      preHandler: [authenticated(STAFF), limitUploads],
      schema: {
        tags: ['imports'],
        summary: 'Upload a CSV or XLSX of students into a class; imported in the background',
        consumes: ['multipart/form-data'],
        params: z.object({ id: ZIdParam }),
        response: { 202: ZImportAccepted },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Scope first: a class the caller may not change is refused before its file is read.
      const cls = await loadClassFor(ctx.db, caller, request.params.id, 'edit');
      const file = await readUploadedFile(request);
      const job = await acceptStudentUpload(ctx, request.log, caller, cls, file);
      queueAfterReply(request, job);
      return reply.status(202).send({ ...toImportJob(job), notice: MESSAGES.uploadInProgress });
    },
  );

  r.get(
    '/api/v1/imports',
    {
      preHandler: authenticated(STAFF),
      schema: {
        tags: ['imports'],
        summary: "The caller's imports, newest first (each with its first 20 problems; GET /imports/:id has all)",
        querystring: ZListQuery,
        response: { 200: paged(ZImportJob) },
      },
    },
    async (request) => {
      const { page, pageSize, classId, kind } = request.query;
      const kinds =
        kind === 'oneroster' ? (['oneroster'] as const) : kind === 'students' ? STUDENT_JOB_KINDS : undefined;
      const { items, total } = await listOwnImportJobs(ctx.db, {
        createdBy: callerOf(request).userId,
        classId,
        kinds: kinds ? [...kinds] : undefined,
        page,
        pageSize,
      });
      return { items: items.map((j) => briefly(toImportJob(j, state.progress.get(j.id)))), total, page, pageSize };
    },
  );

  r.get(
    '/api/v1/imports/:id',
    {
      preHandler: authenticated(STAFF),
      schema: {
        tags: ['imports'],
        summary: 'One import: status, progress and problems',
        params: z.object({ id: ZIdParam }),
        response: { 200: ZImportJob },
      },
    },
    async (request) => {
      const job = await loadImportJobFor(ctx.db, callerOf(request), request.params.id);
      return toImportJob(job, state.progress.get(job.id));
    },
  );
}

import {
  ZPassage,
  ZPassageFields,
  ZQuestionDraft,
  ZQuestionOrderRequest,
  ZSaveQuestionRequest,
  ZWorksheetQuestion,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorOf, studio, ZPassageParams, ZQuestionParams, ZWorksheetParams } from './route-helpers';
import { assertStorableText } from './storable-text';
import { addPassage, deletePassage, savePassage } from './worksheet-passages.service';
import { addQuestion, deleteQuestion, duplicateQuestion, reorder, saveQuestion } from './worksheet-questions.service';

const tags = ['studio'];
const edit = studio('E');

/** The studio: a worksheet's questions (drafts saved as they are, with what they lack) and passages. */
export async function worksheetContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  // A question is free-form JSON: refuse what could not be validated or stored (NUL, lone surrogates,
  // absurd nesting that would overflow the stack) before the schema walks it.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) assertStorableText(request.body, 'body');
  });

  r.post(
    '/api/v1/worksheets/:id/questions',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Add a question (a draft is kept; `isComplete` and `issues` say what it lacks)',
        params: ZWorksheetParams,
        body: ZSaveQuestionRequest,
        response: { 201: ZWorksheetQuestion },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addQuestion(db, authorOf(request), request.params.id, request.body)),
  );

  r.put(
    '/api/v1/worksheets/:id/questions/:questionId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Save a question',
        params: ZQuestionParams,
        body: z.object({ question: ZQuestionDraft }),
        response: { 200: ZWorksheetQuestion },
      },
    },
    async (request) => saveQuestion(db, authorOf(request), request.params.id, request.params.questionId, request.body),
  );

  r.delete(
    '/api/v1/worksheets/:id/questions/:questionId',
    { preHandler: edit, schema: { tags, summary: 'Delete a question', params: ZQuestionParams } },
    async (request, reply) => {
      await deleteQuestion(db, authorOf(request), request.params.id, request.params.questionId);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/v1/worksheets/:id/questions/:questionId/duplicate',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Copy a question right after it',
        params: ZQuestionParams,
        response: { 201: ZWorksheetQuestion },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duplicateQuestion(db, authorOf(request), request.params.id, request.params.questionId)),
  );

  r.put(
    '/api/v1/worksheets/:id/question-order',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: "Reorder the questions (the list must name each of the worksheet's questions once)",
        params: ZWorksheetParams,
        body: ZQuestionOrderRequest,
        response: { 200: z.array(ZWorksheetQuestion) },
      },
    },
    async (request) => reorder(db, authorOf(request), request.params.id, request.body.questionIds),
  );

  r.post(
    '/api/v1/worksheets/:id/passages',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Add a reading passage',
        params: ZWorksheetParams,
        body: ZPassageFields,
        response: { 201: ZPassage },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPassage(db, authorOf(request), request.params.id, request.body)),
  );

  r.put(
    '/api/v1/worksheets/:id/passages/:passageId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Save a passage',
        params: ZPassageParams,
        body: ZPassageFields,
        response: { 200: ZPassage },
      },
    },
    async (request) => savePassage(db, authorOf(request), request.params.id, request.params.passageId, request.body),
  );

  r.delete(
    '/api/v1/worksheets/:id/passages/:passageId',
    {
      preHandler: edit,
      schema: { tags, summary: 'Delete a passage (its questions stay, without it)', params: ZPassageParams },
    },
    async (request, reply) => {
      await deletePassage(db, authorOf(request), request.params.id, request.params.passageId);
      return reply.code(204).send();
    },
  );
}

import {
  ZAccountNotice,
  ZEmailRequest,
  ZIdParam,
  ZLinkTokenRequest,
  ZSignupPlaces,
  ZSignupRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { takeAccountRequest } from './account-limits';
import { listSignupDistricts, listSignupSchools, resendVerification, signUp, verifyEmail } from './signup.service';

// Public: a teacher signs up, opens the mailed link, or asks for it again (docs/decisions/0028).

export async function signupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/api/v1/account/signup/districts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Texas districts a teacher may sign up in (names only)',
        response: { 200: ZSignupPlaces },
      },
    },
    async () => listSignupDistricts(ctx),
  );

  r.get(
    '/api/v1/account/signup/districts/:districtId/schools',
    {
      schema: {
        tags: ['accounts'],
        summary: "A district's schools for sign-up (names only; schools teachers typed are not listed)",
        params: z.object({ districtId: ZIdParam }),
        response: { 200: ZSignupPlaces },
      },
    },
    async (request) => listSignupSchools(ctx, request.params.districtId),
  );

  r.post(
    '/api/v1/account/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up as a teacher on a free license; a verification link is mailed',
        body: ZSignupRequest,
        response: { 201: ZAccountNotice },
      },
    },
    async (request, reply) => {
      await takeAccountRequest(ctx, request, reply, 'signup', request.body.email);
      return reply.status(201).send(await signUp(ctx, request.body, request.ip));
    },
  );

  r.post(
    '/api/v1/account/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: "Confirms a teacher's email with the mailed link's token (single use, 48 hours)",
        body: ZLinkTokenRequest,
        response: { 200: ZAccountNotice },
      },
    },
    async (request) => verifyEmail(ctx, request.body.token, request.ip),
  );

  r.post(
    '/api/v1/account/verify-email/resend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mails a new verification link; the same answer whether or not such an account waits for one',
        body: ZEmailRequest,
        response: { 202: ZAccountNotice },
      },
    },
    async (request, reply) => {
      await takeAccountRequest(ctx, request, reply, 'resend', request.body.email);
      return reply.status(202).send(await resendVerification(ctx, request.body.email, request.ip));
    },
  );
}

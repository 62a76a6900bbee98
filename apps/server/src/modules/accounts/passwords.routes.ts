import {
  ZAccountNotice,
  ZChangePasswordRequest,
  ZEmailRequest,
  ZPasswordResetRequest,
  ZTemporaryPasswordRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { takeAccountRequest } from './account-limits';
import { ACCOUNT_HOLDERS } from './accounts.policy';
import { changePassword, forgotPassword, replaceTemporaryPassword, resetPassword } from './passwords.service';

// Forgotten passwords (public), changing one (signed in) and replacing a temporary one (with the sign-in's
// ticket): docs/decisions/0028.

export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/api/v1/account/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mails a single-use link (60 minutes) to choose a new password; limited per address and email',
        body: ZEmailRequest,
        response: { 202: ZAccountNotice },
      },
    },
    async (request, reply) => {
      await takeAccountRequest(ctx, request, reply, 'forgot', request.body.email);
      return reply.status(202).send(await forgotPassword(ctx, request.body.email, request.ip));
    },
  );

  r.post(
    '/api/v1/account/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: "Sets a new password with the mailed link's token and ends every sign-in of the account",
        body: ZPasswordResetRequest,
        response: { 200: ZAccountNotice },
      },
    },
    async (request) => resetPassword(ctx, request.body, request.ip),
  );

  r.put(
    '/api/v1/account/password',
    {
      preHandler: authenticated(ACCOUNT_HOLDERS),
      schema: {
        tags: ['accounts'],
        summary: "Changes the caller's password; their other sign-ins end, this one stays",
        body: ZChangePasswordRequest,
        response: { 200: ZAccountNotice },
      },
    },
    async (request) => changePassword(ctx, callerOf(request), request.body, request.ip),
  );

  r.post(
    '/api/v1/account/temporary-password',
    {
      schema: {
        tags: ['accounts'],
        summary: "Replaces an admin's temporary password with the ticket the sign-in returned (single use, 10 min)",
        body: ZTemporaryPasswordRequest,
        response: { 200: ZAccountNotice },
      },
    },
    async (request) => replaceTemporaryPassword(ctx, request.body, request.ip),
  );
}

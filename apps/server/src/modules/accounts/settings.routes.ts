import {
  ZAccount,
  ZAccountNotice,
  ZEmailChangeRequest,
  ZLanguageRequest,
  ZLicenseGradeRequest,
  ZLicenseGradeResponse,
  ZLinkTokenRequest,
  ZNotificationsRequest,
  ZProfileRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { ACCOUNT_HOLDERS } from './accounts.policy';
import {
  chooseLicenseGrade,
  confirmEmailChange,
  getAccount,
  requestEmailChange,
  setLanguage,
  setNotifications,
  updateProfile,
} from './settings.service';

// Account settings: the caller's own account only; there is no id in these paths (docs/decisions/0028).

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const holders = { preHandler: authenticated(ACCOUNT_HOLDERS) };

  r.get(
    '/api/v1/account',
    {
      ...holders,
      schema: { tags: ['accounts'], summary: "The caller's account settings", response: { 200: ZAccount } },
    },
    async (request) => getAccount(ctx, callerOf(request)),
  );

  r.put(
    '/api/v1/account/profile',
    {
      ...holders,
      schema: {
        tags: ['accounts'],
        summary: 'First and last name',
        body: ZProfileRequest,
        response: { 200: ZAccount },
      },
    },
    async (request) => updateProfile(ctx, callerOf(request), request.body, request.ip),
  );

  r.put(
    '/api/v1/account/language',
    {
      ...holders,
      schema: {
        tags: ['accounts'],
        summary: 'The language of the staff screens and of mail',
        body: ZLanguageRequest,
        response: { 200: ZAccount },
      },
    },
    async (request) => setLanguage(ctx, callerOf(request), request.body.language, request.ip),
  );

  r.put(
    '/api/v1/account/notifications',
    {
      ...holders,
      schema: {
        tags: ['accounts'],
        summary: 'Optional mail: payment receipts and security notices',
        body: ZNotificationsRequest,
        response: { 200: ZAccount },
      },
    },
    async (request) => setNotifications(ctx, callerOf(request), request.body, request.ip),
  );

  r.post(
    '/api/v1/account/email',
    {
      ...holders,
      schema: {
        tags: ['accounts'],
        summary: 'Starts an email change: a confirmation link is mailed to the new address',
        body: ZEmailChangeRequest,
        response: { 202: ZAccountNotice },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestEmailChange(ctx, callerOf(request), request.body, request.ip)),
  );

  r.post(
    '/api/v1/account/email/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: "Switches the account to the new address with the mailed link's token (public: any device)",
        body: ZLinkTokenRequest,
        response: { 200: ZAccountNotice },
      },
    },
    async (request) => confirmEmailChange(ctx, request.body.token, request.ip),
  );

  r.put(
    '/api/v1/account/license-grade',
    {
      ...holders,
      schema: {
        tags: ['accounts'],
        summary: "Chooses the one grade of the caller's own free license (once)",
        body: ZLicenseGradeRequest,
        response: { 200: ZLicenseGradeResponse },
      },
    },
    async (request) => chooseLicenseGrade(ctx, callerOf(request), request.body.grade, request.ip),
  );
}

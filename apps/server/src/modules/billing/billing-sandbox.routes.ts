import { ZSandboxAuthenticateRequest, ZSandboxCardRequest, ZSandboxPaymentResult } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { SUBSCRIBERS } from './billing.policy';
import { authenticateSandboxPayment, confirmSandboxCard } from './billing.service';

/** The sandbox provider's card form and bank check (only when the sandbox takes the payments). Declines answer
 * 402 with the card's code (card_declined, insufficient_funds, expired_card, incorrect_cvc). */
export async function billingSandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: authenticated(SUBSCRIBERS) };

  r.post(
    '/api/v1/billing/sandbox/confirm',
    {
      ...guard,
      schema: {
        tags: ['billing'],
        summary: "Pays the caller's pending payment with one of Stripe's test cards",
        body: ZSandboxCardRequest,
        response: { 200: ZSandboxPaymentResult },
      },
    },
    async (request) => confirmSandboxCard(app.ctx, callerOf(request), request.body),
  );

  r.post(
    '/api/v1/billing/sandbox/authenticate',
    {
      ...guard,
      schema: {
        tags: ['billing'],
        summary: "The card holder approves or fails the bank's check of a payment that asked for one",
        body: ZSandboxAuthenticateRequest,
        response: { 200: ZSandboxPaymentResult },
      },
    },
    async (request) =>
      authenticateSandboxPayment(app.ctx, callerOf(request), request.body.clientSecret, request.body.approve),
  );
}

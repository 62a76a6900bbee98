import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveWebhook } from './billing-events.service';

/** POST /api/v1/billing/webhook: the payment provider's signed events. In this plugin alone JSON bodies stay
 * raw bytes: the signature is over the exact bytes sent, which parsing and re-serialising would not keep. */
export async function billingWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/billing/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "The payment provider's webhook (Stripe-signed events; the sandbox signs the same way)",
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'ignored', 'duplicate']) }),
        },
      },
    },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveWebhook(app.ctx, body, Array.isArray(header) ? header[0] : header);
    },
  );
}

import type { FastifyInstance } from 'fastify';

/** Reports and dashboards (docs/decisions/0030): each report family registers its routes here. */
export async function reportRoutes(app: FastifyInstance) {
  void app;
}

import type { FastifyInstance } from 'fastify';
import { coachingRoutes } from './coaching.routes';
import { crystalRoutes } from './crystal.routes';
import { dashboardRoutes } from './dashboards.routes';
import { levelSettingsRoutes } from './level-settings.routes';
import { scopeReportRoutes } from './scope.routes';
import { usageRoutes } from './usage.routes';

/** Reports and dashboards (docs/decisions/0030): each report family registers its routes here. */
export async function reportRoutes(app: FastifyInstance) {
  await app.register(usageRoutes);
  await app.register(dashboardRoutes);
  await app.register(scopeReportRoutes);
  await app.register(levelSettingsRoutes);
  await app.register(coachingRoutes);
  await app.register(crystalRoutes);
}

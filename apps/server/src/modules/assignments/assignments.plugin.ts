import type { FastifyInstance } from 'fastify';
import { type AssignmentRouteOptions, assignmentCrudRoutes } from './assignments.routes';
import { gradingRoutes } from './grading.routes';

/** The teacher side of assignments (assigning, grading, results). District/school assignments build on it and
 * are registered by the app next to it. */
export async function assignmentRoutes(app: FastifyInstance, opts: AssignmentRouteOptions) {
  await app.register(assignmentCrudRoutes, opts);
  await app.register(gradingRoutes);
}

import type { FastifyInstance } from 'fastify';
import { staffAssignmentRoutes } from '../staff-assignments/staff-assignments.routes';
import { assignmentCrudRoutes } from './assignments.routes';
import { gradingRoutes } from './grading.routes';

/** The teacher side of assignments (assigning, grading, results) and district/school assignments. */
export async function assignmentRoutes(app: FastifyInstance) {
  await app.register(assignmentCrudRoutes);
  await app.register(gradingRoutes);
  await app.register(staffAssignmentRoutes);
}

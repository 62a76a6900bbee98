import type { FastifyInstance } from 'fastify';
import { enrollmentRoutes } from './enrollments.routes';
import { studentRoutes } from './students.routes';

/** Class rosters (/classes/:id/students...) and single students (/students/:id...). */
export async function studentRosterRoutes(app: FastifyInstance) {
  await app.register(enrollmentRoutes);
  await app.register(studentRoutes);
}

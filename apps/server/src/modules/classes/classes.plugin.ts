import type { FastifyInstance } from 'fastify';
import { classSettingsRoutes } from './class-settings.routes';
import { classTeacherRoutes } from './class-teachers.routes';
import { classCrudRoutes } from './classes.routes';

/** Every /api/v1/classes route (the roster routes under /classes/:id/students live in modules/students). */
export async function classRoutes(app: FastifyInstance) {
  await app.register(classCrudRoutes);
  await app.register(classTeacherRoutes);
  await app.register(classSettingsRoutes);
}

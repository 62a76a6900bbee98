import type { FastifyInstance } from 'fastify';
import { worksheetContentRoutes } from './worksheet-content.routes';
import { worksheetSharingRoutes } from './worksheet-sharing.routes';
import { worksheetCrudRoutes } from './worksheets.routes';

/** Every worksheet route: library, my worksheets, the studio (questions, passages), sharing, grading scales. */
export async function worksheetRoutes(app: FastifyInstance) {
  await app.register(worksheetCrudRoutes);
  await app.register(worksheetContentRoutes);
  await app.register(worksheetSharingRoutes);
}

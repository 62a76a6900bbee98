import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './passwords.routes';
import { settingsRoutes } from './settings.routes';
import { signupRoutes } from './signup.routes';

/** Every /api/v1/account route: sign-up and email verification, passwords, account settings. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
  await app.register(settingsRoutes);
}

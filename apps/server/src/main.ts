import { buildApp } from './app';
import { loadConfig } from './config';

// Starts the server: migrates and seeds on first run, serves the API and the built web app.
const config = loadConfig();
const app = await buildApp({ config });
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Clearsheets is running at ${config.publicUrl} (${config.environment}, ${app.ctx.database.kind} database)`,
);

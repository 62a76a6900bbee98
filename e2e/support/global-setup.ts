import fs from 'node:fs';
import path from 'node:path';

// The server serves the web app from apps/web/dist; without a build every page would be a 404 and every
// test would time out one by one. Fail once, with the fix, instead.
export default function globalSetup(): void {
  const index = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!fs.existsSync(index)) {
    throw new Error(`The web app is not built (${index} is missing): run \`npm run test:e2e\` or \`npm run build\`.`);
  }
}

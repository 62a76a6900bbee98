// Fails when the Drizzle schema and the committed migrations disagree (DESIGN.md 4.8).
import { execFileSync } from 'node:child_process';

const out = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'pending'], { encoding: 'utf8' });
if (!/No schema changes/i.test(out)) {
  console.error(out);
  console.error('The schema has changes with no migration: run `npm run db:generate` and commit the result.');
  process.exit(1);
}
console.log('Schema and migrations agree.');

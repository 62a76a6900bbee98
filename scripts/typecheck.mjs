// `npm run typecheck`: every workspace's TypeScript, checked as many at a time as the machine has cores (tsc is
// single-threaded; one after another took about 60 s on two cores). Each project's output is printed whole when
// it ends, so errors of two projects never interleave; the run fails if any project fails.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The largest first, so the small ones fill in behind them.
const projects = ['apps/web', 'apps/server', 'e2e', 'bench', 'packages/shared', 'scripts'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), queue.length)) }, async () => {
  let ok = true;
  for (let next = queue.shift(); next; next = queue.shift()) ok = (await check(next)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);

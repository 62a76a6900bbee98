import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

// Starts a bench module (TypeScript) as a process of its own, talking to this one over IPC: an app instance
// (monitor-fanout) or a load generator (import-isolation), so its event loop and CPU time are not this one's.

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function forkTsx(entry: string, env: Record<string, string> = {}, execArgv: string[] = []): ChildProcess {
  return fork(entry, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

// The entry of every worker thread: plain JavaScript, so Node can start it however the server itself was
// started (tsx, vitest, `node --import tsx`). It teaches the thread TypeScript, loads the task module named
// in workerData, says 'ready', then answers each { id, task } with { id, ok, value } or { id, ok: false, error }.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// On Linux a thread has its own nice value: reading files yields the CPU to the request thread, so answers
// stay quick on a small box (decision 0017). Elsewhere (no /proc) the thread keeps the normal priority.
try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (tid && tid !== process.pid) os.setPriority(tid, 10);
} catch {
  // not Linux, or not allowed: normal priority
}

register();
const { handle } = await import(workerData.module);

/** Errors cross the thread as plain data: the message and the own fields (an AppError's status, code...). */
const encode = (err) =>
  err instanceof Error ? { message: err.message, fields: { ...err } } : { message: String(err), fields: {} };

parentPort.on('message', async ({ id, task }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: await handle(task) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: encode(err) });
  }
});
parentPort.postMessage('ready');

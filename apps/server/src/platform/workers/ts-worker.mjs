// The entry of every worker thread: plain JavaScript, so Node can start it however the server itself was
// started (tsx, vitest, `node --import tsx`). It teaches the thread TypeScript, loads the task module named
// in workerData, says 'ready', then answers each { id, task } with { id, ok, value } or { id, ok: false, error };
// before that, a task may send parts of its answer ({ part }), each answered by the caller ({ ack } or { refused }).
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

/** The caller's answer to the part in flight (one at a time): `send` waits for it. */
let waitingAck = null;

/** Sends one part of the task's answer and resolves with what the caller's part handler returned (it throws
 * when the caller refused the part: the task then ends). */
const send = (part) =>
  new Promise((resolve, reject) => {
    waitingAck = { resolve, reject };
    parentPort.postMessage({ part });
  });

parentPort.on('message', async (message) => {
  if ('ack' in message || 'refused' in message) {
    const waiting = waitingAck;
    waitingAck = null;
    if ('ack' in message) waiting?.resolve(message.ack);
    else waiting?.reject(new Error(message.refused));
    return;
  }
  const { id, task } = message;
  try {
    parentPort.postMessage({ id, ok: true, value: await handle(task, send) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: encode(err) });
  }
});
parentPort.postMessage('ready');

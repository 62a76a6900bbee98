import type { QueueStatus } from '../../../lib/offline-answer-queue';

// The one line that tells the student where their answers are. "Offline" wins: the device has no
// connection, or the last send failed and a retry is scheduled (the answers are safe in this browser).

export type SaveState = 'saving' | 'saved' | 'offline';

export function saveStateOf(status: QueueStatus, online: boolean, typing: boolean): SaveState {
  if (!online || (status.pending > 0 && status.retrying)) return 'offline';
  if (typing || status.pending > 0 || status.sending) return 'saving';
  return 'saved';
}

/** What feedback option 1 shows for a checked question: waiting, kept offline, or the server's result. */
export type CheckState = 'checking' | 'offline' | 'result';

export function checkStateOf(opts: { unsent: boolean; offline: boolean; hasResult: boolean }): CheckState {
  if (opts.unsent) return opts.offline ? 'offline' : 'checking';
  return opts.hasResult ? 'result' : opts.offline ? 'offline' : 'checking';
}

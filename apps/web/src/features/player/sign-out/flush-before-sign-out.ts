import { storedUnsentCount } from '../unsent-answers';

// Before signing out: send what waits on this device. The queue comes in with a dynamic import, so the
// student layout stays small; if that import fails (offline, and the player was never opened in this tab),
// the stored count still answers the question.

const FLUSH_LIMIT_MS = 5_000;

const loadQueue = () => import('../browser-answer-queue');

/** Tries to send every waiting answer (at most a few seconds); resolves with how many are still unsent. */
export async function unsentAfterFlush(userKey: string, limitMs = FLUSH_LIMIT_MS): Promise<number> {
  if (storedUnsentCount(userKey, globalThis.localStorage) === 0) return 0;
  try {
    const { answerQueueFor } = await loadQueue();
    const queue = answerQueueFor(userKey);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      queue.flush(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
      }),
    ]);
    clearTimeout(timer);
    return queue.getStatus().pending;
  } catch {
    return storedUnsentCount(userKey, globalThis.localStorage);
  }
}

/** After sign-in: answers a student left on this device (offline, or signed out before they went) go now. */
export function sendLeftoverAnswers(userKey: string): void {
  if (storedUnsentCount(userKey, globalThis.localStorage) === 0) return;
  loadQueue()
    .then(({ answerQueueFor }) => answerQueueFor(userKey).kick())
    .catch(() => undefined);
}

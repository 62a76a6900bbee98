import { useSyncExternalStore } from 'react';
import type { QueueRuntime, QueueStatus } from './offline-answer-queue';

// What an offline answer queue needs from the page: localStorage, the clock, ids, timers, and the browser's
// online/visibility events. Shared by the worksheet player's queue and the live lesson's.

export function browserQueueRuntime(): QueueRuntime {
  return {
    storage: globalThis.localStorage,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    schedule: (fn, ms) => {
      const handle = setTimeout(fn, ms);
      return () => clearTimeout(handle);
    },
  };
}

/** Back online, or the tab shown again: the queue sends at once instead of waiting for its next retry. */
export function kickWhenPageReturns(queue: { kick: () => void }): void {
  globalThis.addEventListener?.('online', () => queue.kick());
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') queue.kick();
  });
}

/** The queue's status, re-rendering on every change (a "Saving… / All answers saved / Offline" line). */
export function useQueueStatus(queue: {
  subscribe: (listener: () => void) => () => void;
  getStatus: () => QueueStatus;
}): QueueStatus {
  return useSyncExternalStore((listener) => queue.subscribe(listener), queue.getStatus, queue.getStatus);
}

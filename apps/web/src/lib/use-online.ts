import { useSyncExternalStore } from 'react';

// Whether the browser says it is online. Read on every render as well as on the online/offline events, so a
// re-render for any other reason (the answer queue moving) also picks up a change whose event was missed.

const subscribe = (listener: () => void) => {
  globalThis.addEventListener?.('online', listener);
  globalThis.addEventListener?.('offline', listener);
  return () => {
    globalThis.removeEventListener?.('online', listener);
    globalThis.removeEventListener?.('offline', listener);
  };
};
const isOnline = () => globalThis.navigator?.onLine ?? true;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);

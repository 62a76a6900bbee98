import { useSyncExternalStore } from 'react';

// Whether the browser says it is online (as the worksheet player reads it).

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

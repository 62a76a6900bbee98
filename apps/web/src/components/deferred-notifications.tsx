import type { NotificationsProps } from '@mantine/notifications';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The toasts' container (with its transitions and scroll handling, about 10 kB gzip) loads with the first toast,
// not with the page: the store that `notify` writes to is tiny, and the container shows what is already in it
// when it arrives. A student's first screen usually shows no toast at all.
const Notifications = lazy(() => import('./notifications-container'));

const hasToast = () => {
  const state = notificationsStore.getState();
  return state.notifications.length + state.queue.length > 0;
};

/** Mantine's `<Notifications>`, mounted from the first toast on (and kept, so later toasts animate as usual). */
export function DeferredNotifications(props: NotificationsProps) {
  const toastNow = useSyncExternalStore(notificationsStore.subscribe, hasToast, hasToast);
  const [needed, setNeeded] = useState(toastNow);
  if (toastNow && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}

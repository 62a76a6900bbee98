import { notifications } from '@mantine/notifications';

interface NotifyOptions {
  message: string;
  title?: string;
  /** Red for failures; the brand colour otherwise. */
  error?: boolean;
  /** The close button's name for screen readers (Mantine's has none). */
  closeLabel: string;
}

/** A toast with a named close button; failures stay until closed, successes go after a few seconds. */
export function notify({ message, title, error = false, closeLabel }: NotifyOptions) {
  notifications.show({
    message,
    title,
    color: error ? 'red' : 'brand',
    withBorder: true,
    autoClose: error ? false : 5000,
    closeButtonProps: { 'aria-label': closeLabel },
  });
}

import { Notifications } from '@mantine/notifications';

// Loaded only by deferred-notifications.tsx, on the first toast. A module of its own: importing the package's
// entry lazily would keep the container in the same chunk as the store that every screen imports.
export default Notifications;

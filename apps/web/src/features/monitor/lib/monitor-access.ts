import type { TMe } from '@clearsheets/shared';

/** Whether the caller's license includes the Clear Monitor: the view flag /me sent, the one the server checks. */
export const canWatchLive = (permissions: TMe['permissions'] | undefined): boolean =>
  permissions?.cs_clear_monitor?.V === true;

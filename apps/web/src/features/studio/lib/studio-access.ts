import type { TMe } from '@clearsheets/shared';

/** Whether the caller's license includes writing in Clearsheet Studio (create and edit). */
export const canUseStudio = (me: Pick<TMe, 'permissions'> | undefined): boolean => {
  const flags = me?.permissions.cs_clearsheet_studio;
  return !!flags?.C && !!flags.E;
};

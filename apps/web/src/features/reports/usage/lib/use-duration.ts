import { useCallback } from 'react';
import { useUsageT } from '../i18n';
import { durationParts } from './usage-format';

/** Time on task as the pages write it ("1 h 5 min", "12 min"). */
export function useDuration() {
  const t = useUsageT();
  return useCallback(
    (seconds: number) => {
      const { hours, minutes } = durationParts(seconds);
      return hours > 0 ? t('usage.duration.hm', { hours, minutes }) : t('usage.duration.m', { minutes });
    },
    [t],
  );
}

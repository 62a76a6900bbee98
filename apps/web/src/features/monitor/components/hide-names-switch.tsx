import { Switch } from '@mantine/core';
import { useHideNames } from '../api/monitor-queries';
import { useMonitorT } from '../i18n';

/** "Hide names" for a projected screen; remembered for the teacher (preference kind 19). */
export function HideNamesSwitch() {
  const t = useMonitorT();
  const { hideNames, setHideNames } = useHideNames();
  return (
    <Switch
      label={t('monitor.hideNames')}
      description={t('monitor.hideNamesHint')}
      checked={hideNames}
      onChange={(e) => setHideNames(e.currentTarget.checked)}
      maw={320}
    />
  );
}

import type { TStudentSettingsValues } from '@clearsheets/shared';
import { useClassesT } from '../i18n';
import { encodeSetting, type SettingKey } from '../lib/settings-options';

/** Labels of the student settings and of their choices ("Read aloud", "On", "At the end"). */
export function useSettingLabels() {
  const ct = useClassesT();
  const settingLabel = (key: SettingKey) =>
    key === 'readAloud'
      ? ct('settings.readAloud')
      : key === 'language'
        ? ct('settings.language')
        : ct('settings.feedback');
  const choiceLabel = (key: SettingKey, raw: string) => {
    if (key === 'readAloud') return raw === 'on' ? ct('settings.on') : ct('settings.off');
    if (key === 'language') return raw === 'es' ? ct('settings.lang_es') : ct('settings.lang_en');
    return raw === '2' ? ct('settings.feedback_2') : ct('settings.feedback_1');
  };
  const valueLabel = (key: SettingKey, value: TStudentSettingsValues[SettingKey]) =>
    choiceLabel(key, encodeSetting(key, value));
  return { settingLabel, choiceLabel, valueLabel };
}

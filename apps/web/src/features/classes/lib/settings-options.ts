import type { TStudentSettingsValues } from '@clearsheets/shared';

// Per-student settings are edited as one select per setting: "As class" (null) or a value. Select values
// are strings, so each setting has a codec between the select and the API's value.

export type SettingKey = keyof TStudentSettingsValues;
export const SETTING_KEYS: readonly SettingKey[] = ['readAloud', 'language', 'feedbackOption'];
export const AS_CLASS = 'class';

/** The API value as the select's string ("on", "es", "2"), or "class" for null. */
export function encodeSetting(key: SettingKey, value: TStudentSettingsValues[SettingKey] | null): string {
  if (value === null) return AS_CLASS;
  if (key === 'readAloud') return value ? 'on' : 'off';
  return String(value);
}

/** The select's string back to the API value; null means "as the class". */
export function decodeSetting<K extends SettingKey>(key: K, raw: string): TStudentSettingsValues[K] | null {
  if (raw === AS_CLASS) return null;
  if (key === 'readAloud') return (raw === 'on') as TStudentSettingsValues[K];
  if (key === 'feedbackOption') return (raw === '2' ? 2 : 1) as TStudentSettingsValues[K];
  return (raw === 'es' ? 'es' : 'en') as TStudentSettingsValues[K];
}

/** The choices a setting offers, besides "As class". */
export const SETTING_CHOICES: Record<SettingKey, readonly string[]> = {
  readAloud: ['on', 'off'],
  language: ['en', 'es'],
  feedbackOption: ['1', '2'],
};

import { describe, expect, it } from 'vitest';
import { AS_CLASS, decodeSetting, encodeSetting, SETTING_CHOICES, SETTING_KEYS } from './settings-options';

describe('settings codec', () => {
  it('round-trips every choice and "as class"', () => {
    for (const key of SETTING_KEYS) {
      for (const raw of [...SETTING_CHOICES[key], AS_CLASS]) {
        expect(encodeSetting(key, decodeSetting(key, raw))).toBe(raw);
      }
    }
  });

  it('decodes to the API types', () => {
    expect(decodeSetting('readAloud', 'off')).toBe(false);
    expect(decodeSetting('feedbackOption', '2')).toBe(2);
    expect(decodeSetting('language', 'es')).toBe('es');
    expect(decodeSetting('language', AS_CLASS)).toBeNull();
  });
});

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './language';
import { en } from './locales/en';
import { es } from './locales/es';
import { readStorage } from './storage';

/** The app's instance: English, because staff and public screens are English. */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  resources: { en: { translation: en }, es: { translation: es } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/**
 * The student screens' instance: same texts, first in the language the server last gave on this device (else
 * English), until the server's answer for this student arrives (the device's own language never decides it).
 */
export function createStudentI18n(): I18n {
  const lng = detectLanguage(readStorage(LANGUAGE_STORAGE_KEY), null);
  return i18n.cloneInstance({ lng });
}

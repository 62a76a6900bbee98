import 'i18next';
import type { Translations } from './locales/en';

// Typed keys: a misspelt key fails the type check instead of showing the key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translations };
  }
}

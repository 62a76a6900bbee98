// Student screens speak English or Spanish (Texas classrooms); staff screens are English.

export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The stored choice if it is one we support, else the browser's language if it is Spanish, else English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Language {
  const choice = stored?.trim().toLowerCase();
  if (choice) {
    const supported = LANGUAGES.find((lang) => choice === lang || choice.startsWith(`${lang}-`));
    if (supported) return supported;
  }
  return browserLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

// Dates and numbers in the language of the screen shown: "Nov 21, 2026" in English, "21 nov 2026" in Spanish.
// Each screen area has its translator (the staff look's, the student look's: i18n.ts); the innermost
// I18nProvider rendered names the one shown, and a formatter made here reads its language each time it formats,
// so a component that re-renders on a change of language (useTranslation) formats in the new one.

interface HasLanguage {
  readonly language: string;
}

let shown: HasLanguage = { language: 'en' };

/** Called by I18nProvider as it renders: its translator's language is the one dates and numbers follow. */
export function formatLike(translator: HasLanguage) {
  shown = translator;
}

/** The language of the screen shown, for what is said outside a component (a notice after a save). */
export const shownLanguage = () => shown.language;

/** The locale for a language code: US English, or the Spanish of the US. */
export const localeOf = (language: string | undefined) => (language?.startsWith('es') ? 'es-US' : 'en-US');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, options: object, make: (locale: string) => F): F {
  const locale = localeOf(shown.language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

/** A date formatter with these options in the language shown when it formats. */
export function localeDateFormat(options: Intl.DateTimeFormatOptions) {
  return {
    format: (date: Date | number) =>
      cached(dateFormats, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date),
  };
}

/** A number formatter with these options in the language shown when it formats. */
export function localeNumberFormat(options: Intl.NumberFormatOptions = {}) {
  return {
    format: (value: number) =>
      cached(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options)).format(value),
  };
}

/** Whole counts with the language's grouping: 12,500. */
export const counts = localeNumberFormat();

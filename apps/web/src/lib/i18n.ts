import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type Language } from './language';
import { formatLike } from './locale-format';
import { en, type Translations } from './locales/en';
import { es } from './locales/es';
import { readStorage } from './storage';

// The app's translations: English and Spanish texts in one shared tree, looked up by dotted key, with
// "{{name}}" interpolation and plurals by `count` ("rows_one" / "rows_other", chosen by the language's plural
// rules). Ours rather than a library: it is everything the app asks of one, and it keeps about 15 kB gzip out of
// every first load. The behaviour (missing keys, fallback to English, plurals) is pinned by i18n.test.ts.

export type TextTree = { [key: string]: string | TextTree };
export type TranslateOptions = Record<string, unknown>;
/** A key of lib/locales (plural keys asked for without their suffix): a misspelt key fails the type check. */
export type TKey = BundleKey<Translations>;
export type TFunction = (key: TKey, options?: TranslateOptions) => string;

/** Every language's texts. Features add theirs when their code loads (addTexts); all translators share them. */
const texts: Record<Language, TextTree> = { en: {}, es: {} };

/** Deep-merges `bundle` into `into`, never overwriting a text that is already there. */
function mergeTexts(into: TextTree, bundle: object) {
  for (const [key, value] of Object.entries(bundle)) {
    const existing = into[key];
    if (typeof value === 'string') {
      if (existing === undefined) into[key] = value;
    } else if (value && typeof value === 'object') {
      if (typeof existing === 'string') continue;
      const child = existing ?? {};
      into[key] = child;
      mergeTexts(child, value);
    }
  }
}

/** Adds a feature's texts in one language (a key already there keeps its text). */
export function addTexts(language: Language, bundle: object) {
  mergeTexts(texts[language], bundle);
}
addTexts('en', en);
addTexts('es', es);

/** Every text registered so far in `language` (the bundle check compares the two languages' trees). */
export function textsOf(language: Language): Readonly<TextTree> {
  return texts[language];
}

function lookup(language: Language, key: string): string | undefined {
  let node: string | TextTree | undefined = texts[language];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text in `language`: the plural form for `count` (else "_other", else the bare key). */
function find(language: Language, key: string, count: unknown): string | undefined {
  if (typeof count === 'number')
    return (
      lookup(language, `${key}_${pluralOf(language, count)}`) ??
      lookup(language, `${key}_other`) ??
      lookup(language, key)
    );
  return lookup(language, key);
}

function valueAt(options: TranslateOptions, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** "{{name}}" replaced by the option's value; a placeholder without a value stays as it is. */
function interpolate(text: string, options: TranslateOptions | undefined) {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, path: string) => {
    const value = valueAt(options, path);
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/** The text of `key`, in `language` or else in English; a key with no text anywhere is shown as itself. */
export function translate(language: Language, key: string, options?: TranslateOptions): string {
  const text = find(language, key, options?.count) ?? (language === 'en' ? undefined : find('en', key, options?.count));
  return text === undefined ? key : interpolate(text, options);
}

/** One screen area's language (the app's, the student look's, the staff look's) and the texts in it. */
export class Translator {
  private readonly listeners = new Set<(language: Language) => void>();

  constructor(public language: Language) {}

  readonly t: TFunction = (key, options) => translate(this.language, key, options);

  /** `t` in a given language, whatever this translator's (a question previewed in Spanish). */
  getFixedT(language: Language): TFunction {
    return (key, options) => translate(language, key, options);
  }

  changeLanguage(language: Language) {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` on each change of language; returns the unsubscribe. */
  readonly subscribe = (listener: (language: Language) => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** A translator of its own with the same texts, starting in `language`. */
  clone(language: Language) {
    return new Translator(language);
  }
}

/** The app's translator: English, because staff and public screens are English. */
export const i18n = new Translator('en');

/**
 * The student screens' translator: same texts, first in the language the server last gave on this device (else
 * English), until the server's answer for this student arrives (the device's own language never decides it).
 */
export function createStudentI18n(): Translator {
  return i18n.clone(detectLanguage(readStorage(LANGUAGE_STORAGE_KEY), null));
}

const TranslatorContext = createContext<Translator>(i18n);

/** The translator for everything below (a layout gives its area its own). */
export function I18nProvider({ i18n: translator, children }: { i18n: Translator; children: ReactNode }) {
  // Rendered before the screen below it: its dates and numbers follow this translator's language.
  formatLike(translator);
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** `t` in the nearest translator's language, and the translator; re-renders when its language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const languageNow = () => translator.language;
  // The same getter for a server render (tests render components to static HTML).
  const language = useSyncExternalStore(translator.subscribe, languageNow, languageNow);
  return useMemo(() => ({ t: translator.getFixedT(language), i18n: translator }), [translator, language]);
}

// A feature ships its own English strings and registers them when its code loads, so lib/locales stays
// small and a lazily loaded page carries its texts in its own chunk. The keys stay typed per feature.

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/** Dotted keys of a bundle ("groups.create.title"); "rows_one"/"rows_other" are asked for as "rows". */
export type BundleKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${BaseKey<K>}` : BundleKey<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A bundle's translation: the same keys, each with its text in another language (a missing key fails the type check). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A label by a key the app-wide type does not list (the navigation's entries, registered by each feature). */
export type LabelT = (key: string) => string;

export type FeatureT<B> = (key: BundleKey<B>, options?: Record<string, unknown>) => string;

/** Adds the bundle to the app's English texts (deep merge, never overwriting a key that is already there). */
export function addFeatureBundle<B extends Record<string, unknown>>(bundle: B): B {
  addTexts('en', bundle);
  return bundle;
}

/** `t` restricted to one feature's keys: a misspelt key fails the type check, as with lib/locales. */
export function useFeatureT<B>(): FeatureT<B> {
  const { language } = useTranslation().i18n;
  return useCallback<FeatureT<B>>((key, options) => translate(language, key, options), [language]);
}

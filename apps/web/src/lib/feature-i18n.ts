import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

// A feature ships its own English strings and registers them when its code loads, so lib/locales stays
// small and a lazily loaded page carries its texts in its own chunk. The keys stay typed per feature.

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/** Dotted keys of a bundle ("groups.create.title"); "rows_one"/"rows_other" are asked for as "rows". */
export type BundleKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${BaseKey<K>}` : BundleKey<T[K], `${P}${K}.`>;
}[keyof T & string];

export type FeatureT<B> = (key: BundleKey<B>, options?: Record<string, unknown>) => string;

/** Adds the bundle to the app's English texts (deep merge, never overwriting a key that is already there). */
export function addFeatureBundle<B extends Record<string, unknown>>(bundle: B): B {
  i18n.addResourceBundle('en', 'translation', bundle, true, false);
  return bundle;
}

/** `t` restricted to one feature's keys: a misspelt key fails the type check, as with lib/locales. */
export function useFeatureT<B>(): FeatureT<B> {
  const { t } = useTranslation();
  return useCallback<FeatureT<B>>(
    (key, options) => (t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options),
    [t],
  );
}

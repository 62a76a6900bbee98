import { useCallback } from 'react';
import { addTexts, type BundleKey, useFeatureT } from '../../lib/i18n';

// The arcade texts the student header's badge needs, apart from the arcade's other texts (i18n.ts, which spreads
// these in): the badge loads on every student page, the rest only in the arcade.

export const badgeEn = {
  title: 'Arcade',
  coins_one: '{{count}} coin',
  coins_other: '{{count}} coins',
};

export const badgeEs: typeof badgeEn = {
  title: 'Sala de juegos',
  coins_one: '{{count}} moneda',
  coins_other: '{{count}} monedas',
};

addTexts('en', { arcade: badgeEn });
addTexts('es', { arcade: badgeEs });

/** `t` for the badge's keys ("coins" is "arcade.coins"), in the screen's language. */
export function useBadgeT() {
  const t = useFeatureT<{ arcade: typeof badgeEn }>();
  return useCallback(
    (key: BundleKey<typeof badgeEn>, options?: Record<string, unknown>) => t(`arcade.${key}`, options),
    [t],
  );
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from '../lib/i18n';
import { MAX_STARS, type ShownScore, shownScore } from '../lib/score-display';
import type { ScoreKey } from './score-i18n';
import './score-i18n';
import './score-value.css';

type Lang = 'en' | 'es';

/** Texts of a shown score in the screen's language, or in `lang` (a question read in another language). */
export function useScoreText(lang?: Lang) {
  const { t, i18n } = useTranslation();
  const fixed = useMemo(() => (lang ? i18n.getFixedT(lang) : t), [i18n, lang, t]);
  const current: Lang = (lang ?? i18n.language)?.startsWith('es') ? 'es' : 'en';
  const number = useMemo(
    () => new Intl.NumberFormat(current === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 }),
    [current],
  );
  const say = useCallback(
    (key: ScoreKey, options: Record<string, unknown>) =>
      (fixed as unknown as (k: string, o?: Record<string, unknown>) => string)(`scoreShown.${key}`, options),
    [fixed],
  );
  return useMemo(
    () => ({
      /** "7 / 24 points" (points bands) or "67%: 2 of 3 stars" (the stars' spoken name). */
      points: (s: ShownScore) =>
        s.band === 'stars'
          ? say('stars', { percent: s.percent, stars: s.stars })
          : say('points', { score: number.format(s.score), max: number.format(s.max), count: s.max }),
      percent: (s: ShownScore) => say('percent', { percent: s.percent }),
    }),
    [number, say],
  );
}

/** Filled and empty stars, named by the percent for screen readers (the stars alone say too little). */
export function ScoreStars({ stars, label, size = 'md' }: { stars: number; label: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span role="img" aria-label={label} className="cs-score-stars" data-size={size}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the three stars never reorder
        <span key={i} aria-hidden="true" data-filled={i < stars || undefined}>
          {i < stars ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

interface ScoreValueProps {
  score: number;
  maxScore: number;
  /** The class grade ('K', '1'..'12') that picks how the score is shown. */
  grade: string | null | undefined;
  lang?: Lang;
  size?: 'sm' | 'md' | 'lg';
  /** Points bands: the percent after the points ("7 / 24 points · 29%"). */
  withPercent?: boolean;
}

/** A score for a student: stars for grades K-2, whole points for 3-5, one decimal at most for 6-12. */
export function ScoreValue({ score, maxScore, grade, lang, size = 'md', withPercent = true }: ScoreValueProps) {
  const text = useScoreText(lang);
  const shown = shownScore(score, maxScore, grade);
  if (shown.band === 'stars') return <ScoreStars stars={shown.stars} label={text.points(shown)} size={size} />;
  return (
    <span className="cs-score-value" data-size={size}>
      <span className="cs-score-points">{text.points(shown)}</span>
      {/* A space, so the points and the percent are read (and copied) as two words. */}
      {withPercent && ' '}
      {withPercent && <span className="cs-score-percent">{text.percent(shown)}</span>}
    </span>
  );
}

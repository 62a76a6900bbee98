import { addFeatureBundle, addTexts } from '../lib/i18n';

// Scores as students see them (lib/score-display.ts), in English and Spanish: the number of points is
// pluralised by the maximum ("7 / 24 points", "1 / 1 point").

const en = {
  points_one: '{{score}} / {{max}} point',
  points_other: '{{score}} / {{max}} points',
  percent: '{{percent}}%',
  stars: '{{percent}}%: {{stars}} of 3 stars',
};

const es: typeof en = {
  points_one: '{{score}} / {{max}} punto',
  points_other: '{{score}} / {{max}} puntos',
  percent: '{{percent}} %',
  stars: '{{percent}} %: {{stars}} de 3 estrellas',
};

addFeatureBundle({ scoreShown: en });
addTexts('es', { scoreShown: es });

export type ScoreKey = 'points' | 'percent' | 'stars';

import { type AnswerType, answerTypeName } from '@clearsheets/shared';
import { useCallback } from 'react';
import { useTranslation } from './i18n';

// Answer types are named on staff screens only (the studio, results, reports): their Spanish names live here, in
// the chunks of those screens, rather than in the shared catalogue every student page loads.

/** The names of ANSWER_TYPE_NAMES, in Spanish. */
const ANSWER_TYPE_NAMES_ES: Record<AnswerType, string> = {
  1: 'Opción múltiple',
  2: 'Selección',
  3: 'Respuesta escrita',
  4: 'Ordenar',
  5: 'Selección de imagen',
  6: 'Completar los espacios',
  7: 'Completar la tabla',
  8: 'Sin calificar',
  9: 'Respuesta desarrollada',
  10: 'Opción en línea',
};

/** An answer type's name ("Multiple choice", "Opción múltiple") in the screen's language. */
export function useAnswerTypeName(): (type: number) => string {
  const { language } = useTranslation().i18n;
  return useCallback(
    (type: number) =>
      language === 'es' && type in ANSWER_TYPE_NAMES_ES
        ? ANSWER_TYPE_NAMES_ES[type as AnswerType]
        : answerTypeName(type),
    [language],
  );
}

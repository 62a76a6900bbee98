import { QUESTION_INSTRUCTIONS } from '@clearsheets/shared';
import { useCallback, useMemo } from 'react';
import { addFeatureBundle, addTexts, type BundleKey, useTranslation } from '../../lib/i18n';

// The question components' texts under "questions.": students see them, so English and Spanish. Registered
// when this feature's code loads (lazy pages only); the student screens' i18n instance shares this store.
// English instructions are the spec's sentences, taken verbatim from the shared catalogue.

export const en = {
  question: 'Question',
  questionNumber: 'Question {{number}}',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
  score_one: 'Score: {{score}} of {{count}} point',
  score_other: 'Score: {{score}} of {{count}} points',
  instructions: { ...QUESTION_INSTRUCTIONS },
  hint: { show: 'Show hint', hide: 'Hide hint', title: 'Hint' },
  passage: { title: 'Passage', show: 'Show passage', hide: 'Hide passage' },
  readAloud: {
    label: 'Read aloud: {{what}}',
    passage: 'passage',
    question: 'question',
    hint: 'hint',
    choice: 'choice {{letter}}',
    picture: 'picture {{number}}',
    item: 'item {{number}}',
    yourAnswer: 'your answer',
    correctAnswer: 'correct answer',
    yourAnswerPart: 'your answer for {{part}}',
    correctAnswerPart: 'correct answer for {{part}}',
    feedback: 'teacher feedback',
  },
  status: {
    correct: 'Correct',
    incorrect: 'Incorrect',
    partial: 'Partially correct',
    pending: 'Pending',
    ungraded: 'Not graded',
  },
  pendingNote: 'Your teacher will grade this answer.',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  noAnswer: 'No answer',
  feedback: 'Teacher feedback',
  blank: 'Blank {{number}}',
  dropdown: 'Drop-down {{number}}',
  chooseOption: 'Choose…',
  column: 'Column {{number}}',
  cell: '{{column}}, row {{row}}',
  table: 'Table',
  selected: 'Selected',
  ordering: {
    moveUp: 'Move up: {{item}}',
    moveDown: 'Move down: {{item}}',
    moved: '{{item}} moved to position {{position}} of {{total}}.',
    position: 'Position {{position}}',
    inPlace: 'In the right place',
    notInPlace: 'Not in the right place',
    correctOrder: 'Correct order',
  },
  preview: {
    draft: 'Question {{number}} is not finished yet, so students cannot see it.',
    empty: 'This worksheet has no questions yet.',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Spanish: every student-facing text (a missing key fails the type check). */
export const es: Strings<typeof en> = {
  question: 'Pregunta',
  questionNumber: 'Pregunta {{number}}',
  points_one: '{{count}} punto',
  points_other: '{{count}} puntos',
  score_one: 'Puntuación: {{score}} de {{count}} punto',
  score_other: 'Puntuación: {{score}} de {{count}} puntos',
  instructions: {
    typeYourAnswer: 'Escribe tu respuesta abajo',
    chooseCorrectAnswer: 'Elige la respuesta correcta abajo',
    fillInTheBlanks: 'Completa los espacios en blanco abajo',
    clickCorrectImage: 'Haz clic en la imagen correcta abajo',
    arrangeList: 'Ordena la siguiente lista en el orden correcto',
    clickCorrectAnswer: 'Haz clic en la respuesta correcta abajo',
    notGraded: 'Esta pregunta no se califica',
  },
  hint: { show: 'Mostrar pista', hide: 'Ocultar pista', title: 'Pista' },
  passage: { title: 'Lectura', show: 'Mostrar lectura', hide: 'Ocultar lectura' },
  readAloud: {
    label: 'Leer en voz alta: {{what}}',
    passage: 'lectura',
    question: 'pregunta',
    hint: 'pista',
    choice: 'opción {{letter}}',
    picture: 'imagen {{number}}',
    item: 'elemento {{number}}',
    yourAnswer: 'tu respuesta',
    correctAnswer: 'respuesta correcta',
    yourAnswerPart: 'tu respuesta en {{part}}',
    correctAnswerPart: 'respuesta correcta en {{part}}',
    feedback: 'comentario del maestro',
  },
  status: {
    correct: 'Correcta',
    incorrect: 'Incorrecta',
    partial: 'Parcialmente correcta',
    pending: 'Pendiente',
    ungraded: 'Sin calificar',
  },
  pendingNote: 'Tu maestro calificará esta respuesta.',
  yourAnswer: 'Tu respuesta',
  correctAnswer: 'Respuesta correcta',
  noAnswer: 'Sin respuesta',
  feedback: 'Comentario del maestro',
  blank: 'Espacio {{number}}',
  dropdown: 'Lista {{number}}',
  chooseOption: 'Elige…',
  column: 'Columna {{number}}',
  cell: '{{column}}, fila {{row}}',
  table: 'Tabla',
  selected: 'Seleccionada',
  ordering: {
    moveUp: 'Subir: {{item}}',
    moveDown: 'Bajar: {{item}}',
    moved: '{{item}} se movió a la posición {{position}} de {{total}}.',
    position: 'Posición {{position}}',
    inPlace: 'En el lugar correcto',
    notInPlace: 'No está en el lugar correcto',
    correctOrder: 'Orden correcto',
  },
  preview: {
    draft: 'La pregunta {{number}} aún no está terminada, así que los estudiantes no la ven.',
    empty: 'Esta hoja de trabajo todavía no tiene preguntas.',
  },
};

addFeatureBundle({ questions: en });
addTexts('es', { questions: es });

export type QuestionsKey = BundleKey<typeof en>;
export type QuestionsT = (key: QuestionsKey, options?: Record<string, unknown>) => string;
export type QuestionLang = 'en' | 'es';

/**
 * `t` for the question components with keys checked against this bundle. With `lang` the texts are in
 * that language whatever the screen's (a teacher previewing "as the student will see it" in Spanish).
 */
export function useQuestionsT(lang?: QuestionLang): { t: QuestionsT; lang: QuestionLang } {
  const { t, i18n: instance } = useTranslation();
  const fixed = useMemo(() => (lang ? instance.getFixedT(lang) : t), [instance, lang, t]);
  const translate = useCallback<QuestionsT>(
    (key, options) =>
      (fixed as unknown as (k: string, o?: Record<string, unknown>) => string)(`questions.${key}`, options),
    [fixed],
  );
  const current: QuestionLang = (lang ?? instance.language)?.startsWith('es') ? 'es' : 'en';
  return { t: translate, lang: current };
}

/** The instruction in the screen's language (the view carries the spec's English sentence). */
export const translateInstruction = (t: QuestionsT, instruction: string): string => {
  const entry = Object.entries(QUESTION_INSTRUCTIONS).find(([, sentence]) => sentence === instruction);
  return entry ? t(`instructions.${entry[0] as keyof typeof QUESTION_INSTRUCTIONS}`) : instruction;
};

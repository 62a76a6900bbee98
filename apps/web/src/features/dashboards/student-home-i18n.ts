import { MESSAGES } from '@clearsheets/shared';
import { useCallback } from 'react';
import { addFeatureBundle, addTexts, type BundleKey, useFeatureT } from '../../lib/i18n';

// The student home's assignment lists, in English and Spanish (the greeting keeps its keys in lib/locales).

const en = {
  todo: 'To do',
  inProgress: 'In progress',
  done: 'Done',
  emptyTitle: 'No assignments right now',
  emptyBody: 'When your teacher assigns a clearsheet it will show up here.',
  loading: 'Loading your assignments',
  from: '{{className}} · {{teacher}}',
  questions_one: '{{count}} question',
  questions_other: '{{count}} questions',
  due: 'Due {{date}}',
  noDue: 'No due date',
  overdue: 'Overdue',
  wasDue: 'Was due {{date}}',
  answered: 'Answered {{answered}} of {{total}}',
  progressLabel: 'Questions answered',
  start: 'Start',
  continue: 'Continue',
  seeResults: 'See results',
  score: 'Score',
  waiting: 'Waiting for your teacher',
  newFeedback: 'New feedback',
  joinHeading: 'Join with a code',
  joinLabel: 'Assignment or lesson code',
  joinHint: 'The {{count}} letters and numbers your teacher shows you',
  joinButton: 'Join',
  joinIncomplete: 'Type all {{count}} characters of the code',
  joinRefused: MESSAGES.joinCodeRefused as string,
  joinTooMany: MESSAGES.tooManyJoinCodes as string,
  joinFailed: MESSAGES.somethingWentWrong as string,
  arcadeHeading: 'Arcade',
  arcadeBody: 'Spend the coins you earn from lessons and assignments on games, sea creatures and more.',
  arcadeOpen: 'Open the arcade',
  arcadeSummary: 'My game summary',
  lessonsOpen: 'Live lessons',
  liveNow: 'Live lesson now: {{title}}',
  liveFrom: '{{teacher}} · {{className}}',
  liveJoin: 'Join the lesson',
};

const es: typeof en = {
  todo: 'Por hacer',
  inProgress: 'En progreso',
  done: 'Terminadas',
  emptyTitle: 'No tienes tareas por ahora',
  emptyBody: 'Cuando tu maestro te asigne una hoja de trabajo, aparecerá aquí.',
  loading: 'Cargando tus tareas',
  from: '{{className}} · {{teacher}}',
  questions_one: '{{count}} pregunta',
  questions_other: '{{count}} preguntas',
  due: 'Para el {{date}}',
  noDue: 'Sin fecha de entrega',
  overdue: 'Atrasada',
  wasDue: 'Era para el {{date}}',
  answered: 'Respondiste {{answered}} de {{total}}',
  progressLabel: 'Preguntas respondidas',
  start: 'Empezar',
  continue: 'Continuar',
  seeResults: 'Ver resultados',
  score: 'Puntuación',
  waiting: 'Esperando a tu maestro',
  newFeedback: 'Comentarios nuevos',
  joinHeading: 'Entra con un código',
  joinLabel: 'Código de la tarea o de la lección',
  joinHint: 'Las {{count}} letras y números que te muestra tu maestro',
  joinButton: 'Entrar',
  joinIncomplete: 'Escribe los {{count}} caracteres del código',
  joinRefused: 'Este código no es de una de tus tareas',
  joinTooMany: 'Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentarlo.',
  joinFailed: 'Algo salió mal',
  arcadeHeading: 'Sala de juegos',
  arcadeBody: 'Gasta las monedas que ganas en lecciones y tareas en juegos, criaturas marinas y más.',
  arcadeOpen: 'Abrir la sala de juegos',
  arcadeSummary: 'Mi resumen de juegos',
  lessonsOpen: 'Lecciones en vivo',
  liveNow: 'Lección en vivo ahora: {{title}}',
  liveFrom: '{{teacher}} · {{className}}',
  liveJoin: 'Unirme a la lección',
};

const bundle = addFeatureBundle({ studentHome: en });
addTexts('es', { studentHome: es });

export type StudentHomeT = (key: BundleKey<typeof en>, options?: Record<string, unknown>) => string;

/** `t` for the student home's keys, in the student's language. */
export function useStudentHomeT(): StudentHomeT {
  const t = useFeatureT<typeof bundle>();
  return useCallback<StudentHomeT>((key, options) => t(`studentHome.${key}` as BundleKey<typeof bundle>, options), [t]);
}

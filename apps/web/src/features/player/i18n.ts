import { MESSAGES } from '@clearsheets/shared';
import { useCallback } from 'react';
import { addFeatureBundle, addTexts, type BundleKey, useFeatureT } from '../../lib/i18n';

// The worksheet player's and the summary's texts under "player.": students see them, so English and
// Spanish. The unanswered messages are the spec's (section 5), verbatim from the shared catalogue.

export const en = {
  assignment: 'Assignment',
  loading: 'Loading your assignment…',
  backHome: 'Back to my assignments',
  progress: 'Question {{number}} of {{total}}',
  progressLabel: 'Your progress',
  answeredCount: '{{answered}} of {{total}} answered',
  navigator: {
    label: 'Questions',
    answered: 'Question {{number}}, answered',
    unanswered: 'Question {{number}}, not answered',
    current: 'current question',
  },
  previous: 'Previous',
  next: 'Next',
  check: 'Check',
  submit: 'Submit',
  unanswered: {
    provideAnswer: MESSAGES.provideAnswer,
    selectOptions: MESSAGES.selectOptions,
    selectOption: MESSAGES.selectOption,
    provideAllAnswers: MESSAGES.provideAllAnswers,
  },
  save: {
    saving: 'Saving…',
    saved: 'All answers saved',
    offline: "Offline — your answers are kept on this device and will be sent when you're back online",
    retry: 'Send now',
    rejected: 'One answer was not saved: {{message}}',
  },
  feedback: {
    checking: 'Checking your answer…',
    offline: "Your answer is saved on this device. You'll see if it is right when you're back online.",
    correct: 'Correct!',
    incorrect: 'Not quite.',
    partial: 'Partly right.',
    pending: 'Your teacher will grade this answer.',
    ungraded: 'This question is not graded.',
  },
  submitDialog: {
    title: 'Submit your answers?',
    body: 'You answered {{answered}} of {{total}} questions. Submit?',
    unansweredNote: 'Questions you did not answer get no points.',
    confirm: 'Submit',
    cancel: 'Keep working',
    close: 'Close',
    sending: 'Sending your answers…',
    offline: "You're offline. Your answers are kept on this device. Submit when you're back online — nothing is lost.",
    failed: 'We could not submit right now. Your answers are kept. Please try again.',
    done: 'Your answers were sent to your teacher.',
  },
  submitted: 'This assignment is already submitted.',
  seeResults: 'See my results',
  notFound: 'We could not find this assignment. Go back to your assignments and open it from there.',
  noQuestions: 'This assignment has no questions.',
  summary: {
    title: 'Your results',
    pendingTitle: 'Waiting for your teacher',
    score: 'Score',
    pendingCount_one: '{{count}} answer is waiting for your teacher to grade it.',
    pendingCount_other: '{{count}} answers are waiting for your teacher to grade them.',
    scoreSoFar: 'Your score so far. It can go up when your teacher grades the rest.',
    nothingPending: 'Your teacher has graded everything. Here are all your results.',
    questionsHeading: 'Your answers',
    pendingHeading: 'Still waiting for your teacher',
    allQuestions: 'See all my answers',
    pendingOnly: 'See what is still waiting',
    notSubmitted: 'You have not submitted this assignment yet.',
    continue: 'Continue the assignment',
    submittedAt: 'Submitted {{date}}',
    question: 'Question',
    showAll: 'Show all answers',
    hideAll: 'Hide all answers',
    mark: {
      correct: 'Correct',
      incorrect: 'Incorrect',
      partial: 'Partially correct',
      pending: 'Pending',
      ungraded: 'Not graded',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Spanish: every text (a missing key fails the type check). */
export const es: Strings<typeof en> = {
  assignment: 'Tarea',
  loading: 'Cargando tu tarea…',
  backHome: 'Volver a mis tareas',
  progress: 'Pregunta {{number}} de {{total}}',
  progressLabel: 'Tu progreso',
  answeredCount: '{{answered}} de {{total}} respondidas',
  navigator: {
    label: 'Preguntas',
    answered: 'Pregunta {{number}}, respondida',
    unanswered: 'Pregunta {{number}}, sin responder',
    current: 'pregunta actual',
  },
  previous: 'Anterior',
  next: 'Siguiente',
  check: 'Comprobar',
  submit: 'Entregar',
  unanswered: {
    provideAnswer: 'Por favor, escribe tu respuesta',
    selectOptions: 'Selecciona tus opciones',
    selectOption: 'Selecciona tu opción',
    provideAllAnswers: 'Por favor, completa todas las respuestas',
  },
  save: {
    saving: 'Guardando…',
    saved: 'Todas las respuestas guardadas',
    offline:
      'Sin conexión: tus respuestas se guardan en este dispositivo y se enviarán cuando vuelvas a estar en línea',
    retry: 'Enviar ahora',
    rejected: 'Una respuesta no se guardó: {{message}}',
  },
  feedback: {
    checking: 'Comprobando tu respuesta…',
    offline: 'Tu respuesta está guardada en este dispositivo. Verás si es correcta cuando vuelvas a estar en línea.',
    correct: '¡Correcto!',
    incorrect: 'No del todo.',
    partial: 'En parte correcta.',
    pending: 'Tu maestro calificará esta respuesta.',
    ungraded: 'Esta pregunta no se califica.',
  },
  submitDialog: {
    title: '¿Entregar tus respuestas?',
    body: 'Respondiste {{answered}} de {{total}} preguntas. ¿Entregar?',
    unansweredNote: 'Las preguntas sin responder no reciben puntos.',
    confirm: 'Entregar',
    cancel: 'Seguir trabajando',
    close: 'Cerrar',
    sending: 'Enviando tus respuestas…',
    offline:
      'No tienes conexión. Tus respuestas se guardan en este dispositivo. Entrega cuando vuelvas a estar en línea: no se pierde nada.',
    failed: 'No pudimos entregar ahora. Tus respuestas están guardadas. Inténtalo de nuevo.',
    done: 'Tus respuestas se enviaron a tu maestro.',
  },
  submitted: 'Esta tarea ya fue entregada.',
  seeResults: 'Ver mis resultados',
  notFound: 'No encontramos esta tarea. Vuelve a tus tareas y ábrela desde allí.',
  noQuestions: 'Esta tarea no tiene preguntas.',
  summary: {
    title: 'Tus resultados',
    pendingTitle: 'Esperando a tu maestro',
    score: 'Puntuación',
    pendingCount_one: '{{count}} respuesta espera que tu maestro la califique.',
    pendingCount_other: '{{count}} respuestas esperan que tu maestro las califique.',
    scoreSoFar: 'Tu puntuación hasta ahora. Puede subir cuando tu maestro califique el resto.',
    nothingPending: 'Tu maestro ya calificó todo. Aquí están todos tus resultados.',
    questionsHeading: 'Tus respuestas',
    pendingHeading: 'Todavía esperando a tu maestro',
    allQuestions: 'Ver todas mis respuestas',
    pendingOnly: 'Ver lo que falta calificar',
    notSubmitted: 'Todavía no has entregado esta tarea.',
    continue: 'Continuar la tarea',
    submittedAt: 'Entregada el {{date}}',
    question: 'Pregunta',
    showAll: 'Mostrar todas las respuestas',
    hideAll: 'Ocultar todas las respuestas',
    mark: {
      correct: 'Correcta',
      incorrect: 'Incorrecta',
      partial: 'Parcialmente correcta',
      pending: 'Pendiente',
      ungraded: 'Sin calificar',
    },
  },
};

const bundle = addFeatureBundle({ player: en });
addTexts('es', { player: es });

export type PlayerKey = BundleKey<typeof en>;
export type PlayerT = (key: PlayerKey, options?: Record<string, unknown>) => string;

/** `t` for the player's keys ("next" is "player.next"), in the student screen's language. */
export function usePlayerT(): PlayerT {
  const t = useFeatureT<typeof bundle>();
  return useCallback<PlayerT>((key, options) => t(`player.${key}` as BundleKey<typeof bundle>, options), [t]);
}

/** The key of the spec's unanswered message, so it shows in the student's language. */
export function unansweredKey(message: string): keyof typeof en.unanswered | null {
  const entry = Object.entries(en.unanswered).find(([, text]) => text === message);
  return entry ? (entry[0] as keyof typeof en.unanswered) : null;
}

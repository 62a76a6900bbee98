import type { Translations } from './en';

// Spanish of the student screens (layout, home, rotate overlay, 403, the messages a student meets). The staff and
// public screens' Spanish of these keys is in staff-es.ts, loaded with the staff look, to keep it out of the
// student's first load; together they have every key English has (i18n-bundles.test.ts checks it).

type Partial2<T> = { [K in keyof T]?: T[K] extends string ? string : Partial2<T[K]> };

export const es: Partial2<Translations> = {
  app: {
    name: 'Clearsheets',
    skipToContent: 'Saltar al contenido principal',
  },
  common: {
    loading: 'Cargando...',
    signOut: 'Cerrar sesión',
    tryAgain: 'Intentar de nuevo',
    loadFailed: 'No pudimos cargar esto',
    goHome: 'Ir a mi página de inicio',
  },
  messages: {
    loading: 'Cargando...',
    rotateDevice: 'Por favor, gira tu dispositivo móvil',
    somethingWentWrong: 'Algo salió mal',
    tokenExpired: 'Tu sesión ha caducado',
    signInEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    forbidden: 'No tienes acceso a esto',
    notFound: 'No encontrado',
    questionChecked: 'Esta respuesta ya se revisó y no se puede cambiar',
    checkNotOffered: 'Las respuestas de esta tarea se revisan al final',
    answerNotSaved:
      'No se pudo guardar esta respuesta. Cámbiala para intentarlo de nuevo; se guarda en este dispositivo hasta entonces.',
    freeGameLimit:
      'Llegaste a tu límite de 3 juegos. Pide que mejoren la cuenta en la configuración de la cuenta para jugar sin límite.',
    noLayerLeft: 'No quedan capas',
    arcadeClosed: 'La sala de juegos está cerrada en este momento.',
    arcadeNotEnoughCoins: 'Todavía no tienes suficientes monedas. Termina lecciones y tareas para ganar más.',
    arcadeAlreadyOwned: 'Ya tienes esto.',
    arcadeNotOwned: 'Consigue esto primero en la tienda.',
    arcadeNoFood: 'No tienes comida para peces. Compra en la tienda.',
    arcadeNoReroll: 'No tienes cambios de nombre. Compra uno en la tienda.',
    arcadeRoundSaved: 'El puntaje de esta ronda ya se guardó.',
    arcadeRoundImplausible: 'No se pudo guardar este puntaje: la ronda no cuadra.',
    arcadeRanksOff: 'Tu maestro no ha activado las clasificaciones de la clase.',
    notAttemptedYet: 'Todavía no se ha intentado.',
    provideAnswer: 'Escribe tu respuesta',
    selectOptions: 'Elige tus opciones',
    selectOption: 'Elige tu opción',
    provideAllAnswers: 'Escribe todas las respuestas',
    signedOut: 'Se cerró tu sesión',
    assignmentNotOpen: 'Esta tarea todavía no está abierta',
    assignmentSubmitted: 'Esta tarea ya se entregó',
    joinCodeRefused: 'Este código no es de una de tus tareas',
    tooManyJoinCodes: 'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
    lessonPaused: 'Tu maestro pausó la lección. Tu respuesta se guarda y se enviará cuando la lección continúe.',
    lessonEnded: 'Esta lección terminó.',
    lessonCodeUnknown: 'Ninguna lección en vivo tiene este código. Revisa el código con tu maestro.',
    lessonAnswerInvalid: 'Esta respuesta no corresponde a la pregunta',
    lessonNotReached: 'Tu maestro todavía no llega a esta diapositiva',
    lessonNotRouted: 'Esta revisión es para los estudiantes enviados a práctica',
    lessonCheckSubmitted: 'Ya entregaste esta revisión.',
    lessonCheckIncomplete: 'Contesta todas las preguntas antes de entregar la revisión.',
  },
  errors: {
    forbiddenTitle: 'No tienes acceso a esta página',
    forbiddenBodyStudent:
      'Esta página no es parte de tu cuenta de estudiante. Pídele ayuda a tu maestro si la necesitas.',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'No hay ninguna página en esta dirección.',
  },
  student: {
    header: {
      greeting: 'Hola, {{name}}',
    },
    home: {
      heading: '¡Hola, {{name}}!',
      school: 'Escuela: {{school}}',
      assignmentsHeading: 'Tus tareas',
      emptyTitle: 'Todavía no tienes tareas.',
      emptyBody: 'Cuando tu maestro te asigne una hoja de trabajo, aparecerá aquí.',
    },
    rotate: {
      hint: 'Pon tu dispositivo de lado para seguir trabajando.',
    },
  },
};

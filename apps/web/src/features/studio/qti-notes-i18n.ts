import { QTI_NOTES } from '@clearsheets/shared';
import { addTexts, useFeatureT } from '../../lib/i18n';

// What a QTI import could not keep as it was, by code (the server stores the code on the question), in
// English (the shared catalogue) and Spanish. Registered with the studio's code, so the student's first load
// does not carry them.

export const qtiNotesEn = { qtiNotes: { ...QTI_NOTES } };
addTexts('en', qtiNotesEn);

addTexts('es', {
  qtiNotes: {
    feedbackLeftOut:
      'Se omitió su retroalimentación ({{count}} en total): las preguntas no tienen lugar para la retroalimentación que se muestra después de responder.',
    mediaLeftOut: 'Se omitió su contenido de {{kinds}}: las preguntas contienen texto e imágenes.',
    selectionScoring:
      'Su puntuación ({{scores}}) no se puede expresar aquí (una opción correcta suma su parte, una incorrecta resta una parte): revisa la clave de respuestas.',
    orderIncomplete:
      'Su orden correcto incluye {{listed}} de {{total}} elementos: los elementos se mantienen como estaban; indica el orden correcto.',
    partialCredit:
      'Sus respuestas valen puntuaciones distintas ({{scores}}): ahora toda respuesta aceptada vale el total; revisa la clave de respuestas.',
    pictureMissing: 'Su imagen "{{src}}" no está en el paquete y se omitió: vuelve a añadirla.',
    pictureElsewhere:
      'Su imagen en "{{src}}" está en otro sitio y se omitió (nunca se cargan imágenes de otros sitios): vuelve a añadirla.',
    pictureNotImage: 'Su imagen "{{src}}" no es una imagen PNG ni JPEG y se omitió: vuelve a añadirla.',
    pictureNoPlace:
      'Su imagen "{{src}}" está donde este tipo de pregunta no admite imágenes (una opción o el área de respuesta) y se omitió.',
    passagePictures: 'Se le añadieron las imágenes de su lectura ({{passage}}): una lectura contiene solo texto.',
    titleAsQuestion: 'No tiene texto de pregunta: su título "{{title}}" lo sustituye; escribe la pregunta.',
    tooMany: 'Tiene {{count}} {{what}}; una pregunta admite como máximo {{max}}: quita algunos.',
    notComplete: 'Aún no está completa: termínala antes de asignarla.',
    noInteraction: 'No pide nada que un estudiante pueda responder (no tiene interacción).',
    mixedInteractions: 'Mezcla {{kinds}}: una pregunta tiene un solo tipo de respuesta.',
    severalInteractions: 'Tiene {{count}} {{kind}}: una pregunta de este tipo tiene una.',
    unsupportedInteraction: 'Su {{kind}} no es uno de los tipos de respuesta del estudio.',
    noItemBody: 'No tiene cuerpo del ítem.',
    templateItem: 'Es un ítem de plantilla: sus valores se sortean al jugarlo, y una pregunta no puede contener eso.',
    beyondLimits: 'Supera los límites del estudio ({{limit}}).',
    tooLarge: 'Es más grande de lo que puede ser una pregunta.',
    unreadable: 'No se pudo leer: {{reason}}.',
    notInPackage: 'El paquete lo menciona, pero el archivo no está en el zip.',
    notAnItem: 'No es un ítem QTI 3.0.',
    notQti3: 'Es un ítem QTI 2; solo se pueden importar ítems QTI 3.0.',
    linkNotFile: 'Apunta a "{{href}}", que no es un archivo del paquete (un enlace a otra herramienta).',
    testUnreadable:
      'No se pudo usar la prueba del paquete ({{reason}}): sus ítems se importaron en el orden del manifiesto.',
  } satisfies Record<keyof typeof QTI_NOTES, string>,
});

export const useQtiNotesT = () => useFeatureT<typeof qtiNotesEn>();

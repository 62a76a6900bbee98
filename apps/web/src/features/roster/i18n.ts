import { addFeatureBundle, addTexts, type Translation, useFeatureT } from '../../lib/i18n';

/** Texts of the OneRoster screen, English and Spanish (registered when the feature's code loads). */
export const rosterEn = addFeatureBundle({
  roster: {
    title: 'OneRoster import',
    intro:
      "Load your district's schools, classes, teachers and students from your student information system's OneRoster export.",
    upload: {
      heading: 'Upload a OneRoster zip',
      fileLabel: 'OneRoster CSV zip',
      fileDescription: 'One .zip file of OneRoster 1.2 (or 1.1) CSV files, up to {{mb}} MB',
      filePlaceholder: 'Choose a .zip file',
      fileRequired: 'Choose a file to upload',
      defaultGradeLabel: 'Default grade (optional)',
      defaultGradeDescription:
        'For classes whose class, course and school give no grade; the import report lists which classes got it',
      defaultGradePlaceholder: 'No default grade',
      submit: 'Upload and import',
    },
    files: {
      heading: 'What the zip must contain',
      intro: 'The CSV files of a OneRoster bulk export, at the top of the zip or in one folder:',
      rolesNote: '1.2 only; 1.1 exports carry the role in users.csv',
      demographics: 'demographics.csv is not needed and is never read.',
      matching:
        'Records are matched by sourcedId: importing again updates schools, people and classes in place, and rows with status "tobedeleted" are deactivated.',
    },
    current: {
      heading: 'Import of {{file}}',
      seeSchools: 'See the schools',
      seeClasses: 'See the classes',
    },
    past: {
      heading: 'Past OneRoster imports',
      empty: 'No OneRoster file has been imported yet.',
      caption: 'OneRoster imports, newest first',
      file: 'File',
      status: 'Status',
      result: 'Result',
      actions: 'Details',
      view: 'Details',
      viewLabel: 'Details of the import of {{file}}',
      counts: '{{added}} added · {{updated}} updated',
      started: 'Started {{date}}',
      close: 'Close',
    },
    schools: {
      heading: 'Schools',
      caption: 'Schools in {{district}} with their teacher and student counts',
      school: 'School',
      teachers: 'Teachers',
      students: 'Students',
      empty: 'There are no schools in this district yet.',
    },
    classes: {
      heading: 'Classes',
      caption: 'Classes in the district',
      class: 'Class',
      school: 'School',
      students: 'Students',
      teachers: 'Teachers: {{names}}',
      noTeacher: 'No teacher yet',
      gradeSubject: '{{grade}} · {{subject}}',
      empty: 'There are no classes in this district yet.',
    },
    close: 'Close',
    pager: {
      nav: 'Pages of the {{list}} list',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
      range: 'Showing {{from}}–{{to}} of {{total}}',
    },
  },
});

const rosterEs: Translation<typeof rosterEn> = {
  roster: {
    title: 'Importar de OneRoster',
    intro:
      'Carga las escuelas, clases, maestros y estudiantes de tu distrito desde la exportación OneRoster de tu sistema de información estudiantil.',
    upload: {
      heading: 'Subir un zip de OneRoster',
      fileLabel: 'Zip de CSV de OneRoster',
      fileDescription: 'Un archivo .zip con los CSV de OneRoster 1.2 (o 1.1), de hasta {{mb}} MB',
      filePlaceholder: 'Elige un archivo .zip',
      fileRequired: 'Elige un archivo para subir',
      defaultGradeLabel: 'Grado predeterminado (opcional)',
      defaultGradeDescription:
        'Para las clases cuya clase, curso y escuela no indican grado; el informe de la importación dice qué clases lo recibieron',
      defaultGradePlaceholder: 'Sin grado predeterminado',
      submit: 'Subir e importar',
    },
    files: {
      heading: 'Qué debe contener el zip',
      intro: 'Los archivos CSV de una exportación masiva de OneRoster, en la raíz del zip o en una carpeta:',
      rolesNote: 'Solo 1.2; las exportaciones 1.1 traen el rol en users.csv',
      demographics: 'demographics.csv no hace falta y nunca se lee.',
      matching:
        'Los registros se identifican por sourcedId: al importar otra vez se actualizan escuelas, personas y clases, y las filas con estado "tobedeleted" se desactivan.',
    },
    current: {
      heading: 'Importación de {{file}}',
      seeSchools: 'Ver las escuelas',
      seeClasses: 'Ver las clases',
    },
    past: {
      heading: 'Importaciones anteriores de OneRoster',
      empty: 'Todavía no se ha importado ningún archivo de OneRoster.',
      caption: 'Importaciones de OneRoster, la más reciente primero',
      file: 'Archivo',
      status: 'Estado',
      result: 'Resultado',
      actions: 'Detalles',
      view: 'Detalles',
      viewLabel: 'Detalles de la importación de {{file}}',
      counts: '{{added}} agregados · {{updated}} actualizados',
      started: 'Empezó el {{date}}',
      close: 'Cerrar',
    },
    schools: {
      heading: 'Escuelas',
      caption: 'Escuelas de {{district}} con su número de maestros y estudiantes',
      school: 'Escuela',
      teachers: 'Maestros',
      students: 'Estudiantes',
      empty: 'Todavía no hay escuelas en este distrito.',
    },
    classes: {
      heading: 'Clases',
      caption: 'Clases del distrito',
      class: 'Clase',
      school: 'Escuela',
      students: 'Estudiantes',
      teachers: 'Maestros: {{names}}',
      noTeacher: 'Todavía sin maestro',
      gradeSubject: '{{grade}} · {{subject}}',
      empty: 'Todavía no hay clases en este distrito.',
    },
    close: 'Cerrar',
    pager: {
      nav: 'Páginas de la lista de {{list}}',
      previous: 'Página anterior',
      next: 'Página siguiente',
      page: 'Página {{page}}',
      range: 'Mostrando {{from}}–{{to}} de {{total}}',
    },
  },
};
addTexts('es', rosterEs);

export type RosterBundle = typeof rosterEn;
export const useRosterT = () => useFeatureT<RosterBundle>();

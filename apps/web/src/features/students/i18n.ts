import { useCallback } from 'react';
import { addFeatureBundle, addTexts, type BundleKey, type Translation, useFeatureT } from '../../lib/i18n';

// The student list's texts under "students.", in English and Spanish, registered when the page loads.

export const en = {
  title: 'Students',
  intro: 'Every student in your classes, with the classes they are in.',
  introLeader: 'Every student in the classes you can see, with their classes.',
  search: 'Search students',
  searchPlaceholder: 'Name or username',
  classFilter: 'Class',
  allClasses: 'All classes',
  name: 'Name',
  username: 'Username',
  grade: 'Grade',
  classes: 'Classes',
  caption: 'Students and their classes',
  removed: 'removed',
  removedFrom: '{{name}} (removed)',
  total_one: '{{count}} student',
  total_other: '{{count}} students',
  noClasses: 'You have no classes yet, so there are no students to list.',
  createClass: 'Create a class',
  noStudents: 'There are no students in these classes yet.',
  noMatch: 'No student matches “{{search}}”.',
  tooMany:
    'You can see {{count}} classes. Choose a class to list its students (listing every student at once would be slow).',
  partial: 'Some classes could not be loaded, so this list may be incomplete.',
  range: 'Showing {{from}}–{{to}} of {{total}}',
  paginationLabel: 'Pages of the student list',
  nextPage: 'Next page',
  previousPage: 'Previous page',
  goToPage: 'Page {{page}}',
  gradeNotSet: 'Not set',
};

const es: Translation<typeof en> = {
  title: 'Estudiantes',
  intro: 'Todos los estudiantes de tus clases, con las clases en las que están.',
  introLeader: 'Todos los estudiantes de las clases que puedes ver, con sus clases.',
  search: 'Buscar estudiantes',
  searchPlaceholder: 'Nombre o usuario',
  classFilter: 'Clase',
  allClasses: 'Todas las clases',
  name: 'Nombre',
  username: 'Usuario',
  grade: 'Grado',
  classes: 'Clases',
  caption: 'Estudiantes y sus clases',
  removed: 'quitado',
  removedFrom: '{{name}} (quitado)',
  total_one: '{{count}} estudiante',
  total_other: '{{count}} estudiantes',
  noClasses: 'Todavía no tienes clases, así que no hay estudiantes que mostrar.',
  createClass: 'Crear una clase',
  noStudents: 'Todavía no hay estudiantes en estas clases.',
  noMatch: 'Ningún estudiante coincide con “{{search}}”.',
  tooMany:
    'Puedes ver {{count}} clases. Elige una clase para ver sus estudiantes (mostrar todos a la vez sería lento).',
  partial: 'No se pudieron cargar algunas clases, así que esta lista puede estar incompleta.',
  range: 'Mostrando {{from}}–{{to}} de {{total}}',
  paginationLabel: 'Páginas de la lista de estudiantes',
  nextPage: 'Página siguiente',
  previousPage: 'Página anterior',
  goToPage: 'Página {{page}}',
  gradeNotSet: 'Sin grado',
};

const bundle = addFeatureBundle({ students: en });
addTexts('es', { students: es });

/** `t` for the student list, with keys relative to "students." checked against this bundle. */
export function useStudentsT(): (key: BundleKey<typeof en>, options?: Record<string, unknown>) => string {
  const t = useFeatureT<typeof bundle>();
  return useCallback((key, options) => t(`students.${key}` as BundleKey<typeof bundle>, options), [t]);
}

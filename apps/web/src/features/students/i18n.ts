import { useCallback } from 'react';
import { addFeatureBundle, type BundleKey, useFeatureT } from '../../lib/i18n';

// The student list's texts under "students." (a staff screen: English only), registered when the page loads.

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

const bundle = addFeatureBundle({ students: en });

/** `t` for the student list, with keys relative to "students." checked against this bundle. */
export function useStudentsT(): (key: BundleKey<typeof en>, options?: Record<string, unknown>) => string {
  const t = useFeatureT<typeof bundle>();
  return useCallback((key, options) => t(`students.${key}` as BundleKey<typeof bundle>, options), [t]);
}

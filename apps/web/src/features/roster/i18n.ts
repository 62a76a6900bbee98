import { addFeatureBundle, useFeatureT } from '../../lib/i18n';

/** English texts of the OneRoster screen (registered when the feature's code loads). */
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

export type RosterBundle = typeof rosterEn;
export const useRosterT = () => useFeatureT<RosterBundle>();

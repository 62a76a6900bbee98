import { addFeatureBundle, useFeatureT } from '../../lib/i18n';

/** English texts of the student import screens (registered when the feature's code loads). */
export const importsEn = addFeatureBundle({
  imports: {
    upload: {
      title: 'Import students',
      intro: 'Add many students to a class at once from a CSV or Excel file. The import runs in the background.',
      heading: 'Upload a file',
      classLabel: 'Class',
      classPlaceholder: 'Choose a class',
      classStudents_one: '{{n}} student now',
      classStudents_other: '{{n}} students now',
      classStudentsLimit: '{{n}} of at most {{limit}} students (free license)',
      classesFailed: 'We could not load your classes.',
      noClasses: 'You have no classes yet. Create a class first, then import its students.',
      createClass: 'Create a class',
      fileLabel: 'Student file',
      fileDescription: 'A .csv or .xlsx file with the columns of the sample, up to {{mb}} MB',
      filePlaceholder: 'Choose a .csv or .xlsx file',
      fileRequired: 'Choose a file to upload',
      submit: 'Upload and import',
      history: 'See all my imports',
    },
    sample: {
      heading: 'Sample file',
      body: 'Start from the sample: it has the right columns, in the right order.',
      csv: 'Download sample (CSV)',
      xlsx: 'Download sample (Excel)',
    },
    help: {
      heading: 'How to fill the file',
      intro: 'Keep the first row exactly as in the sample and put one student on each row.',
      required: 'Required',
      optional: 'Optional',
      columns: {
        firstName: "The student's first name.",
        lastName: "The student's last name.",
        username:
          'Leave it blank and we make one. Otherwise 3 to 40 letters, digits, dots, dashes or underscores, unique in your school.',
        password: 'Leave it blank and we make one. Otherwise 4 to 64 characters, no spaces.',
        grade: 'K or 1 to 12. Leave it blank if you do not know it.',
      },
      rerun: 'Importing the same file again adds no one twice: students already in the class are updated.',
      atomic: 'If any row has a problem, nothing is imported and every problem is listed with its row number.',
    },
    current: {
      heading: 'Import of {{file}}',
      viewRoster: 'View the class roster',
    },
    list: {
      title: 'Import history',
      intro: 'Your imports, newest first. Open one to see its problems.',
      newImport: 'Import students',
      empty: 'You have not imported any files yet.',
      caption: 'Your imports',
      file: 'File',
      class: 'Class',
      status: 'Status',
      rows: 'Rows',
      added: 'Added',
      updated: 'Updated',
      started: 'Started',
      finished: 'Finished',
      actions: 'Actions',
      view: 'Details',
      viewLabel: 'Details of the import of {{file}}',
      oneRoster: 'District roster (OneRoster)',
      unknownClass: 'Class {{id}}',
      notFinished: 'Not yet',
      close: 'Close',
      counts: '{{rows}} rows · {{added}} added · {{updated}} updated',
      pager: {
        nav: 'Pages of your imports',
        previous: 'Previous page',
        next: 'Next page',
        page: 'Page {{page}}',
        range: 'Showing {{from}}–{{to}} of {{total}}',
      },
    },
    downloadFailed: 'The sample could not be downloaded',
    close: 'Close',
  },
});

export type ImportsBundle = typeof importsEn;
export const useImportsT = () => useFeatureT<ImportsBundle>();
